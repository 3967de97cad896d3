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
  defineContentType,
  definedPairs,
  english,
  recordTexts,
  text,
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

  it("takes the English of the texts a definition names in both languages, without a line in the dictionary", () => {
    const def = defineContentType({
      key: "zweisprachig",
      table: "projects",
      title: { de: "Zweisprachige Probe", en: "Bilingual sample" },
      menu: { group: "Content", label: { de: "Probenliste", en: "Sample list" }, order: 999 },
      fields: [
        english(
          text("title", {
            label: { de: "Probenname", en: "Sample name" },
            required: true,
            hint: { de: "Kurz.", en: "Short." },
          }),
        ),
      ],
      columns: [{ name: "title", label: { de: "Probenspalte", en: "Sample column" } }],
      toggles: [],
      ordering: "newest",
      defaults: {},
      labelField: "title",
      texts: {
        ...recordTexts({ de: "Probeneintrag", en: "sample entry" }, "m", {
          de: "Probeneinträge",
          en: "sample entries",
        }),
        saveFailed: { de: "Probe nicht gespeichert", en: "Sample not saved" },
        deleteFailed: "Fehler",
      },
    });
    // The definition holds its German texts, as every screen translates by them.
    expect([def.title, def.menu?.label, def.fields[0]?.label, def.columns[0]?.label]).toEqual([
      "Zweisprachige Probe",
      "Probenliste",
      "Probenname",
      "Probenspalte",
    ]);
    const inEnglish = (german: string | undefined) => englishOf(german ?? "");
    expect(inEnglish(def.title)).toBe("Bilingual sample");
    expect(inEnglish(def.menu?.label)).toBe("Sample list");
    expect(inEnglish(def.fields[0]?.hint)).toBe("Short.");
    expect(inEnglish(def.fields[1]?.label)).toBe("Sample name (EN)");
    expect(inEnglish(def.columns[0]?.label)).toBe("Sample column");
    expect(inEnglish(def.texts.created)).toBe("Sample entry created successfully!");
    expect(inEnglish(def.texts.confirmDelete)).toBe("Are you sure you want to delete this sample entry?");
    expect(inEnglish(def.texts.empty)).toBe("No sample entries yet.");
    expect(inEnglish(def.texts.saveFailed)).toBe("Sample not saved");
    // The schema's message names the field by its label, in English too.
    const result = def.schema.safeParse({ title: "" });
    expect(result.success).toBe(false);
    expect(inEnglish(result.error?.issues[0]?.message)).toBe("Sample name is required");
  });

  it("keeps a definition's own English in step with the dictionary where both have a text", () => {
    const clashes = definedPairs()
      .filter(([german, own]) => ENGLISH[german] !== undefined && ENGLISH[german] !== own)
      .map(([german, own]) => `${german}: ${own} (dictionary: ${ENGLISH[german]})`);
    expect(clashes).toEqual([]);
  });

  it("gives the menu groups German labels and keeps their keys", () => {
    expect(NAV_GROUPS.map((group) => group.key)).toContain("Content");
    const content = NAV_GROUPS.find((group) => group.key === "Content");
    expect(content?.label).toBe("Inhalte");
    expect(englishOf("Inhalte")).toBe("Content");
  });
});
