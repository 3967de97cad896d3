import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routes from "~/routes";
import * as schema from "~db/schema";
import { CONTENT_TYPE_LIST, CONTENT_TYPES, hasEditorial, contentTypeOf, PAGE_HERO_EDITORS } from "~/lib/admin";
import { eq } from "drizzle-orm";
import { ADMIN_ONLY_ROUTES } from "~/lib/accounts";
import { get, sessionAs } from "../auth-helpers";
import { clearTables, postForm, testDb } from "../helpers";

type Entry = { path?: string; file: string; index?: boolean; children?: Entry[] };
type AdminRoute = { path: string; file: string; guarded: boolean };

const ADMIN_LAYOUT = "routes/admin/layout.tsx";
const PAGE_HERO_PATHS = new Set(Object.keys(PAGE_HERO_EDITORS).map((path) => `/admin/${path}`));

/** Every route of the table with its full path, and whether the admin layout (the gate) encloses it. */
function flatten(entries: Entry[], parentPath = "", guarded = false): AdminRoute[] {
  return entries.flatMap((entry) => {
    const path = [parentPath, entry.path ?? ""].filter(Boolean).join("/");
    const inside = guarded || entry.file === ADMIN_LAYOUT;
    const self =
      entry.index || entry.path !== undefined ? [{ path: `/${path}`, file: entry.file, guarded: inside }] : [];
    return [...self, ...flatten(entry.children ?? [], path, inside)];
  });
}

/**
 * Concrete URLs for a route pattern: :contentType becomes every defined content type, a nightly backup's
 * :file the one put into R2 below, other params 1 (the campaign seeded below has id 1), the splat an
 * unknown segment.
 */
function concrete(path: string): string[] {
  // A record's history: every type with drafts, at a draft of its own seeded below.
  if (path.endsWith("/:id/versionen"))
    return HISTORY_TYPES.map((key, i) => path.replace(":contentType", key).replace(":id", `d${HISTORY_DRAFT + i}`));
  const base = path.replace(/\*$/, "no-such-page");
  const expanded = base.includes(":contentType")
    ? Object.keys(CONTENT_TYPES).map((key) => base.replace(":contentType", key))
    : [base];
  // A registrations screen is for one record of a type that takes registrations (events, seeded below).
  return expanded.map((url) =>
    url
      .replace(":file", NIGHTLY_BACKUP)
      .replace(":target", "events")
      .replace(/:[^/]+/g, "1"),
  );
}

/** The nightly backup every /admin/backups/nightly/:file URL of these tests names (put into R2 below). */
const NIGHTLY_BACKUP = "2000-01-01.zip";
beforeAll(async () => {
  await env.BACKUPS.put(`backups/${NIGHTLY_BACKUP}`, new Uint8Array([0x50, 0x4b, 0x05, 0x06]));
});
afterAll(async () => {
  await env.BACKUPS.delete(`backups/${NIGHTLY_BACKUP}`);
});

/** The types whose records have a history, and the first id of the drafts the matrix seeds for them. */
const HISTORY_TYPES = CONTENT_TYPE_LIST.filter(hasEditorial).map((def) => def.key);
const HISTORY_DRAFT = 900_001;

const all = flatten(routes as Entry[]);
const adminRoutes = all
  .filter((r) => r.path === "/admin" || r.path.startsWith("/admin/"))
  .filter((r, i, list) => list.findIndex((other) => other.path === r.path) === i);
// Route modules with an action, found from their source, so a new screen is tested too.
const sources = import.meta.glob<string>("../../../app/routes/admin/**/*.{ts,tsx}", {
  eager: true,
  query: "?raw",
  import: "default",
});
const withAction = adminRoutes.filter((r) =>
  /export\s+(async\s+)?(function|const)\s+action\b/.test(sources[`../../../app/${r.file}`] ?? ""),
);

/** The campaign every /admin/newsletter-campaigns/:id URL of these tests names. */
const CAMPAIGN_ID = 1;

