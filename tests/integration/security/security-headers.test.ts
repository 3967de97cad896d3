import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import routes from "~/routes";
import * as schema from "~db/schema";
import { type ContentTypeDef, type FieldDef, CONTENT_TYPES } from "~/lib/admin";
import { CONTENT_TABLES } from "~/lib/admin/index.server";
import { sessionAs } from "../auth-helpers";
import { clearTables, fetchWorker, postForm, testDb } from "../helpers";

/*
 * Every HTML answer of the site — every page of the route table (public, detail pages, login, the 404
 * and error pages, every back-office screen) and the short-link redirect body — carries the security
 * headers, and every <script> it contains runs only through the per-request CSP nonce.
 */

type Entry = { path?: string; file: string; index?: boolean; children?: Entry[] };
type Page = { path: string; file: string; admin: boolean };

const ADMIN_LAYOUT = "routes/admin/layout.tsx";

function flatten(entries: Entry[], parentPath = "", admin = false): Page[] {
  return entries.flatMap((entry) => {
    const path = [parentPath, entry.path ?? ""].filter(Boolean).join("/");
    const inside = admin || entry.file === ADMIN_LAYOUT;
    const self = entry.index || entry.path !== undefined ? [{ path: `/${path}`, file: entry.file, admin: inside }] : [];
    return [...self, ...flatten(entry.children ?? [], path, inside)];
  });
}

const pages = flatten(routes as Entry[]).filter((p, i, list) => list.findIndex((o) => o.path === p.path) === i);

/** A valid form value for a content field (same idea as admin-content.test.ts: no per-type fixtures). */
function sampleValue(field: FieldDef, n: number): string | string[] | null {
  switch (field.kind) {
    case "switch":
      return "on";
    case "number":
      return String(Math.min(field.max ?? Number.MAX_SAFE_INTEGER, Math.max(field.min ?? 0, 1) + n));
    case "url":
    case "link":
      return `https://example.com/${field.name}/${n}`;
    case "image":
      return `https://example.com/${field.name}-${n}.jpg`;
    case "select":
      return field.options?.[0]?.value ?? null;
    case "datetime":
      // Berlin wall-clock time, as a datetime-local input sends it (the same for a start and its end).
      return "2026-03-14T10:00";
    case "tags":
      return ["Alpha", "Beta"];
    default:
      return field.name === "slug" ? `sicher-${field.name}-${n}` : `${field.label} ${n}`;
  }
}

function validForm(def: ContentTypeDef, n: number): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of def.fields) {
    const value = sampleValue(field, n);
    if (Array.isArray(value)) value.forEach((item, i) => (out[`${field.name}[${i}]`] = item));
    else if (value !== null) out[field.name] = value;
  }
  return out;
}

/** The content type whose records a public :slug page shows. */
const DETAIL_TYPES: Record<string, keyof typeof CONTENT_TYPES> = {
  "/services/:slug": "service-details",
  "/blog/:slug": "blog",
  "/shop/:slug": "shop",
  "/academy/:slug": "academy",
  "/events/:slug": "events",
};

/** The CSP as a map of directive → sources. */
function cspOf(response: Response): Map<string, string[]> {
  const header = response.headers.get("Content-Security-Policy") ?? "";
  return new Map(
    header
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name.toLowerCase(), values]),
  );
}

/**
 * Every executable <script> element of a document with its nonce attribute, found by a real HTML
 * parser. JSON-LD blocks (type="application/ld+json") are data a browser never runs, so the CSP does
 * not apply to them and they carry no nonce; any other type counts as a script.
 */
async function scriptNonces(html: string): Promise<(string | null)[]> {
  const nonces: (string | null)[] = [];
  await new HTMLRewriter()
    .on("script", {
      element: (el) => {
        if (el.getAttribute("type") === "application/ld+json") return;
        nonces.push(el.getAttribute("nonce"));
      },
    })
    .transform(new Response(html))
    .text();
  return nonces;
}

