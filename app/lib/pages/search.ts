import { foldUmlauts } from "../text/slug";

/**
 * The words of the site search, shared by the server (which turns them into the index query) and the
 * cards (which mark them in the text they show, whichever language that is).
 *
 * A word is a run of letters, digits and combining marks, close to what the index's tokenizer keeps
 * as a token; everything else (punctuation, quotes, operators, emoji) separates words.
 */
const WORD = /[\p{L}\p{N}\p{Co}\p{M}]+/gu;

/** At most this many words of a query count; more would only make the query slower, not better. */
const MAX_TERMS = 8;

/** A word as the index stores it: umlauts and ß written out, lower-case, other accents removed. */
function foldWord(word: string): string {
  return foldUmlauts(word).normalize("NFD").replace(/\p{M}/gu, "");
}

/** The visitor's text as folded search words, each at most once, in the order typed ([] when it has none). */
export function searchTerms(query: string): string[] {
  const terms = (query.match(WORD) ?? []).map(foldWord).filter(Boolean);
  return [...new Set(terms)].slice(0, MAX_TERMS);
}

/** At most this many a, o or u of a word get both spellings (2³ = 8 spellings at most per word). */
const MAX_VOWELS = 3;

/**
 * The spellings a folded word may have in a text, so that ü matches u and ue both ways: each a, o or u
 * with and without a written-out "e" after it. A visitor without umlauts on the keyboard types "Gluck"
 * for "Glück" (stored as "glueck"), and "Glück" also finds a text that wrote "Gluck".
 */
export function spellingsOf(term: string): string[] {
  let spellings = [""];
  let vowels = 0;
  for (let i = 0; i < term.length; i++) {
    const letter = term[i]!;
    if ("aou".includes(letter) && vowels < MAX_VOWELS) {
      vowels++;
      if (term[i + 1] === "e") i++;
      spellings = spellings.flatMap((start) => [start + letter, `${start}${letter}e`]);
    } else spellings = spellings.map((start) => start + letter);
  }
  return spellings;
}

export type Segment = { text: string; match: boolean };

/**
 * The text cut into pieces, a piece marked where a word's folded form starts with one of the folded
 * terms (the way the index matches a prefix), so "Glücklich" is marked for the term "glueck". The
 * pieces are plain text: the page renders them as elements, never as HTML.
 */
export function highlight(text: string, terms: readonly string[]): Segment[] {
  if (!text) return [];
  if (terms.length === 0) return [{ text, match: false }];
  const spellings = terms.flatMap(spellingsOf);
  const segments: Segment[] = [];
  const push = (piece: string, match: boolean) => {
    if (!piece) return;
    const last = segments.at(-1);
    if (last && last.match === match) last.text += piece;
    else segments.push({ text: piece, match });
  };
  let end = 0;
  for (const found of text.matchAll(WORD)) {
    push(text.slice(end, found.index), false);
    const folded = foldWord(found[0]);
    push(
      found[0],
      spellings.some((spelling) => folded.startsWith(spelling)),
    );
    end = found.index + found[0].length;
  }
  push(text.slice(end), false);
  return segments;
}
