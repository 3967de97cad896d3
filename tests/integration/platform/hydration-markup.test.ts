import { describe, expect, it } from "vitest";
import {
  compactRouteManifest,
  discoverEachAddressOnce,
  lighterHydrationMarkup,
  lowPriorityModulePreloads,
} from "~/lib/pages/index.server";
import * as schema from "~db/schema";
import { clearTables, fetchWorker, testDb } from "../helpers";

/*
 * What React Router writes for hydration, made lighter (decision 0065): the preloads at low priority,
 * so a slow connection brings the stylesheet and the first image first; no nonce on links, which the
 * policy lets in by origin; the route manifest written compactly.
 */

const MODULE_SCRIPT = /<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g;

describe("lighter hydration markup", () => {
  it("marks every preload of a page and changes nothing else", () => {
    const page =
      '<html><head><link rel="stylesheet" href="/assets/app.css"/></head><body><main>Seite</main>' +
      '<link rel="modulepreload" href="/assets/entry.client.js"/>' +
      '<link rel="modulepreload" href="/assets/framework.js"/>' +
      "<p>&lt;link rel=&quot;modulepreload&quot; as text stays text</p></body></html>";
    expect(lowPriorityModulePreloads(page)).toBe(
      page.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"'),
    );
  });

  it("marks each address for route discovery once, links and forms alike", () => {
    const page =
      '<a class="nav" data-discover="true" href="/blog">Blog</a><a data-discover="true" href="/kontakt">K</a>' +
      '<a data-discover="true" href="/blog">Blog</a><form data-discover="true" action="/kontakt" method="post"></form>' +
      '<a href="https://example.com/blog">extern</a><a data-discover="true" href="/blog?page=2">2</a>';
    expect(discoverEachAddressOnce(page)).toBe(
      '<a class="nav" data-discover="true" href="/blog">Blog</a><a data-discover="true" href="/kontakt">K</a>' +
        '<a href="/blog">Blog</a><form action="/kontakt" method="post"></form>' +
        '<a href="https://example.com/blog">extern</a><a data-discover="true" href="/blog?page=2">2</a>',
    );
  });

  it("leaves a manifest it cannot read as it is", () => {
    const broken =
      'x<script>window.__reactRouterManifest = {"a": [1,;\n  window.__reactRouterRouteModules = {};</script>';
    expect(compactRouteManifest(broken)).toBe(broken);
    const absent = "<script>window.__reactRouterContext = {}</script>";
    expect(compactRouteManifest(absent)).toBe(absent);
  });

  it("keeps the nonce of inline scripts and the text of the page", () => {
    const page =
      '<link nonce="n1" rel="icon" href="/favicon.svg"/><link rel="modulepreload" href="/a.js" nonce="n1"/>' +
      '<script nonce="n1" type="module">window.__reactRouterManifest = {\n  "a": 1\n};\n  window.__reactRouterRouteModules = {};</script>' +
      "<p>nonce=&quot;n1&quot;</p>";
    expect(lighterHydrationMarkup(page)).toBe(
      '<link rel="icon" href="/favicon.svg"/><link rel="modulepreload" fetchpriority="low" href="/a.js"/>' +
        '<script nonce="n1" type="module">window.__reactRouterManifest = {"a":1};\n  window.__reactRouterRouteModules = {};</script>' +
        "<p>nonce=&quot;n1&quot;</p>",
    );
  });

  // Public pages are not hydrated (decision 0069): none of React Router's markup is left to lighten.
  for (const path of ["/", "/en", "/blog", "/kontakt", "/links", "/en/links"]) {
    it(`serves ${path} without React Router's scripts: no preloads, no manifest, no hydration data`, async () => {
      const html = await (await fetchWorker(path)).text();
      expect(html).not.toContain('rel="modulepreload"');
      expect(html).not.toContain("__reactRouterManifest");
      expect(html).not.toContain("__reactRouterContext");
      expect(html).not.toContain("entry.client");
      // Nor route discovery's marks on links and forms: only React Router's client reads them.
      expect(html).not.toContain("data-discover");
      // What runs is the head script and the page's enhancement modules, each with the nonce.
      const scripts = html.match(/<script\b[^>]*>/g) ?? [];
      for (const tag of scripts.filter((tag) => !tag.includes("application/ld+json"))) expect(tag).toMatch(/ nonce="/);
      const modules = scripts.filter((tag) => tag.includes('type="module"'));
      expect(modules.length).toBeGreaterThan(0);
      for (const tag of modules) expect(tag).toMatch(/ src="\/app\/enhance\/[a-z]+\.ts"/);
      expect(html).toContain('<script type="speculationrules"');
    });
  }

  it("the sign-in is still hydrated: its page carries React Router's scripts", async () => {
    const html = await (await fetchWorker("/login")).text();
    expect(html).toContain("__reactRouterContext");
    expect(html).toContain('rel="modulepreload"');
    expect(html).not.toContain("/app/enhance/");
    expect(html).toContain('data-discover="true"');
  });

  it("a post whose text imitates the manifest's script is shown as written", async () => {
    await clearTables(schema.blogPosts);
    const imitation = "window.__reactRouterManifest = {};\n  window.__reactRouterRouteModules = {};";
    await testDb()
      .insert(schema.blogPosts)
      .values({
        slug: "nachgemacht",
        title: "Nachgemacht",
        excerpt: imitation,
        content: `<p>${imitation}</p>`,
        category: "Alltag",
        author: "Anna Autorin",
        date: "12.03.2025",
        image_url: "/images/blog/resilienz.jpg",
      });
    const response = await fetchWorker("/blog/nachgemacht");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("window.__reactRouterManifest = {};");
    // The page has no manifest of its own (not hydrated): the text is no script.
    expect([...html.matchAll(MODULE_SCRIPT)].some(([script]) => script.includes("__reactRouterManifest"))).toBe(false);
  });
});
