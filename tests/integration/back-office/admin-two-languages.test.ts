import { eq } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import { NAV_GROUPS, PROFILE_LINK, TOP_LINKS, CONTENT_TYPE_LIST } from "~/lib/admin";
import { NEWSLETTER_CONSENT } from "~/lib/newsletter";
import { get, sessionAs } from "../auth-helpers";
import { freshDemoContent, tableOf } from "../demo-content";
import { setAddress } from "../form-of-address-helpers";
import { clearTables, postForm, testDb } from "../helpers";

/*
 * Every back-office screen and every dialog reachable by a link speaks one language: the staff member's.
 * The screens are found as a person finds them (the admin bar, then every /admin link on each screen,
 * one address per pattern, so `?edit=3` stands for every record's edit dialog), rendered by the Worker
 * in German and in English, and their visible texts (text, labels, placeholders, titles) are searched
 * for words of the other language. The records' own texts are content, not interface: the demo's
 * texts are replaced by a neutral word first, so what is left is what the back office says itself.
 */

/** Words of German interface text; any word with ä, ö, ü or ß counts too. */
const GERMAN = new Set(
  `und oder der die das den dem des nicht mit für von zu auf ist sind wird werden wurde ein eine einen
  Sie Ihre Ihr Ihren kein keine noch alle Speichern Abbrechen Löschen Bearbeiten Schließen Aktionen
  Reihenfolge Hinzufügen Erstellen Zurück Vorschau Entwurf Veröffentlicht Papierkorb Benutzer
  Einstellungen Abmelden Aktiv Inaktiv Beschreibung Titel Untertitel Bild Suche Suchen Seite Sprache
  Datum Wiederherstellen Gespeichert Antwort Nachricht Nachrichten Betreff Rolle Passwort Ja Nein Neu
  Neue Neuer Neues Allgemein Inhalte Startseite Anzeigen Ausgeblendet Hochladen Bilder Verwaltung
  Übersicht Profil Weiter Schlagwörter Kategorie Veranstalter Zeitraum Beginn Ende Anmelden Abmeldung
  Empfänger Abonnenten Versenden Senden Verlauf Versionen Zielseite Aufrufe Klicks heute gestern`.split(/\s+/),
);

/** Words of English interface text. Words both languages use (Blog, Status, Name, Link, Text) are not here. */
const ENGLISH = new Set(
  `the and of to with your you is are this for from Save Cancel Delete Edit Close Actions Order Add
  Create Back Preview Draft Published Trash Users Settings Logout Active Inactive Description Title
  Subtitle Image Search Page Language Date Restore Saved Reply Message Messages Subject Role Password Yes
  No New General Content Home Show Hidden Upload Images successfully Overview Profile Next Previous
  Category Organizer End Recipients Subscribers Send Sent History Versions Target Clicks
  today yesterday Card Visible Redirect Duration Sections`.split(/\s+/),
);

/** Columns whose values are codes, addresses or names the screens look up, not text a person reads. */
const KEEP =
  /(^id$|_id$|slug|url|href|icon|color|colour|variant|type|status|lang|email|phone|code|key|target|video|mime|hash|audience|intent|role)/;

const NEUTRAL = "Qqq";

/**
 * Replaces every readable text of the rows of a table with a neutral word (numbered: slugs stay unique):
 * the columns of the type's text fields whatever they hold, and elsewhere what reads as words.
 */
async function neutralise(
  table: SQLiteTable & { id: unknown },
  textColumns = new Set<string>(),
  tagColumns = new Set<string>(),
) {
  const db = testDb();
  const rows = (await db.select().from(table)) as Record<string, unknown>[];
  let n = 0;
  const updates = rows.flatMap((row) => {
    const patch: Record<string, unknown> = {};
    for (const [column, value] of Object.entries(row)) {
      if (tagColumns.has(column)) {
        patch[column] = Array.isArray(value) ? [`${NEUTRAL} ${++n}`] : JSON.stringify([`${NEUTRAL} ${++n}`]);
        continue;
      }
      if (typeof value !== "string") continue;
      if (textColumns.has(column) && /[A-Za-zÄÖÜäöüß]/.test(value) && !/^(https?:|\/)/.test(value)) {
        patch[column] = `${NEUTRAL} ${++n}`;
        continue;
      }
      if (KEEP.test(column)) continue;
      if (!/[A-ZÄÖÜa-zäöüß]{2,}/.test(value) || /^(https?:|\/|\[|\{)/.test(value) || !/[A-ZÄÖÜ\s]/.test(value))
        continue;
      patch[column] = `${NEUTRAL} ${++n}`;
    }
    if (Object.keys(patch).length === 0) return [];
    const idColumn = (table as unknown as Record<string, Parameters<typeof eq>[0]>).id!;
    return [db.update(table).set(patch).where(eq(idColumn, row.id))];
  });
  for (const update of updates) await update;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };
const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) =>
    name[0] === "#"
      ? String.fromCodePoint(name[1] === "x" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10))
      : (ENTITIES[name] ?? whole),
  );

