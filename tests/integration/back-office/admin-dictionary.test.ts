import { describe, expect, it } from "vitest";
import { englishOf, translate, ENGLISH_PARTS } from "~/lib/admin";
import * as schema from "~db/schema";
import { get, sessionAs } from "../auth-helpers";
import { clearTables, testDb } from "../helpers";
import { eq } from "drizzle-orm";

describe("the back office's dictionary", () => {
  it("gives a text in German as written and in English from the dictionary", () => {
    expect(translate("de", "Speichern")).toBe("Speichern");
    expect(translate("en", "Speichern")).toBe("Save");
  });

  it("fills a template's placeholders in both languages", () => {
    expect(translate("de", "Höchstens {max} Zeichen", { max: 80 })).toBe("Höchstens 80 Zeichen");
    expect(translate("en", "Höchstens {max} Zeichen", { max: 80 })).toBe("At most 80 characters");
  });

  it("finds the English form of a finished German text composed from a template", () => {
    expect(englishOf("Höchstens 200 Zeichen")).toBe("At most 200 characters");
  });

  it("leaves a text the dictionary lacks in German, so the two-language scan can find it", () => {
    expect(translate("en", "Ein Satz, den es nicht gibt")).toBe("Ein Satz, den es nicht gibt");
  });

  it("never gives one German text two different English forms in two areas", () => {
    const seen = new Map<string, { area: string; english: string }>();
    const clashes: string[] = [];
    for (const [area, texts] of Object.entries(ENGLISH_PARTS)) {
      for (const [german, english] of Object.entries(texts)) {
        const before = seen.get(german);
        if (before && before.english !== english) clashes.push(`${german}: ${before.area} / ${area}`);
        seen.set(german, { area, english });
      }
    }
    expect(clashes).toEqual([]);
  });

  it("keeps every placeholder of a template in its English form", () => {
    const broken: string[] = [];
    for (const texts of Object.values(ENGLISH_PARTS)) {
      for (const [german, english] of Object.entries(texts)) {
        const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
        if (names(german).join() !== names(english).join()) broken.push(german);
      }
    }
    expect(broken).toEqual([]);
  });
});

describe("a staff member's back-office language", () => {
  it("sets the page's language to the one chosen on the profile", async () => {
    await clearTables(schema.session, schema.account, schema.rateLimits, schema.user);
    const { cookie, email } = await sessionAs("admin");
    const german = await (await get("/admin", cookie)).text();
    expect(german).toMatch(/<html lang="de"/);
    await testDb().update(schema.user).set({ adminLanguage: "en" }).where(eq(schema.user.email, email));
    const english = await (await get("/admin", cookie)).text();
    expect(english).toMatch(/<html lang="en"/);
  });
});