/** Admin-only by the route table: a listed route pattern, or a content type defined as admin-only. */
function isAdminOnlyUrl(pattern: string, url: string): boolean {
  if (ADMIN_ONLY_ROUTES.has(pattern)) return true;
  return contentTypeOf(url.split("/")[2])?.adminOnly === true;
}

/** Staff get the screen (200), or a redirect inside the back office (aliases); the splat is a 404. */
function expectAllowed(response: Response, isSplat: boolean) {
  if (isSplat) return expect(response.status).toBe(404);
  expect([200, 301, 302]).toContain(response.status);
  expect(response.headers.get("Location") ?? "/admin").toMatch(/^\/admin/);
}

describe("the route table", () => {
  it("puts every /admin route under the admin layout, whose middleware checks the session and role", () => {
    expect(adminRoutes.length).toBeGreaterThan(1);
    for (const route of adminRoutes)
      expect(route.guarded, `${route.path} (${route.file}) is outside the admin layout`).toBe(true);
  });

  // The write matrices below cover the routes found here; if reading the sources found none, they would
  // shrink to the not-found route and still pass.
  it("finds the admin routes whose source has an action", () => {
    const paths = withAction.map((r) => r.path);
    for (const expected of ["/admin/:contentType", "/admin/general", "/admin/users", "/admin/profile"])
      expect(paths).toContain(expected);
  });
});

describe("authorization matrix over every admin route", () => {
  let admin: string;
  let moderator: string;
  let user: string;

  beforeAll(async () => {
    await clearTables(schema.session, schema.account, schema.rateLimits, schema.user, schema.newsletterCampaigns);
    await testDb().insert(schema.newsletterCampaigns).values({ id: CAMPAIGN_ID });
    await testDb()
      .insert(schema.contentDrafts)
      .values(HISTORY_TYPES.map((type, i) => ({ id: HISTORY_DRAFT + i, type, data: "{}" })))
      .onConflictDoNothing();
    admin = (await sessionAs("admin")).cookie;
    moderator = (await sessionAs("moderator")).cookie;
    user = (await sessionAs("user")).cookie;
    // Screens of one record (/admin/redirect-links/:id and its downloads) answer 404 for a record that
    // does not exist; the matrix asks for id 1, so there is one.
    await testDb()
      .insert(schema.redirectLinks)
      .values({ id: 1, short_code: "authz-matrix", target_url: "https://example.com/" })
      .onConflictDoNothing();
    await testDb()
      .insert(schema.events)
      .values({
        id: 1,
        title: "Authz-Matrix",
        subtitle: "",
        description: "",
        date_text: "1. Mai 2026",
        location: "Berlin",
        tickets_text: "",
        image_url: "/images/events/festival.jpg",
        external_url: "",
        registration_mode: "here",
      } as typeof schema.events.$inferInsert)
      .onConflictDoNothing();
  });

  for (const route of adminRoutes)
    for (const url of concrete(route.path)) {
      const isSplat = route.path.endsWith("*");
      const isAlias = route.file === "routes/admin/alias.tsx";
      const adminOnly = isAdminOnlyUrl(route.path, url);

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

      it(`GET ${url} as a data request: visitor → redirect to /login, user → 403, moderator → ${adminOnly ? 403 : "allowed"}, admin → allowed`, async () => {
        const dataUrl = url === "/admin" ? "/admin.data" : `${url}.data`;
        const visitor = await get(dataUrl);
        // A data request answers a redirect as a 202 whose body names the target (the client navigates there).
        expect(visitor.status).toBe(202);
        const body = await visitor.text();
        expect(body).toContain(`/login?redirectTo=${encodeURIComponent(url)}`);
        expect(body).not.toContain("Test admin");
        const plain = await get(dataUrl, user);
        expect(plain.status).toBe(403);
        expect(await plain.text()).not.toContain("Test user");
        const asModerator = await get(dataUrl, moderator);
        // Staff: the screen's data (200), an alias's redirect (202) or the splat's 404.
        const staff = isSplat ? 404 : isAlias ? 202 : 200;
        expect(asModerator.status).toBe(adminOnly ? 403 : staff);
        expect((await get(dataUrl, admin)).status).toBe(staff);
      });
    }

  for (const route of [...withAction, { path: "/admin/no-such-page", file: "splat", guarded: true }])
    for (const url of concrete(route.path)) {
      const adminOnly = isAdminOnlyUrl(route.path, url);
      const { body, staff } = refusedWrite(url);
      it(`POST ${url} intent=${body.intent}: visitor → /login, user → 403, moderator → ${adminOnly ? 403 : staff}, admin → ${staff}`, async () => {
        const visitor = await postForm(url, body);
        expect(visitor.status).toBe(302);
        expect(visitor.headers.get("Location")).toBe(`/login?redirectTo=${encodeURIComponent(url)}`);
        const plain = await postForm(url, body, { Cookie: user });
        expect(plain.status).toBe(403);
        expect(await plain.text()).toContain("Kein Zugriff");
        // Staff reach the action itself: its own answer to a write it must refuse (nothing exists to change).
        expect((await postForm(url, body, { Cookie: moderator })).status).toBe(adminOnly ? 403 : staff);
        expect((await postForm(url, body, { Cookie: admin })).status).toBe(staff);
      });
    }
});

