import { describe, expect, it } from "vitest";
import { lowPriorityModulePreloads } from "~/lib/script-priority.server";
import { fetchWorker } from "../helpers";

/*
 * The hydration scripts' preloads are asked for at low priority, so a slow connection brings the
 * stylesheet and the first image first (decision 0065).
 */

describe("module preloads at low priority", () => {
  it("marks every preload of a page and changes nothing else", () => {
    const page =
      '<html><head><link rel="stylesheet" href="/assets/app.css"/></head><body><main>Seite</main>' +
      '<link rel="modulepreload" href="/assets/entry.client.js" nonce="abc"/>' +
      '<link rel="modulepreload" href="/assets/framework.js" nonce="abc"/>' +
      "<p>&lt;link rel=&quot;modulepreload&quot; as text stays text</p></body></html>";
    expect(lowPriorityModulePreloads(page)).toBe(
      page.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"'),
    );
  });

  for (const path of ["/", "/en", "/blog", "/kontakt"]) {
    it(`asks for the hydration scripts of ${path} at low priority`, async () => {
      const html = await (await fetchWorker(path)).text();
      const preloads = html.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
      expect(preloads.length).toBeGreaterThan(0);
      for (const link of preloads) expect(link).toContain('fetchpriority="low"');
    });
  }
});
