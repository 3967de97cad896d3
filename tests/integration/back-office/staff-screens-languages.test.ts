import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import { CONTENT_TYPES } from "~/lib/admin";
import { get, sessionAs, signInAs } from "../auth-helpers";
import { clearTables, testDb } from "../helpers";

/*
 * The staff screens (profile, users and their dialogs, audit log) in one language each, and the audit
 * log in words instead of the stored keys. Only the screen's own part (<main>) is read: the admin bar
 * is the menu's, and records' texts are content.
 */

/** German interface words; any word with ä, ö, ü or ß counts too. */
const GERMAN =
  /^(und|oder|der|die|das|nicht|mit|für|von|auf|ist|wird|Sie|Ihre|Ihr|Speichern|Abbrechen|Passwort|Sitzung|Sitzungen|Benutzer|Rolle|Sperren|Entsperren|Bereich|Aktion|Zeitpunkt|Alle|Filtern|Profil|Sprache|Neues|Aktuelles|Geändert|Erstellt)$|[äöüßÄÖÜ]/;
/** English interface words. */
const ENGLISH =
  /^(the|and|of|to|with|your|you|is|are|Save|Cancel|Password|Session|Sessions|Users|User|Role|Ban|Unban|Area|Action|When|Everyone|Filter|Profile|Language|New|Current|Updated|Created|Restored|Deleted)$/;

/** The words a person reads in the screen's own part: text and the labels of controls. */
function screenWords(html: string): string[] {
  const start = html.indexOf("<main");
  const main = start >= 0 ? html.slice(start, html.indexOf("</main>", start)) : html.slice(html.indexOf("<body"));
  let body = main.replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, " ");
  // A language's name in its own language (the language choice) is not a slip.
  body = body.replace(/<(\w+)\b[^>]*\slang="(de|en)"[^>]*>[\s\S]*?<\/\1>/g, " ");
  const labels = [...body.matchAll(/\s(?:aria-label|title|placeholder)="([^"]*)"/g)].map((m) => m[1]!);
  const text = body.replace(/<[^>]+>/g, " ").replace(/&[#\w]+;/g, " ");
  return [...labels, text].flatMap((part) => part.split(/[^A-Za-zÄÖÜäöüß]+/)).filter(Boolean);
}

const otherWords = (html: string, lang: "de" | "en") => [
  ...new Set(screenWords(html).filter((word) => (lang === "en" ? GERMAN : ENGLISH).test(word))),
];

let cookie: string;
let email: string;
let otherId: string;
const NEUTRAL = { name: "Qqq Eins", email: "qqq@example.com" };

async function setLanguage(lang: "de" | "en") {
  await testDb().update(schema.user).set({ adminLanguage: lang }).where(eq(schema.user.email, email));
}

beforeAll(async () => {
  await clearTables(schema.session, schema.account, schema.rateLimits, schema.auditLog, schema.user);
  ({ cookie, email } = await sessionAs("admin"));
  // Names are content: a neutral one, so only the interface's words are left.
  await testDb().update(schema.user).set({ name: NEUTRAL.name }).where(eq(schema.user.email, email));
  const other = await signInAs("moderator", NEUTRAL.email);
  const [row] = await testDb().select().from(schema.user).where(eq(schema.user.email, other.email));
  otherId = row!.id;
  await testDb().update(schema.user).set({ name: "Qqq Zwei", banReason: null }).where(eq(schema.user.id, otherId));
});

beforeEach(async () => {
  await clearTables(schema.auditLog);
  await testDb()
    .insert(schema.auditLog)
    .values([
      {
        type: "hero",
        action: "update",
        actor_name: "Qqq",
        actor_role: "admin",
        record_id: "3",
        changes: JSON.stringify({ background_image: ["/a.jpg", "/b.jpg"] }),
      },
      { type: "services", action: "restore", actor_name: "Qqq", actor_role: "admin", changes: "{}" },
      {
        type: "auth",
        action: "password",
        actor_name: "Qqq",
        actor_role: "admin",
        changes: JSON.stringify({ password: ["changed", "changed"] }),
      },
      {
        type: "user",
        action: "role",
        actor_name: "Qqq",
        actor_role: "admin",
        changes: JSON.stringify({ role: ["user", "moderator"] }),
      },
    ]);
});

describe("the audit log in words", () => {
  it("shows areas, actions and fields by their labels, not the stored keys", async () => {
    await setLanguage("de");
    const html = (await (await get("/admin/audit-log", cookie)).text()).replaceAll("<!-- -->", "");
    const hero = CONTENT_TYPES.hero!;
    const imageLabel = hero.fields.find((field) => field.name === "background_image")!.label;
    expect(html).toContain(`${imageLabel}: </dt>`);
    expect(html).not.toContain(">background_image: </dt>");
    expect(html).toContain(hero.menu!.label);
    expect(html).toContain("Wiederhergestellt");
    expect(html).toContain("Anmeldung und Sicherheit");
    expect(html).toContain("Passwort geändert");
    expect(html).toContain("Rolle geändert");
    for (const key of ["hero", "services", "auth", "restore", "password"])
      expect(html, key).not.toMatch(new RegExp(`<td[^>]*>${key}<`));
  });

  it("reads them in English for a person who chose English; the CSV keeps the keys", async () => {
    await setLanguage("en");
    const html = (await (await get("/admin/audit-log", cookie)).text()).replaceAll("<!-- -->", "");
    expect(html).toMatch(/<html lang="en"/);
    expect(html).toContain("Restored");
    expect(html).toContain("Sign-in and security");
    expect(html).toContain("Password changed");
    expect(html).toContain("Role changed");
    expect(html).toContain("Password: </dt>");
    expect(otherWords(html, "en")).toEqual([]);
    const csv = await (await get("/admin/audit-log/export.csv", cookie)).text();
    expect(csv).toContain("background_image");
    expect(csv).toContain("restore");
    await setLanguage("de");
  });
});

describe("the staff screens in one language each", () => {
  const screens = () => [
    "/admin/profile",
    "/admin/audit-log",
    "/admin/users",
    `/admin/users?password=${otherId}`,
    `/admin/users?ban=${otherId}`,
    `/admin/users?revoke=${otherId}`,
  ];
  for (const lang of ["de", "en"] as const) {
    it(`holds no word of the other language in ${lang === "de" ? "German" : "English"}`, async () => {
      await setLanguage(lang);
      const findings: string[] = [];
      for (const address of screens()) {
        const res = await get(address, cookie);
        expect(res.status, address).toBe(200);
        const html = await res.text();
        expect(html, address).toMatch(new RegExp(`<html lang="${lang}"`));
        const words = otherWords(html, lang);
        if (words.length) findings.push(`${address}: ${words.join(", ")}`);
      }
      await setLanguage("de");
      expect(findings).toEqual([]);
    });
  }
});