/**
 * A real intent of each screen, aimed at nothing that exists or missing its required fields, and the
 * status the action answers staff with. Deleting an unknown record is 404 on every list screen.
 */
function refusedWrite(url: string): { body: Record<string, string>; staff: number } {
  if (url === "/admin/no-such-page") return { body: { intent: "delete", id: "999999" }, staff: 404 };
  if (url === "/admin/legal") return { body: { intent: "save" }, staff: 400 };
  if (url === "/admin/general") return { body: { intent: "site" }, staff: 400 };
  if (url === "/admin/profile") return { body: { intent: "profile" }, staff: 400 };
  // The passkey script's endpoint: an answer without the authenticator's response.
  if (url === "/admin/profile/passkeys.json") return { body: { intent: "verify" }, staff: 400 };
  if (url === "/admin/users")
    return { body: { intent: "role", userId: "no-such-user", role: "moderator" }, staff: 404 };
  // A campaign sent without saying to whom: refused, nobody mailed.
  if (url.startsWith("/admin/newsletter-campaigns/")) return { body: { intent: "send" }, staff: 400 };
  if (url === "/admin/trash") return { body: { intent: "restore", id: "999999" }, staff: 404 };
  // A restore without its archive.
  if (url === "/admin/backups") return { body: { intent: "restore" }, staff: 400 };
  // Starting an import that was never uploaded.
  if (url === "/admin/import") return { body: { intent: "start", id: "999999" }, staff: 404 };
  if (url.endsWith("/versionen")) return { body: { intent: "restore", revision: "999999" }, staff: 404 };
  // Marking a registration that does not exist.
  if (url.startsWith("/admin/anmeldungen/"))
    return { body: { intent: "status", registration: "999999", status: "attended" }, staff: 404 };
  if (url === "/admin/weiterleitungen" || PAGE_HERO_PATHS.has(url)) return { body: { intent: "save" }, staff: 400 };
  return { body: { intent: "delete", id: "999999" }, staff: 404 };
}

/**
 * Other spellings of an admin-only path that the router serves as the same route. The segment after
 * /admin is the one varied (for the CSV download that is the screen's segment, not the file name).
 */
function spellings(path: string): string[] {
  const segments = path.split("/");
  const word = segments[2]!;
  const at = (value: string) => segments.map((segment, i) => (i === 2 ? value : segment)).join("/");
  const hex = (c: string) => c.charCodeAt(0).toString(16);
  // A letter whose hex code holds a-f, so upper- and lower-case hex really differ ("n" → %6E / %6e).
  const i = Math.max(
    0,
    [...word].findIndex((c) => /[a-f]/.test(hex(c))),
  );
  const encodeOne = (upper: boolean) => {
    const code = upper ? hex(word[i]!).toUpperCase() : hex(word[i]!).toLowerCase();
    return at(`${word.slice(0, i)}%${code}${word.slice(i + 1)}`);
  };
  const variants = [
    encodeOne(true),
    encodeOne(false),
    at([...word].map((c) => `%${hex(c).toUpperCase()}`).join("")),
    `${path}/`,
    at(word.toUpperCase()),
    path.replace("/admin/", "/admin/./"),
    path.replace("/admin/", "/admin/%2e/"),
    `${encodeOne(true)}/`,
  ];
  // Data requests of screens (a download has no data twin).
  if (!path.endsWith(".csv")) variants.push(`${path}.data`, `${encodeOne(false)}.data`);
  return [...new Set(variants)];
}

