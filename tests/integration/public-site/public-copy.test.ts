import { beforeEach, describe, expect, it, vi } from "vitest";
import * as schema from "~db/schema";
import { clearTables, fetchWorker } from "../helpers";

/*
 * The public site's fixed copy (issue 37): one form of address, one newsletter promise, the copyright
 * year from the clock, a footer legal column of legal pages, a privacy note under every form.
 */

/** The page's HTML with React's text separators removed. */
async function page(path: string) {
  const res = await fetchWorker(path);
  expect(res.status).toBe(200);
  return (await res.text()).replaceAll("<!-- -->", "");
}

/** The page at a moment of the Worker's clock. */
async function pageAt(at: string, path: string) {
  vi.useFakeTimers({ toFake: ["Date"], now: new Date(at) });
  try {
    return await page(path);
  } finally {
    vi.useRealTimers();
  }
}

function footerOf(html: string) {
  const start = html.indexOf("<footer");
  expect(start).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf("</footer>", start));
}

/** The links of the footer column under a heading. */
function columnLinks(footer: string, heading: string) {
  const start = footer.indexOf(`>${heading}</h2>`);
  expect(start, heading).toBeGreaterThan(-1);
  const list = footer.slice(start, footer.indexOf("</ul>", start));
  return [...list.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((m) => `${m[2]} ${m[1]}`);
}

beforeEach(async () => {
  await clearTables(schema.generalSettings, schema.navigationItems, schema.indexSections);
});

describe("copyright year", () => {
  it("is the year of the Worker's clock in Berlin, also just after New Year", async () => {
    expect(footerOf(await pageAt("2031-06-01T12:00:00Z", "/"))).toContain("© 2031 ");
    // 00:30 in Berlin on 1 January is still the old year in UTC.
    expect(footerOf(await pageAt("2031-12-31T23:30:00Z", "/kontakt"))).toContain("© 2032 ");
    expect(footerOf(await pageAt("2031-12-31T22:30:00Z", "/en/blog"))).toContain("© 2031 ");
  });
});

describe("footer legal column", () => {
  it("holds the legal pages, not home and contact, in both languages", async () => {
    expect(columnLinks(footerOf(await page("/kontakt")), "Rechtliches")).toEqual([
      "Impressum /impressum",
      "Datenschutz /datenschutz",
      "Cookies /cookies",
    ]);
    expect(columnLinks(footerOf(await page("/en")), "Legal")).toEqual([
      "Imprint /en/impressum",
      "Privacy /en/datenschutz",
      "Cookies /en/cookies",
    ]);
  });
});
