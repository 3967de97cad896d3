/*
 * A definition's text in both languages ({ de: "Begriff", en: "Term" }): a content type may bring its
 * own English instead of lines in the dictionary (texts-en/). The definition keeps the German text,
 * the key every screen translates by (decision 0053), and the pair joins the dictionary's lookup
 * (i18n.ts englishOf) when the definition loads: wherever a definition's text is shown, its
 * definition has been loaded.
 */

export type Bilingual = { readonly de: string; readonly en: string };

/** A definition's text: German, or German and English. A literal union (a kind, a group) stays as it is. */
export type Texted<T> = T extends string
  ? string extends T
    ? T | Bilingual
    : T
  : T extends (...args: never[]) => unknown
    ? T
    : T extends readonly (infer U)[]
      ? readonly Texted<U>[]
      : T extends object
        ? { [K in keyof T]: Texted<T[K]> }
        : T;

const DEFINED = new Map<string, string>();

function isBilingual(value: unknown): value is Bilingual {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return (
    keys.length === 2 && typeof (value as Bilingual).de === "string" && typeof (value as Bilingual).en === "string"
  );
}

/** The German text of a definition's text; a pair's English joins the lookup. */
export function germanOf(text: string | Bilingual): string {
  if (typeof text === "string") return text;
  DEFINED.set(text.de, text.en);
  return text.de;
}

/** The English form a definition declared for a German text, if any. */
export function definedEnglish(german: string): string | undefined {
  return DEFINED.get(german);
}

/** Every pair the loaded definitions declared (a test holds them against the dictionary). */
export function definedPairs(): [string, string][] {
  return [...DEFINED];
}

/** A definition's texts with each pair as its German text; lists and objects are walked, other values kept. */
export function germanTexts<T>(value: Texted<T>): T {
  const walk = (inner: unknown): unknown => {
    if (isBilingual(inner)) return germanOf(inner);
    if (Array.isArray(inner)) return inner.map(walk);
    if (typeof inner !== "object" || inner === null || Object.getPrototypeOf(inner) !== Object.prototype) return inner;
    // Only what is declared is kept (an absent text stays absent, not a key holding undefined).
    return Object.fromEntries(
      Object.entries(inner).flatMap(([key, item]) => (item === undefined ? [] : [[key, walk(item)]])),
    );
  };
  return walk(value) as T;
}
