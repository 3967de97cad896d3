import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import { freshDemoContent } from "../demo-content";
import { FORMAL, INFORMAL, setAddress, visibleText, words } from "../form-of-address-helpers";
import { fetchWorker, testDb } from "../helpers";
import { publicPagePaths } from "../public-routes";

/*
 * The demo site as `npm start` seeds it speaks one form of address (decision 0058): its content says
 * "du", so the seed sets general settings to "du", and every German page, its fixed texts and its
 * content alike, says "du" and never "Sie". A site whose owner has not chosen keeps the default "sie"
 * (schema-defaults.test.ts).
 */

beforeAll(freshDemoContent, 120_000);

// The other test files of this runtime share its D1 and expect the default "sie".
afterAll(() => setAddress("sie"));

/** Files, the English site, the back office and the short links' redirects: not German pages to read. */
const NOT_A_GERMAN_PAGE =
  /\.(xml|ics|json|txt|png|jpe?g|webp|avif|svg|ico|zip|csv)(\?|$)|^\/(en|admin|api|media)(\/|$)/;

/** What a visitor reads on a page, the form fields' placeholders included. */
const readable = (html: string) => visibleText(html.replace(/placeholder="([^"]*)"/g, "> $1 <"));

/** Every German page the public pages link to, one hop from each: lists, their records, legal pages. */
async function crawl(): Promise<Map<string, string>> {
  const start = publicPagePaths().filter((path) => !NOT_A_GERMAN_PAGE.test(path));
  const pages = new Map<string, string>();
  const seen = new Set<string>();
  const queue = [...start, "/login"];
  while (queue.length > 0 && pages.size < 200) {
    const path = queue.shift()!;
    if (seen.has(path)) continue;
    seen.add(path);
    const response = await fetchWorker(path);
    expect(response.status, path).toBeLessThan(500);
    // A short link's redirect, or a page that moved: its target is found as a link elsewhere.
    if (response.status >= 300 && response.status < 400) continue;
    const html = await response.text();
    pages.set(path, html);
    for (const match of html.matchAll(/\shref="(\/[^"#?]*)"/g)) {
      const next = match[1]!;
      if (!next.startsWith("//") && !NOT_A_GERMAN_PAGE.test(next) && !seen.has(next)) queue.push(next);
    }
  }
  return pages;
}

describe("the seeded demo site", () => {
  it('chooses "du" in general settings', async () => {
    const [settings] = await testDb().select().from(schema.generalSettings);
    expect(settings?.form_of_address).toBe("du");
  });

  it('says "du" and never "Sie" on every German page, fixed texts and content alike', async () => {
    const pages = await crawl();
    // The crawl reached the site's pages and the records' pages, not one error page.
    expect(pages.size).toBeGreaterThan(30);
    // The fixed texts follow the setting: the contact form's privacy note, the hero the seed wrote.
    const contact = readable(pages.get("/kontakt") ?? "");
    expect(contact).toContain("Deine Angaben verwenden wir nur, um deine Nachricht zu beantworten.");
    expect(contact).toContain("Wir freuen uns auf deine Nachricht");
    expect(words(readable(pages.get("/") ?? ""), INFORMAL).length).toBeGreaterThan(0);
    const findings: string[] = [];
    for (const [path, html] of pages) {
      // The staff sign-in speaks to staff as the back office does, always "Sie" (issue 51).
      if (path === "/login") continue;
      const formal = words(readable(html), FORMAL);
      if (formal.length > 0) findings.push(`${path}: ${formal.join(", ")}`);
    }
    expect(findings).toEqual([]);
  }, 300_000);
});