/**
 * What a person reads on the page: the body's text and the texts of labels a screen reader or a
 * pointer shows (aria-label, title, placeholder, alt), without scripts and styles, and without parts
 * marked as another language (a language's own name in a language choice).
 */
function readableTexts(html: string, lang: "de" | "en"): string[] {
  let body = html.slice(html.indexOf("<body"));
  // A text box's text is what it holds (a field's value), like an input's value attribute: content.
  body = body.replace(/<(script|style|template|textarea)\b[\s\S]*?<\/\1>/gi, " ");
  const other = lang === "de" ? "en" : "de";
  // An element marked with the other language, up to its closing tag (these are small: a name, a word).
  body = body.replace(new RegExp(`<(\\w+)\\b[^>]*\\slang="${other}"[^>]*>[\\s\\S]*?</\\1>`, "g"), " ");
  const attributes = [...body.matchAll(/\s(?:aria-label|title|placeholder|alt|aria-description)="([^"]*)"/g)].map(
    (match) => match[1]!,
  );
  const text = body.replace(/<[^>]+>/g, "\n");
  return [...attributes, ...text.split("\n")].map((part) => decode(part).trim()).filter(Boolean);
}

function wordsOfOtherLanguage(html: string, lang: "de" | "en"): string[] {
  const found = new Set<string>();
  for (const text of readableTexts(html, lang)) {
    // A word of the other language in quotation marks is cited, not spoken (the German "Sie" as a choice).
    const spoken = text.replace(/[“„‘‚][^“”„‘’‚]{1,30}[”“’‘]/g, " ");
    for (const word of spoken.split(/[^A-Za-zÄÖÜäöüß]+/)) {
      if (!word || word === NEUTRAL) continue;
      if (lang === "en" && (GERMAN.has(word) || /[äöüßÄÖÜ]/.test(word))) found.add(word);
      if (lang === "de" && ENGLISH.has(word)) found.add(word);
    }
  }
  return [...found];
}

/** One address per pattern: numbers become ":n" and a query keeps its names, not its values. */
function patternOf(address: string): string {
  const url = new URL(address, "http://localhost");
  const names = [...url.searchParams.keys()].sort().join("&");
  return `${url.pathname.replace(/\/\d+(?=\/|$)/g, "/:n")}?${names}`;
}

/** Downloads and files, not screens. */
const NOT_A_SCREEN = /\.(csv|png|svg|json|xml|ics|zip)(\?|$)|\/logout|\/abmelden/;

let cookie: string;
let email: string;

async function setLanguage(lang: "de" | "en") {
  await testDb().update(schema.user).set({ adminLanguage: lang }).where(eq(schema.user.email, email));
}

/** Every screen and dialog of the back office, in the order a person would reach them. */
async function crawl(): Promise<Map<string, string>> {
  const start = [...TOP_LINKS, ...NAV_GROUPS.flatMap((group) => group.items), PROFILE_LINK].map((item) => item.to);
  const pages = new Map<string, string>();
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length > 0 && pages.size < 400) {
    const address = queue.shift()!;
    const pattern = patternOf(address);
    if (seen.has(pattern)) continue;
    seen.add(pattern);
    const response = await get(address, cookie);
    if (response.status !== 200) continue;
    const html = await response.text();
    pages.set(address, html);
    for (const match of html.matchAll(/\shref="(\/admin[^"#]*)"/g)) {
      const next = decode(match[1]!);
      if (!NOT_A_SCREEN.test(next) && !seen.has(patternOf(next))) queue.push(next);
    }
  }
  return pages;
}

/**
 * Stored values kept as JSON (a draft's or a revision's record, an audit entry's before and after):
 * what reads as words becomes the neutral word.
 */
