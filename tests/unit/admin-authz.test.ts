import { beforeAll, describe, expect, it } from "vitest";
import routes from "~/routes";
import * as schema from "../../db/schema";
import { CONTENT_TYPES } from "~/lib/admin/content-types";
import { ADMIN_ONLY_PATHS } from "~/lib/permissions";
import { get, signInAs } from "./auth-helpers";
import { clearTables, postForm } from "./helpers";

type Entry = { path?: string; file: string; index?: boolean; children?: Entry[] };
type AdminRoute = { path: string; file: string; guarded: boolean };

const ADMIN_LAYOUT = "routes/admin/layout.tsx";

/** Every route of the table with its full path, and whether the admin layout (the gate) encloses it. */
function flatten(entries: Entry[], parentPath = "", guarded = false): AdminRoute[] {
  return entries.flatMap((entry) => {
    const path = [parentPath, entry.path ?? ""].filter(Boolean).join("/");
    const inside = guarded || entry.file === ADMIN_LAYOUT;
    const self = entry.index || entry.path !== undefined ? [{ path: `/${path}`, file: entry.file, guarded: inside }] : [];
    return [...self, ...flatten(entry.children ?? [], path, inside)];
  });
}

/**
 * Concrete URLs for a route pattern: :contentType becomes every defined content type, other params 1,
 * the splat an unknown segment.
 */
function concrete(path: string): string[] {
  const base = path.replace(/\*$/, "no-such-page");
  const expanded = base.includes(":contentType") ? Object.keys(CONTENT_TYPES).map((key) => base.replace(":contentType", key)) : [base];
  return expanded.map((url) => url.replace(/:[^/]+/g, "1"));
}

const all = flatten(routes as Entry[]);
const adminRoutes = all
  .filter((r) => r.path === "/admin" || r.path.startsWith("/admin/"))
  .filter((r, i, list) => list.findIndex((other) => other.path === r.path) === i);
// Route modules with an action, found from their source, so a new screen is tested too.
const sources = import.meta.glob<string>("../../app/routes/admin/**/*.{ts,tsx}", { eager: true, query: "?raw", import: "default" });
const withAction = adminRoutes.filter((r) => /export\s+(async\s+)?(function|const)\s+action\b/.test(sources[`../../app/${r.file}`] ?? ""));

/** Staff get the screen (200), or a redirect inside the back office (aliases); the splat is a 404. */
function expectAllowed(response: Response, isSplat: boolean) {
  if (isSplat) return expect(response.status).toBe(404);
  expect([200, 301, 302]).toContain(response.status);
  expect(response.headers.get("Location") ?? "/admin").toMatch(/^\/admin/);
}

describe("the route table", () => {
  it("puts every /admin route under the admin layout, whose middleware checks the session and role", () => {
    expect(adminRoutes.length).toBeGreaterThan(1);
    for (const route of adminRoutes) expect(route.guarded, `${route.path} (${route.file}) is outside the admin layout`).toBe(true);
  });
});

describe("authorization matrix over every admin route", () => {
  let admin: string;
  let moderator: string;
  let user: string;

  beforeAll(async () => {
    await clearTables(schema.session, schema.account, schema.rateLimits, schema.user);
    admin = (await signInAs("admin")).cookie;
    moderator = (await signInAs("moderator")).cookie;
    user = (await signInAs("user")).cookie;
  });

  for (const route of adminRoutes) for (const url of concrete(route.path)) {
    const isSplat = route.path.endsWith("*");
    const adminOnly = ADMIN_ONLY_PATHS.some((p) => url === p || url.startsWith(`${p}/`));

    it(`GET ${url}: visitor → /login, user → 403, moderator → ${adminOnly ? 403 : "allowed"}, admin → allowed`, async () => {
      const visitor = await get(url);
      expect(visitor.status).toBe(302);
      expect(visitor.headers.get("Location")).toBe(`/login?redirectTo=${encodeURIComponent(url)}`);

      const plain = await get(url, user);
      expect(plain.status).toBe(403);
      expect(await plain.text()).toContain("Kein Zugriff");

      const asModerator = await get(url, moderator);
      if (adminOnly) expect(asModerator.status).toBe(403);
      else expectAllowed(asModerator, isSplat);

      expectAllowed(await get(url, admin), isSplat);
    });

    it(`GET ${url} as a data request is gated the same way`, async () => {
      const dataUrl = url === "/admin" ? "/admin.data" : `${url}.data`;
      const visitor = await get(dataUrl);
      const body = await visitor.text();
      expect(body).toContain("/login?redirectTo=");
      expect(body).not.toContain("Test admin");
      const plain = await get(dataUrl, user);
      expect(await plain.text()).not.toContain("Test user");
    });
  }

  for (const route of [...withAction, { path: "/admin/no-such-page", file: "splat", guarded: true }]) for (const url of concrete(route.path)) {
    it(`POST ${url}: visitor → /login, user → 403, admin → handled without a server error`, async () => {
      const visitor = await postForm(url, { intent: "anything" });
      expect(visitor.status).toBe(302);
      expect(visitor.headers.get("Location")).toContain("/login?redirectTo=");
      const plain = await postForm(url, { intent: "anything" }, { Cookie: user });
      expect(plain.status).toBe(403);
      const asAdmin = await postForm(url, { intent: "anything" }, { Cookie: admin });
      expect(asAdmin.status).toBeLessThan(500);
      expect(asAdmin.status).not.toBe(403);
    });
  }
});