describe("admin-only routes under every spelling of their path", () => {
  const db = () => testDb();
  let admin: string;
  let moderator: string;
  let moderatorId: string;
  let subscriberId: number;
  let navigationId: number;

  /** Everything a moderator must not be able to change through these screens. */
  async function protectedRows() {
    return JSON.stringify(
      await Promise.all([
        db()
          .select({ id: schema.user.id, role: schema.user.role, banned: schema.user.banned })
          .from(schema.user)
          .orderBy(schema.user.id),
        db().select().from(schema.newsletterSubscriptions).orderBy(schema.newsletterSubscriptions.id),
        db().select().from(schema.navigationItems).orderBy(schema.navigationItems.id),
        db().select().from(schema.generalSettings),
        db().select().from(schema.newsletterCampaigns).orderBy(schema.newsletterCampaigns.id),
        db().select().from(schema.newsletterCampaignRecipients).orderBy(schema.newsletterCampaignRecipients.id),
        db().select().from(schema.outboxEmails).orderBy(schema.outboxEmails.id),
      ]),
    );
  }

  beforeAll(async () => {
    await clearTables(
      schema.session,
      schema.account,
      schema.rateLimits,
      schema.user,
      schema.newsletterCampaigns,
      schema.newsletterSubscriptions,
      schema.navigationItems,
      schema.outboxEmails,
    );
    admin = (await sessionAs("admin")).cookie;
    const signedIn = await sessionAs("moderator");
    moderator = signedIn.cookie;
    moderatorId = (await db().select().from(schema.user).where(eq(schema.user.email, signedIn.email)))[0]!.id;
    [{ id: subscriberId }] = await db()
      .insert(schema.newsletterSubscriptions)
      .values({ email: "secret-subscriber@example.com", is_active: true, status: "confirmed" })
      .returning();
    // A campaign ready to go to that subscriber: a moderator's "send" would mail them.
    await db()
      .insert(schema.newsletterCampaigns)
      .values({ id: CAMPAIGN_ID, subject_de: "Geheim", subject_en: "Secret", body_de: "Geheim", body_en: "Secret" });
    [{ id: navigationId }] = await db()
      .insert(schema.navigationItems)
      .values({ name_de: "Geheim", name_en: "Secret", href: "/geheim" })
      .returning();
  });

  /** What a moderator would post to each screen to do harm. */
  function harmfulBody(path: string): Record<string, string> {
    if (path.startsWith("/admin/users")) return { intent: "role", userId: moderatorId, role: "admin" };
    if (path.startsWith("/admin/newsletter-subscriptions")) return { intent: "delete", id: String(subscriberId) };
    if (path.startsWith("/admin/newsletter-campaigns/")) return { intent: "send", audience: "both", confirm: "yes" };
    if (path.startsWith("/admin/newsletter-campaigns")) return { intent: "create" };
    if (path.startsWith("/admin/navigation")) return { intent: "delete", id: String(navigationId) };
    return { intent: "site", site_name: "Taken over" };
  }

  const adminOnlyPaths = [
    ...[...ADMIN_ONLY_ROUTES].map((pattern) =>
      pattern.replace(":id", String(CAMPAIGN_ID)).replace(":file", NIGHTLY_BACKUP),
    ),
    ...Object.keys(CONTENT_TYPES)
      .filter((key) => contentTypeOf(key)?.adminOnly)
      .map((key) => `/admin/${key}`),
  ];

  it("covers the users, subscribers (and their download), newsletter campaigns, general settings and navigation", () => {
    expect(adminOnlyPaths).toEqual(
      expect.arrayContaining([
        "/admin/users",
        "/admin/newsletter-subscriptions",
        "/admin/newsletter-subscriptions/export.csv",
        "/admin/newsletter-campaigns",
        `/admin/newsletter-campaigns/${CAMPAIGN_ID}`,
        "/admin/general",
        "/admin/navigation",
      ]),
    );
  });

  for (const path of adminOnlyPaths) {
    for (const variant of spellings(path)) {
      it(`${variant}: the admin reaches the screen, a moderator gets 403 for GET and POST and D1 is unchanged`, async () => {
        // The spelling really reaches the screen, so the moderator's 403 is the gate's doing.
        const asAdmin = await get(variant, admin);
        expect(asAdmin.status).toBe(200);

        const before = await protectedRows();
        const read = await get(variant, moderator);
        expect(read.status).toBe(403);
        const body = await read.text();
        expect(body).not.toContain("secret-subscriber@example.com");
        expect(body).not.toContain("Geheim");
        const write = await postForm(variant, harmfulBody(path), { Cookie: moderator });
        expect(write.status).toBe(403);
        expect(await protectedRows()).toBe(before);
      });
    }
  }
});

