import { describe, expect, it } from "vitest";
import {
  compactRouteManifest,
  discoverEachAddressOnce,
  lighterHydrationMarkup,
  lowPriorityModulePreloads,
} from "~/lib/pages/hydration-markup.server";
import * as schema from "~db/schema";
import { clearTables, fetchWorker, testDb } from "../helpers";

/*
 * What React Router writes for hydration, made lighter (decision 0065): the preloads at low priority,
 * so a slow connection brings the stylesheet and the first image first; no nonce on links, which the
 * policy lets in by origin; the route manifest written compactly.
 */

const MANIFEST = /window\.__reactRouterManifest = (.*?);\n {2}window\.__reactRouterRouteModules/s;
const MODULE_SCRIPT = /<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g;

/** The route manifest of the page's one module script (a page's own text may imitate its words). */
function pageManifest(html: string): string {
  const modules = [...html.matchAll(MODULE_SCRIPT)];
  expect(modules).toHaveLength(1);
  return MANIFEST.exec(modules[0]![1]!)?.[1] ?? "";
}

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

  for (const path of ["/", "/en", "/blog", "/kontakt"]) {
    it(`serves ${path} with low-priority preloads, no link nonces, each address marked once, a compact manifest`, async () => {
      const html = await (await fetchWorker(path)).text();
      const preloads = html.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
      expect(preloads.length).toBeGreaterThan(0);
      for (const link of preloads) expect(link).toContain('fetchpriority="low"');
      for (const link of html.match(/<link\b[^>]*>/g) ?? []) expect(link).not.toContain("nonce=");
      expect(html).toMatch(/<script nonce="[^"]+"/);
      const marked = [...html.matchAll(/<(?:a|form)\b[^>]*? data-discover="true"[^>]*>/g)].map(
        ([tag]) => /\s(?:href|action)="([^"]*)"/.exec(tag)?.[1],
      );
      expect(marked.length).toBeGreaterThan(0);
      expect(new Set(marked).size, "each address marked once").toBe(marked.length);
      const manifest = pageManifest(html);
      expect(manifest).toContain('"routes":{');
      expect(manifest).not.toContain("\n");
      expect(JSON.parse(manifest).entry.module).toContain("entry.client");
    });
  }

  it("a post whose text imitates the manifest's script is shown as written, and the page's manifest still reads", async () => {
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
    // The page's own manifest reads, and it is written compactly.
    const manifest = pageManifest(html);
    expect(JSON.parse(manifest).entry.module).toContain("entry.client");
    expect(manifest, "compacted: the imitation did not stop the rewrite").not.toContain("\n");
  });
});
