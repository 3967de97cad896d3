import { describe, expect, it } from "vitest";
import {
  englishOf,
  ENGLISH,
  CONTENT_TYPE_TEXT_PARTS,
  NAV_GROUPS,
  PROFILE_LINK,
  TOP_LINKS,
  CONTENT_TYPE_LIST,
  ADMIN_SCREENS,
  INDEX_SECTION_PAGES,
} from "~/lib/admin";

/*
 * The texts the content types, the admin bar and the other screens declare (decision 0053): each is
 * written in plain German and has its English form in the dictionary, so a staff member reading the
 * back office in English never meets a German label, and one reading it in German never meets a
 * technical one.
 */

type Found = { where: string; text: string };

/** Every string of a value (a text, or the texts of an object's values), named by where it stands. */
function stringsOf(where: string, value: unknown): Found[] {
  if (typeof value === "string") return value.trim() ? [{ where, text: value }] : [];
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, inner]) => stringsOf(`${where}.${key}`, inner));
  }
  return [];
}

function definitionTexts(): Found[] {
  return CONTENT_TYPE_LIST.flatMap((def) => {
    const at = (part: string) => `${def.key} ${part}`;
    const { pick, cascade, heading, label: tabLabel } = def.tab ?? {};
    return [
      ...stringsOf(at("title"), def.title),
      ...stringsOf(at("intro"), def.intro),
      ...def.fields.flatMap((field) => [
        ...stringsOf(at(`field ${field.name}`), field.label),
        ...stringsOf(at(`hint ${field.name}`), field.hint),
        ...(field.options ?? []).flatMap((option) => stringsOf(at(`option ${field.name}`), option.label)),
      ]),
      ...def.columns.flatMap((column) => stringsOf(at(`column ${column.name}`), column.label)),
      ...stringsOf(at("texts"), def.texts),
      ...stringsOf(at("menu"), def.menu?.label),
      ...stringsOf(at("dashboard"), def.dashboard?.label),
      ...(def.related ?? []).flatMap((related) => stringsOf(at("related"), related.label)),
      ...stringsOf(at("hero menu"), def.page?.hero?.menu.label),
      ...stringsOf(at("tab"), tabLabel),
      ...stringsOf(at("tab heading"), heading && { ...heading, tabTitles: undefined }),
      ...stringsOf(at("tab pick"), pick && { label: pick.label, prompt: pick.prompt }),
      ...stringsOf(at("tab cascade"), cascade && { one: cascade.one, many: cascade.many }),
    ];
  });
}

function menuAndScreenTexts(): Found[] {
  return [
    ...NAV_GROUPS.flatMap((group) => [
      ...stringsOf("menu group", group.label),
      ...group.items.flatMap((item) => stringsOf(`menu ${item.to}`, item.label)),
    ]),
    ...[...TOP_LINKS, PROFILE_LINK].flatMap((item) => stringsOf(`top link ${item.to}`, item.label)),
    ...ADMIN_SCREENS.flatMap((screen) => [
      ...stringsOf(`screen menu ${screen.path}`, screen.menu?.label),
      ...stringsOf(`screen dashboard ${screen.path}`, screen.dashboard?.label),
    ]),
    ...INDEX_SECTION_PAGES.flatMap((page) => [
      ...stringsOf(`index section page ${page.key}`, page.label),
      ...stringsOf(`index section switch ${page.key}`, page.show),
    ]),
  ];
}

const ALL = () => [...definitionTexts(), ...menuAndScreenTexts()];

/** Notation a reader of the back office should not have to decode: units in brackets, link targets, URL patterns. */
function isTechnical(text: string): boolean {
  if (/\(ms\)|_self|_blank|\{slug\}|\/\{/.test(text)) return true;
  // A placeholder only where the text is a template of the dictionary (it is filled in when shown).
  return text.includes("{") && ENGLISH[text] === undefined;
}

/** English words that are not German too: a German text holding one was left in English. */
const ENGLISH_WORDS =
  /\b(the|this|you|successfully|created|updated|deleted|Error|Failed|Add|New|Create|Edit|Active|Order|Duration|Title|Path|General|Content|Contact|Button Text|Header|Subheader|Management|loading)\b/;

describe("the texts of the content types, the menu and the screens", () => {
  it("finds the texts it checks (the walk reaches the definitions)", () => {
    const texts = ALL().map((found) => found.text);
    expect(texts).toContain("Titel (EN)");
    expect(texts).toContain("Blog-Beiträge");
    expect(texts.length).toBeGreaterThan(300);
  });

  it("gives every German text an English form", () => {
    const missing = ALL()
      .filter((found) => englishOf(found.text) === null)
      .map((found) => `${found.where}: ${found.text}`);
    expect([...new Set(missing)]).toEqual([]);
  });

  it("writes no technical notation into a German text", () => {
    const technical = ALL()
      .filter((found) => isTechnical(found.text))
      .map((found) => `${found.where}: ${found.text}`);
    expect(technical).toEqual([]);
  });

  it("leaves no English sentence or word where the German text belongs", () => {
    const english = ALL()
      .filter((found) => ENGLISH_WORDS.test(found.text))
      .map((found) => `${found.where}: ${found.text}`);
    expect(english).toEqual([]);
  });

  it("keeps each German text in one part of the content types' dictionary (a later part would win silently)", () => {
    const keys = Object.values(CONTENT_TYPE_TEXT_PARTS).flatMap((part) => Object.keys(part));
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it("gives the menu groups German labels and keeps their keys", () => {
    expect(NAV_GROUPS.map((group) => group.key)).toContain("Content");
    const content = NAV_GROUPS.find((group) => group.key === "Content");
    expect(content?.label).toBe("Inhalte");
    expect(englishOf("Inhalte")).toBe("Content");
  });
});
