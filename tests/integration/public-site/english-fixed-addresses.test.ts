import { beforeAll, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import { clearTables, fetchWorker, testDb } from "../helpers";
import { publicPagePaths } from "../public-routes";
import { LIST_TYPES } from "~/lib/admin";
import { germanPath, localPath } from "~/lib/i18n";

/*
 * The English fixed pages have English addresses (issue 51): /en/contact, /en/imprint, /en/privacy,
 * /en/links, /en/congress; the German word under /en, as links and bookmarks made before have it,
 * answers 301 to the English address; the German pages keep theirs.
 */

const RENAMED = [
  ["/kontakt", "/en/kontakt", "/en/contact"],
  ["/impressum", "/en/impressum", "/en/imprint"],
  ["/datenschutz", "/en/datenschutz", "/en/privacy"],
  ["/weiterleitungen", "/en/weiterleitungen", "/en/links"],
] as const;

beforeAll(async () => {
  await clearTables(schema.legalPages);
  await testDb()
    .insert(schema.legalPages)
    .values(
      ["impressum", "datenschutz"].map((page_key) => ({
        page_key,
        title_de: `Titel ${page_key}`,
        title_en: `Title ${page_key}`,
        content_de: "<p>Text</p>",
        content_en: "<p>Text</p>",
      })),
    );
  // The first request builds the Worker's modules: under the hook's longer timeout.
  await fetchWorker("/en/contact");
});

describe("English addresses of the fixed pages", () => {
  it("serves each English page at its English address, named so by both languages' alternates", async () => {
    for (const [german, , english] of RENAMED) {
      const en = await fetchWorker(english);
      expect(en.status, english).toBe(200);
      const enHtml = await en.text();
      expect(enHtml, english).toMatch(new RegExp(`<link rel="alternate" hrefLang="de" href="[^"]*${german}"`, "i"));
      const de = await fetchWorker(german);
      expect(de.status, german).toBe(200);
      expect(await de.text(), german).toMatch(
        new RegExp(`<link rel="alternate" hrefLang="en" href="[^"]*${english}"`, "i"),
      );
    }
  });

  it("answers the German word under /en with 301 to the English address, keeping the query", async () => {
    for (const [, old, english] of RENAMED) {
      const res = await fetchWorker(`${old}?utm=x`, { redirect: "manual" });
      expect(res.status, old).toBe(301);
      expect(res.headers.get("Location"), old).toBe(`${english}?utm=x`);
    }
  });

  it("mounts no English page under a German word", () => {
    const english = publicPagePaths().filter((path) => path.startsWith("/en/"));
    const german = ["kontakt", "impressum", "datenschutz", "weiterleitungen", "kongress"];
    expect(english.filter((path) => german.includes(path.split("/")[2]!))).toEqual([]);
  });

  it("leads the English footer and navigation to the English addresses", async () => {
    const html = await (await fetchWorker("/en")).text();
    expect(html).toContain('href="/en/imprint"');
    expect(html).toContain('href="/en/privacy"');
    expect(html).not.toMatch(/href="\/en\/(kontakt|impressum|datenschutz)"/);
  });
});

describe("a content type's English word, from its definition (page.english)", () => {
  const renamed = LIST_TYPES.filter((def) => def.page.english);

  it("is declared by the congress (/kongress, /en/congress)", () => {
    expect(renamed.map((def) => [def.page.path, def.page.english])).toContainEqual(["kongress", "congress"]);
  });

  it("serves each such list page at its English word, 301 from the German one, and makes its addresses so", async () => {
    for (const { page } of renamed) {
      const english = `/en/${page.english}`;
      expect((await fetchWorker(english)).status, english).toBe(200);
      const old = await fetchWorker(`/en/${page.path}?utm=x`, { redirect: "manual" });
      expect(old.status, page.path).toBe(301);
      expect(old.headers.get("Location"), page.path).toBe(`${english}?utm=x`);
      expect(localPath("en", `/${page.path}/x`)).toBe(`${english}/x`);
      expect(germanPath(`${english}/x`)).toBe(`/${page.path}/x`);
    }
  });
});