async function neutraliseStoredValues() {
  const db = testDb();
  let n = 0;
  const walk = (value: unknown, column = ""): unknown => {
    if (Array.isArray(value)) return value.map((item) => walk(item, column));
    if (value && typeof value === "object")
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item, key)]));
    if (typeof value !== "string" || KEEP.test(column) || !/[A-ZÄÖÜa-zäöüß]{2,}/.test(value)) return value;
    return /^(https?:|\/)/.test(value) ? value : `${NEUTRAL} v${++n}`;
  };
  const neutral = (json: string) => JSON.stringify(walk(JSON.parse(json)));
  for (const draft of await db.select().from(schema.contentDrafts)) {
    await db
      .update(schema.contentDrafts)
      .set({ data: neutral(draft.data), label: draft.label ? `${NEUTRAL} v${++n}` : "" })
      .where(eq(schema.contentDrafts.id, draft.id));
  }
  for (const revision of await db.select().from(schema.contentRevisions)) {
    await db
      .update(schema.contentRevisions)
      .set({ data: neutral(revision.data) })
      .where(eq(schema.contentRevisions.id, revision.id));
  }
  for (const entry of await db.select().from(schema.auditLog)) {
    await db
      .update(schema.auditLog)
      .set({ changes: neutral(entry.changes) })
      .where(eq(schema.auditLog.id, entry.id));
  }
}

/**
 * Every record's texts, of every content type and of the screens beyond them, and their stored versions
 * and audit values (another file of this runtime may leave a draft with its German title), become the
 * neutral word.
 */
async function neutraliseContent() {
  await neutraliseStoredValues();
  for (const def of CONTENT_TYPE_LIST) {
    const named = (kinds: string[]) => new Set(def.fields.filter((f) => kinds.includes(f.kind)).map((f) => f.name));
    await neutralise(
      tableOf(def) as SQLiteTable & { id: unknown },
      named(["text", "textarea", "richText"]),
      named(["tags"]),
    );
  }
  for (const table of [
    schema.redirectLinks,
    schema.legalPages,
    schema.pageContents,
    schema.media,
    schema.contactMessages,
    schema.contactReplies,
    schema.newsletterCampaigns,
    schema.generalSettings,
  ]) {
    await neutralise(table as SQLiteTable & { id: unknown });
  }
}

beforeAll(async () => {
  await clearTables(schema.session, schema.account, schema.rateLimits, schema.user, schema.auditLog);
  ({ cookie, email } = await sessionAs("admin"));
  await freshDemoContent();
  // A campaign, so its editor, preview and send form are screens the crawl reaches (the demo has none).
  await testDb()
    .insert(schema.newsletterCampaigns)
    .values({ subject_de: "Betreff", subject_en: "Subject", body_de: "<p>Text</p>", body_en: "<p>Text</p>" });
  // A draft with German words, as another file's autosave leaves one: the crawl reaches its screens,
  // and its words are the staff's content, not the screen's.
  const [item] = await testDb().select().from(schema.navigationItems).limit(1);
  const draft = { intent: "update", id: String(item!.id), name_de: "Geändert", name_en: "Changed", href: "/kontakt" };
  const autosaved = await postForm(
    "/admin/navigation.data",
    { autosave: "1", status: "draft", ...draft },
    { Cookie: cookie },
  );
  expect(autosaved.status).toBe(200);
  // A German reader's consent record: the words they agreed to are theirs, whatever the screen speaks.
  await testDb()
    .insert(schema.newsletterSubscriptions)
    .values({
      email: `crawl-${crypto.randomUUID().slice(0, 8)}@example.com`,
      lang: "de",
      status: "subscribed",
      consent_text: NEWSLETTER_CONSENT.de,
      consent_requested_at: new Date(),
    });
}, 300_000);

// The seed says "du"; the other test files of this runtime share its D1 and expect the default "sie".
afterAll(() => setAddress("sie"));

describe("the back office in one language per screen", () => {
  for (const lang of ["de", "en"] as const) {
    it(`every screen and dialog in ${lang === "de" ? "German" : "English"} holds no word of the other language`, async () => {
      await setLanguage(lang);
      await neutraliseContent();
      const pages = await crawl();
      // The crawl reached the back office, not a sign-in page: the bar's screens and their dialogs.
      expect(pages.size).toBeGreaterThan(40);
      const suspects: string[] = [];
      for (const [address, html] of pages) {
        expect(html, address).toContain(`<html lang="${lang}"`);
        if (wordsOfOtherLanguage(html, lang).length > 0) suspects.push(address);
      }
      // Other test files share this database and may add a record (a campaign with its English text)
      // while the crawl runs: a screen with findings is read again after its records are neutralised.
      if (suspects.length > 0) await neutraliseContent();
      const findings: string[] = [];
      for (const address of suspects) {
        const words = wordsOfOtherLanguage(await (await get(address, cookie)).text(), lang);
        if (words.length > 0) findings.push(`${address}: ${words.join(", ")}`);
      }
      expect(findings).toEqual([]);
    }, 300_000);
  }
});