/** The headers every HTML answer must carry; returns the body for further checks. */
async function expectSecureHtml(response: Response, label: string, https: boolean): Promise<string> {
  expect(response.headers.get("Content-Type") ?? "", `${label}: content type`).toMatch(/^text\/html/);
  const csp = cspOf(response);
  expect(csp.size, `${label}: Content-Security-Policy`).toBeGreaterThan(0);
  // A draft's preview is framed beside the back office's form, by pages of the site only (decision 0051).
  const framable = label.includes(" /vorschau/");
  expect(csp.get("frame-ancestors"), `${label}: frame-ancestors`).toEqual([framable ? "'self'" : "'none'"]);
  expect(response.headers.get("X-Frame-Options"), `${label}: X-Frame-Options`).toBe(framable ? "SAMEORIGIN" : "DENY");
  const scriptSrc = csp.get("script-src") ?? csp.get("default-src") ?? [];
  expect(scriptSrc, `${label}: script-src`).not.toContain("'unsafe-inline'");
  expect(scriptSrc, `${label}: script-src`).not.toContain("'unsafe-eval'");
  expect(
    scriptSrc.some((s) => s === "*" || s === "https:" || s === "http:"),
    `${label}: script-src wildcard`,
  ).toBe(false);
  expect(csp.get("object-src") ?? csp.get("default-src"), `${label}: object-src`).toEqual(["'none'"]);
  expect(response.headers.get("X-Content-Type-Options"), `${label}: nosniff`).toBe("nosniff");
  expect(response.headers.get("Referrer-Policy"), `${label}: Referrer-Policy`).toMatch(
    /^(strict-origin-when-cross-origin|strict-origin|same-origin|no-referrer)$/,
  );
  const hsts = response.headers.get("Strict-Transport-Security");
  if (https) {
    expect(hsts, `${label}: HSTS on https`).toMatch(/max-age=(\d+)/);
    expect(Number(/max-age=(\d+)/.exec(hsts ?? "")?.[1]), `${label}: HSTS max-age`).toBeGreaterThanOrEqual(31_536_000);
  } else {
    expect(hsts, `${label}: no HSTS on plain http`).toBeNull();
  }

  const html = await response.text();
  const nonces = await scriptNonces(html);
  if (nonces.length > 0) {
    const nonceSources = scriptSrc.filter((s) => s.startsWith("'nonce-"));
    expect(nonceSources, `${label}: script-src has exactly one nonce`).toHaveLength(1);
    const nonce = nonceSources[0]!.slice("'nonce-".length, -1);
    expect(nonce.length, `${label}: nonce length`).toBeGreaterThanOrEqual(16);
    for (const [i, value] of nonces.entries())
      expect(value, `${label}: <script> #${i + 1} carries the nonce`).toBe(nonce);
  }
  return html;
}

/**
 * A page as a browser asks for it, over http or https. Over https the session cookie carries the
 * __Host- prefix, as a sign-in over https sets it (decision 0011).
 */
function page(path: string, https: boolean, cookie?: string) {
  const url = new URL(path, https ? "https://localhost:8787" : "http://localhost:8787");
  const sent = cookie && https ? cookie.replace(/(^|; )better-auth\./g, "$1__Host-better-auth.") : cookie;
  return fetchWorker(url.toString(), { headers: sent ? { Cookie: sent } : {} });
}

let admin: string;
let user: string;
const slugs = new Map<string, string>();

beforeAll(async () => {
  await clearTables(schema.session, schema.account, schema.rateLimits, schema.user);
  admin = (await sessionAs("admin")).cookie;
  user = (await sessionAs("user")).cookie;
  // One record per public detail page, created through the back office as an editor would.
  for (const [pattern, key] of Object.entries(DETAIL_TYPES)) {
    const def = CONTENT_TYPES[key] as unknown as ContentTypeDef;
    const created = await postForm(`/admin/${key}`, { intent: "create", ...validForm(def, 7) }, { Cookie: admin });
    expect(created.status, `seeding ${key}: ${await created.clone().text()}`).toBe(302);
    const rows = (await testDb().select().from(CONTENT_TABLES[key].table)) as unknown as {
      id: number;
      slug?: string | null;
    }[];
    const row = rows.at(-1)!;
    slugs.set(pattern, encodeURIComponent(row.slug ?? String(row.id)));
  }
}, 180_000);

/** Concrete URLs for a route pattern: every content type, the seeded slug, an unknown path for the splat. */
function concrete(path: string): string[] {
  if (path.includes(":contentType"))
    return Object.keys(CONTENT_TYPES).flatMap((key) => [
      path.replace(":contentType", key),
      `${path.replace(":contentType", key)}?new`,
    ]);
  if (path.endsWith("*")) return [path.replace(/\*$/, "no-such-page-xyz")];
  if (path.includes(":slug"))
    return [path.replace(":slug", slugs.get(path) ?? "missing"), path.replace(":slug", "no-such-slug-xyz")];
  return [path];
}

const publicPages = pages.filter((p) => !p.admin);
const adminPages = pages.filter((p) => p.admin);