/**
 * The second-factor policy (decision 0038) over the same route table: an administrator without a
 * second factor is sent from every page and data request to the set-up on the profile, and every write
 * is refused, on every route; the profile's set-up forms still reach its action.
 */
describe("every admin route while a second factor is required and the account has none", () => {
  let admin: string;
  const setPolicy = (on: boolean) =>
    testDb()
      .insert(schema.generalSettings)
      .values({ id: 1, require_two_factor: on })
      .onConflictDoUpdate({ target: schema.generalSettings.id, set: { require_two_factor: on } });

  beforeAll(async () => {
    admin = (await sessionAs("admin")).cookie;
    await setPolicy(true);
  });
  afterAll(() => setPolicy(false));

  const profile = "/admin/profile";
  // Adding a passkey is a set-up too: its endpoint lists and adds the own passkeys, nothing else.
  const passkeys = "/admin/profile/passkeys.json";
  const setUp = (url: string) => url === profile || url === passkeys;
  for (const route of adminRoutes)
    for (const url of concrete(route.path)) {
      it(`GET ${url} and its data request: ${setUp(url) ? "the set-up opens" : "sent to the set-up"}`, async () => {
        const page = await get(url, admin);
        if (url === passkeys) {
          expect(page.status).toBe(200);
          return;
        }
        const data = await get(url === "/admin" ? "/admin.data" : `${url}.data`, admin);
        if (url === profile) {
          expect(page.status).toBe(200);
          expect(data.status).toBe(200);
          return;
        }
        expect(page.status).toBe(302);
        expect(page.headers.get("Location")).toBe(`${profile}#two-factor`);
        if (url.endsWith(".csv")) return;
        expect(data.status).toBe(202);
        expect(await data.text()).toContain(profile);
      });
    }

  for (const route of [...withAction, { path: "/admin/no-such-page", file: "splat", guarded: true }])
    for (const url of concrete(route.path)) {
      if (url === passkeys) continue;
      const { body } = refusedWrite(url);
      it(`POST ${url} intent=${body.intent}: 403`, async () => {
        expect((await postForm(url, body, { Cookie: admin })).status).toBe(403);
      });
    }

  it("POST /admin/profile/passkeys.json reaches the passkey set-up (its own 400 for a garbled answer, not the gate's 403)", async () => {
    expect((await postForm(passkeys, { intent: "verify", response: "{}" }, { Cookie: admin })).status).toBe(400);
  });

  it("POST /admin/profile intent=two-factor-start reaches the set-up (its own field error, not the gate's 403)", async () => {
    expect((await postForm(profile, { intent: "two-factor-start" }, { Cookie: admin })).status).toBe(400);
  });
});