describe("security headers on every public page", () => {
  for (const route of publicPages) {
    it(`${route.path} (${route.file}) over http and https`, async () => {
      for (const url of concrete(route.path))
        for (const https of [false, true]) {
          const response = await page(url, https);
          const label = `${https ? "https" : "http"} ${url} → ${response.status}`;
          expect(response.status, label).toBeLessThan(500);
          if (!(response.headers.get("Content-Type") ?? "").startsWith("text/html")) {
            await response.body?.cancel();
            continue; // sitemap, robots, redirects of resource routes: no document
          }
          await expectSecureHtml(response, label, https);
          // The seeded detail pages really render (not just their 404).
          if ([...slugs.values()].some((slug) => url.endsWith(`/${slug}`))) expect(response.status, label).toBe(200);
        }
    }, 120_000);
  }

  it("the login page in each of its modes", async () => {
    for (const query of [
      "",
      "?mode=register",
      "?mode=forgot",
      "?mode=reset&token=x",
      "?redirectTo=%2Fadmin",
      "?lang=en",
    ]) {
      for (const https of [false, true])
        await expectSecureHtml(await page(`/login${query}`, https), `/login${query}`, https);
    }
  });

  it("the 404 page, with status 404", async () => {
    for (const https of [false, true]) {
      const response = await page("/gibt-es-nicht/auch-nicht", https);
      expect(response.status).toBe(404);
      await expectSecureHtml(response, "404", https);
    }
  });

  it("the login page's answer to a failed form post", async () => {
    const response = await postForm(
      "/login",
      { intent: "signin", email: "nobody@example.com", password: "x" },
      { "cf-connecting-ip": "198.51.100.77" },
    );
    expect(response.status).toBeGreaterThanOrEqual(400);
    await expectSecureHtml(response, "POST /login", false);
  });

  it("the error page (503) when the data cannot be read", async () => {
    await env.DB.exec("ALTER TABLE navigation_items RENAME TO navigation_items_broken");
    try {
      for (const https of [false, true]) {
        const response = await page("/", https);
        expect(response.status).toBe(503);
        await expectSecureHtml(response, "503", https);
      }
    } finally {
      await env.DB.exec("ALTER TABLE navigation_items_broken RENAME TO navigation_items");
    }
  });

  it("pages asked for with a garbled cookie header", async () => {
    const response = await fetchWorker("/", { headers: { Cookie: "lang=%E0%A4%A; theme=%; toast=%%%; =;;" } });
    expect(response.status).toBeLessThan(500);
    await expectSecureHtml(response, "garbled cookie", false);
  });
});

describe("security headers on every back-office screen (signed in as an admin)", () => {
  for (const route of adminPages) {
    it(`${route.path} (${route.file})`, async () => {
      for (const url of concrete(route.path))
        for (const https of [false, true]) {
          const response = await page(url, https, admin);
          const label = `${https ? "https" : "http"} ${url} → ${response.status}`;
          expect(response.status, label).toBeLessThan(500);
          // Signed in: the screen itself, never the way to /login (which would test nothing here).
          expect(response.headers.get("Location") ?? "", label).not.toContain("/login");
          if (!(response.headers.get("Content-Type") ?? "").startsWith("text/html")) {
            await response.body?.cancel();
            continue; // CSV export, redirects of alias paths
          }
          await expectSecureHtml(response, label, https);
        }
    }, 120_000);
  }

  it("the 403 page for a signed-in visitor without a staff role", async () => {
    for (const https of [false, true]) {
      const response = await page("/admin", https, user);
      expect(response.status, response.headers.get("Location") ?? "").toBe(403);
      await expectSecureHtml(response, "403", https);
    }
  });
});

describe("the short-link redirect", () => {
  it("answers with a locked-down HTML body, over http and https", async () => {
    const code = `sec-${Date.now().toString(36)}`;
    await testDb()
      .insert(schema.redirectLinks)
      .values({ short_code: code, target_url: "https://example.com/ziel?a=1&b=2" });
    for (const https of [false, true]) {
      const response = await page(`/${code}`, https);
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("https://example.com/ziel?a=1&b=2");
      const html = await expectSecureHtml(response, `short link ${https ? "https" : "http"}`, https);
      expect(await scriptNonces(html)).toEqual([]);
      expect(html).toContain("a=1&#38;b=2"); // the target is escaped in the body
      // Nothing may run in the body at all.
      const csp = cspOf(await page(`/${code}`, https));
      expect(csp.get("script-src") ?? csp.get("default-src")).toEqual(["'none'"]);
    }
  });
});
