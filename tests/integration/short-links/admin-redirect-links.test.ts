import { env } from "cloudflare:workers";
import { asc, eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import schemaSource from "../../../app/lib/short-links/schema.ts?raw";
import dataSource from "../../../app/routes/admin/redirect-links/redirect-link-data.server.ts?raw";
import { listRedirectLinks } from "~/routes/admin/redirect-links/redirect-links.server";
import { berlinDay, dateToBerlinLocal } from "~/lib/i18n";
import { REDIRECT_MESSAGE_KEYS, RedirectLinkSchema, redirectErrorText, redirectText } from "~/lib/short-links";
import { linkCacheKey, NEGATIVE_MARKER } from "~/lib/short-links/index.server";
import { get, sessionAs } from "../auth-helpers";
import { clearTables, fetchWorker, ORIGIN, postForm, testDb } from "../helpers";

const URL_ = "/admin/redirect-links";

let admin: string;
let moderator: string;
let user: string;
beforeAll(async () => {
  await clearTables(schema.session, schema.account, schema.rateLimits, schema.user);
  admin = (await sessionAs("admin")).cookie;
  moderator = (await sessionAs("moderator")).cookie;
  user = (await sessionAs("user")).cookie;
  // Three sign-ins hash three passwords: slow on a busy machine.
}, 120_000);

beforeEach(async () => {
  await clearTables(schema.linkClickDays, schema.linkClicks, schema.redirectLinks);
});

// KV outlives the tests of this file: each test uses its own codes.
let counter = 0;
const code = (name: string) => `${name}-${++counter}-${Date.now().toString(36)}`;

const post = (fields: Record<string, string>, cookie = admin, path = URL_) =>
  postForm(path, fields, { Cookie: cookie });

/** A form with repeated names (ids=…&ids=…), as the Sort Order form posts it. */
function postPairs(pairs: [string, string][], cookie = admin, path = `${URL_}?tab=sort`) {
  return fetchWorker(path, {
    method: "POST",
    body: new URLSearchParams(pairs),
    headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
  });
}

async function insertLink(short_code: string, extra: Partial<schema.RedirectLink> = {}) {
  const [row] = await testDb()
    .insert(schema.redirectLinks)
    .values({ short_code, target_url: `https://example.com/${short_code}`, ...extra })
    .returning();
  return row!;
}

const all = () => testDb().select().from(schema.redirectLinks).orderBy(asc(schema.redirectLinks.id));
const byId = async (id: number) =>
  (await testDb().select().from(schema.redirectLinks).where(eq(schema.redirectLinks.id, id)))[0];
const orderOf = async () =>
  (await testDb().select().from(schema.redirectLinks).orderBy(asc(schema.redirectLinks.display_order))).map((row) => [
    row.short_code,
    row.display_order,
  ]);

/** The one-time toast the redirect leaves for the next page. */
function toastOf(response: Response) {
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith("toast="));
  return cookie ? JSON.parse(decodeURIComponent(cookie.slice("toast=".length).split(";")[0]!)) : null;
}

const redirectStatus = async (path: string) =>
  (await fetchWorker(path, { headers: { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/124.0" } })).status;

describe("redirect links screen", () => {
  it("lists the links with the spec's columns, dimming links that are off in either way", async () => {
    await insertLink("zweiter", {
      display_order: 2,
      detailed_description: "x".repeat(60),
      image_url: "https://example.com/i.jpg",
    });
    await insertLink("erster", { display_order: 1, redirect_active: false });
    const res = await get(URL_, admin);
    expect(res.status).toBe(200);
    const html = await res.text();
    for (const text of [
      "Kurzlinks",
      "Link erstellen",
      "Links verwalten",
      "Sortieren",
      "Reihenfolge",
      "Kurzcode",
      "Ziel-URL",
      "Karte sichtbar",
      "Weiterleitung aktiv",
      "Aktionen",
    ]) {
      expect(html).toContain(text);
    }
    expect(html.indexOf("/erster")).toBeLessThan(html.indexOf("/zweiter"));
    // 50-character preview of detailed_description; Image Ja/Nein.
    expect(html).toMatch(/>x{50}…</);
    expect(html).not.toMatch(/>x{51}/);
    expect(html).toMatch(/>Ja</);
    expect(html).toMatch(/>Nein</);
    expect(html).toMatch(/data-code="erster" data-dimmed="true"/);
    expect(html).toMatch(/data-code="zweiter">/);
  });

  it("speaks one language: German by default, English to a staff member who chose it", async () => {
    await insertLink("sprache", { image_url: "https://example.com/i.jpg", is_active: false, redirect_active: false });
    // The screen's own part of the page: the menu around it is the shell's, and the add button and
    // dialogs are the form kit's (they show the definition's texts through t()).
    const screen = async (query = "") => {
      const html = await (await get(`${URL_}${query}`, admin)).text();
      return html.slice(html.indexOf('<main id="main"'), html.indexOf("</main>"));
    };
    const german = [
      "Kurzlinks",
      "Links verwalten",
      "Sortieren",
      "Kurzcode",
      "Ziel-URL",
      "Karte sichtbar",
      "Weiterleitung aktiv",
      "in 30 Tagen",
      "Statistik von",
      "in neuem Tab öffnen",
      ">Ja<",
    ];
    const germanSort = ["Reihenfolge speichern", "Position von", "Karte ausgeblendet", "Weiterleitung aus"];
    const english = [
      "Short links",
      "Manage Links",
      "Sort Order",
      "Short Code",
      "Target URL",
      "Card Visible",
      "Redirect Active",
      "in 30 days",
      "statistics of",
      "in a new tab",
      ">Yes<",
    ];
    const englishSort = ["Save Order", "Position of", "Card hidden", "Redirect off"];
    const expectWords = (html: string, present: string[], absent: string[]) => {
      for (const word of present) expect(html, word).toContain(word);
      for (const word of absent) expect(html, word).not.toContain(word);
    };
    expectWords(await screen(), german, english);
    expectWords(await screen("?tab=sort"), germanSort, englishSort);
    const email = `session-admin@example.com`;
    await testDb().update(schema.user).set({ adminLanguage: "en" }).where(eq(schema.user.email, email));
    try {
      expectWords(await screen(), english, german);
      expectWords(await screen("?tab=sort"), englishSort, germanSort);
      // The action's toast in the staff member's language too.
      const [link] = await all();
      const toggled = await post({ intent: "toggle", id: String(link!.id), field: "is_active", value: "true" });
      expect(toastOf(toggled)).toEqual({ title: "Success", description: "Redirect link updated successfully" });
    } finally {
      await testDb().update(schema.user).set({ adminLanguage: "de" }).where(eq(schema.user.email, email));
    }
  });

  it("shows the empty state", async () => {
    expect(await (await get(URL_, admin)).text()).toContain("Noch keine Kurzlinks. Legen Sie den ersten an!");
  });

  it("creates a link at the end (highest + 1) with both flags on, and purges a cached miss", async () => {
    const first = code("first");
    const res0 = await post({
      intent: "create",
      short_code: first,
      target_url: "https://example.com/a",
      display_order: "",
    });
    expect(res0.status).toBe(302);
    expect((await all())[0]).toMatchObject({ display_order: 1, is_active: true, redirect_active: true });

    await insertLink(code("late"), { display_order: 7 });
    const fresh = code("Neu");
    // The code is unknown: the miss is cached in KV.
    expect(await redirectStatus(`/${fresh}`)).toBe(404);
    expect(await env.KV.get(linkCacheKey(fresh.toLowerCase()))).toBe(NEGATIVE_MARKER);

    const res = await post({
      intent: "create",
      short_code: fresh,
      target_url: "https://example.com/neu",
      description: "Neu",
      detailed_description: "",
      image_url: "",
      display_order: "",
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(URL_);
    expect(toastOf(res)).toEqual({ title: "Erfolg", description: "Kurzlink erstellt" });
    const created = (await all()).find((row) => row.short_code === fresh.toLowerCase())!;
    expect(created).toMatchObject({
      display_order: 8,
      is_active: true,
      redirect_active: true,
      description: "Neu",
      image_url: null,
    });
    // The create purged the cached miss: the code redirects at once.
    const follow = await fetchWorker(`/${fresh}`, { headers: { "User-Agent": "Mozilla/5.0 Chrome/124.0" } });
    expect(follow.status).toBe(302);
    expect(follow.headers.get("Location")).toBe("https://example.com/neu");
  });

  it("keeps a typed display order", async () => {
    await post({ intent: "create", short_code: code("typed"), target_url: "https://example.com/", display_order: "5" });
    expect((await all())[0]!.display_order).toBe(5);
  });

  it("refuses an invalid code or target with 400, readable field errors and the typed values", async () => {
    const res = await post({
      intent: "create",
      short_code: "a b",
      target_url: "javascript:alert(1)",
      description: "Behalten",
    });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain(redirectErrorText("redirect.codeInvalid"));
    expect(html).toContain(redirectErrorText("redirect.targetInvalid"));
    expect(html).not.toContain("redirect.targetInvalid");
    expect(html).toContain("Behalten");
    expect(await all()).toHaveLength(0);

    const reserved = await post({ intent: "create", short_code: "Admin", target_url: "https://example.com/" });
    expect(reserved.status).toBe(400);
    expect(await reserved.text()).toContain("Dieser Short Code ist für eine Seite der Website reserviert");

    const badOrder = await post({
      intent: "create",
      short_code: code("o"),
      target_url: "https://example.com/",
      display_order: "1.5",
    });
    expect(badOrder.status).toBe(400);
    expect(await badOrder.text()).toContain("Die Reihenfolge muss eine ganze Zahl ab 0 sein.");

    const taken = code("taken");
    await insertLink(taken);
    const dup = await post({ intent: "create", short_code: taken.toUpperCase(), target_url: "https://example.com/" });
    expect(dup.status).toBe(400);
    expect(await dup.text()).toContain("Dieser Short Code wird bereits verwendet.");
    expect(await all()).toHaveLength(1);
  });

  it("the UTM builder appends its values to the target (replacing one already there) and keeps the rest of the URL as typed", async () => {
    const c = code("utm");
    const res = await post({
      intent: "create",
      short_code: c,
      target_url: "https://example.com/kurs?ref=a%20b&utm_source=alt#anmeldung",
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "Frühling 2026",
      utm_content: "",
      utm_term: "",
    });
    expect(res.status).toBe(302);
    const [row] = await all();
    expect(row!.target_url).toBe(
      "https://example.com/kurs?ref=a%20b&utm_source=newsletter&utm_medium=email&utm_campaign=Fr%C3%BChling%202026#anmeldung",
    );
    // The redirect sends browsers there.
    const hop = await fetchWorker(`/${c}`, {
      headers: { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/124.0" },
    });
    expect(hop.headers.get("Location")).toBe(row!.target_url);
  });

  it("the UTM builder refuses values that would break the URL, with a message in German (and English)", async () => {
    for (const bad of ["a&b=c", "x#y", "50%", "what?", "a=b", '"quoted"', "line\nbreak", "<b>", "x".repeat(101)]) {
      const res = await post({
        intent: "create",
        short_code: code("utmbad"),
        target_url: "https://example.com/",
        utm_campaign: bad,
      });
      expect(res.status, bad).toBe(400);
      // The answer carries the readable message (German, the back office's language).
      expect(await res.text(), bad).toContain("würden die URL zerbrechen");
    }
    const tooLong = await post({
      intent: "create",
      short_code: code("utmlong"),
      target_url: `https://example.com/${"p".repeat(2000)}`,
      utm_source: "s".repeat(60),
    });
    expect(tooLong.status).toBe(400);
    expect(await tooLong.text()).toContain(redirectErrorText("redirect.utmTooLong"));
    expect(await all()).toHaveLength(0);
    expect(redirectText("en", "redirect.utmInvalid")).toContain("& = ? # % would break the URL");
  });

  it("saves start, expiry and fallback typed in Berlin time; refuses an expiry before the start or a fallback without expiry", async () => {
    const c = code("expiry");
    const ok = await post({
      intent: "create",
      short_code: c,
      target_url: "https://example.com/",
      starts_at: "2026-03-29T01:30",
      expires_at: "2026-07-01T12:00",
      expired_url: "https://example.com/vorbei",
    });
    expect(ok.status).toBe(302);
    const [row] = await all();
    // Winter time (UTC+1) before the change, summer time (UTC+2) after it.
    expect(row!.starts_at?.toISOString()).toBe("2026-03-29T00:30:00.000Z");
    expect(row!.expires_at?.toISOString()).toBe("2026-07-01T10:00:00.000Z");
    expect(row!.expired_url).toBe("https://example.com/vorbei");
    // The edit dialog shows them back in Berlin time.
    expect(dateToBerlinLocal(row!.expires_at)).toBe("2026-07-01T12:00");
    expect(dateToBerlinLocal(row!.starts_at)).toBe("2026-03-29T01:30");

    const before = await post({
      intent: "create",
      short_code: code("exp2"),
      target_url: "https://example.com/",
      starts_at: "2026-07-02T10:00",
      expires_at: "2026-07-01T10:00",
    });
    expect(before.status).toBe(400);
    expect(await before.text()).toContain(redirectErrorText("redirect.expiresBeforeStart"));
    const lone = await post({
      intent: "create",
      short_code: code("exp3"),
      target_url: "https://example.com/",
      expired_url: "https://example.com/x",
    });
    expect(lone.status).toBe(400);
    expect(await lone.text()).toContain(redirectErrorText("redirect.expiredUrlWithoutExpiry"));
    const garbage = await post({
      intent: "create",
      short_code: code("exp4"),
      target_url: "https://example.com/",
      expires_at: "2026-02-30T10:00",
      expired_url: "javascript:alert(1)",
    });
    expect(garbage.status).toBe(400);
    const text = await garbage.text();
    expect(text).toContain(redirectErrorText("redirect.expiresInvalid"));
    expect(text).toContain(redirectErrorText("redirect.expiredUrlInvalid"));
    expect(await all()).toHaveLength(1);
  });

  it("updates a link; renaming purges the old and the new code; unknown id → 404", async () => {
    const old = code("old");
    const renamed = code("renamed");
    const link = await insertLink(old, { display_order: 4 });
    expect(await redirectStatus(`/${old}`)).toBe(302); // now cached as a hit
    expect(await redirectStatus(`/${renamed}`)).toBe(404); // now cached as a miss

    const res = await post({
      intent: "update",
      id: String(link.id),
      short_code: renamed,
      target_url: "https://example.com/neu",
      display_order: "",
    });
    expect(res.status).toBe(302);
    expect(toastOf(res)).toEqual({ title: "Erfolg", description: "Kurzlink gespeichert" });
    // An empty display order keeps the link's place.
    expect(await byId(link.id)).toMatchObject({
      short_code: renamed,
      target_url: "https://example.com/neu",
      display_order: 4,
    });
    expect(await redirectStatus(`/${old}`)).toBe(404);
    expect(await redirectStatus(`/${renamed}`)).toBe(302);

    const bad = await post({
      intent: "update",
      id: String(link.id),
      short_code: renamed,
      target_url: "ftp://example.com/",
    });
    expect(bad.status).toBe(400);
    expect((await byId(link.id))!.target_url).toBe("https://example.com/neu");

    const missing = await post({
      intent: "update",
      id: "999999",
      short_code: code("x"),
      target_url: "https://example.com/",
    });
    expect(missing.status).toBe(404);
  });

  it("switches each flag on its own; redirect_active off answers 404 at once", async () => {
    const c = code("flags");
    const link = await insertLink(c);
    expect(await redirectStatus(`/${c}`)).toBe(302);

    const off = await post({ intent: "toggle", id: String(link.id), field: "redirect_active", value: "false" });
    expect(off.status).toBe(302);
    expect(toastOf(off)).toEqual({ title: "Erfolg", description: "Kurzlink gespeichert" });
    expect(await byId(link.id)).toMatchObject({ redirect_active: false, is_active: true });
    expect(await redirectStatus(`/${c}`)).toBe(404);

    await post({ intent: "toggle", id: String(link.id), field: "is_active", value: "false" });
    expect(await byId(link.id)).toMatchObject({ redirect_active: false, is_active: false });
    expect(await (await fetchWorker("/weiterleitungen")).text()).not.toContain(`/${c}`);

    await post({ intent: "toggle", id: String(link.id), field: "redirect_active", value: "true" });
    expect(await redirectStatus(`/${c}`)).toBe(302);
    expect((await post({ intent: "toggle", id: String(link.id), field: "click_count", value: "true" })).status).toBe(
      400,
    );
    expect((await post({ intent: "toggle", id: "999999", field: "is_active", value: "true" })).status).toBe(404);
  });

  it("deletes a link (purging it); an unknown id answers 404", async () => {
    const c = code("gone");
    const link = await insertLink(c);
    expect(await redirectStatus(`/${c}`)).toBe(302);
    const res = await post({ intent: "delete", id: String(link.id) });
    expect(res.status).toBe(302);
    expect(toastOf(res)).toEqual({ title: "Erfolg", description: "Kurzlink gelöscht" });
    expect(await all()).toHaveLength(0);
    expect(await redirectStatus(`/${c}`)).toBe(404);
    expect((await post({ intent: "delete", id: String(link.id) })).status).toBe(404);
  });

  it("moves up and down: the first cannot go up, the last cannot go down, a move renumbers all 1..n", async () => {
    // Tied orders (all 0) sort newest first; a move repairs them to 1..n.
    const a = await insertLink("aaa", { created_at: new Date("2025-01-03T00:00:00Z") });
    const b = await insertLink("bbb", { created_at: new Date("2025-01-02T00:00:00Z") });
    const c = await insertLink("ccc", { created_at: new Date("2025-01-01T00:00:00Z") });
    expect((await post({ intent: "move", id: String(a.id), direction: "up" })).status).toBe(400);
    expect((await post({ intent: "move", id: String(c.id), direction: "down" })).status).toBe(400);
    expect(await orderOf()).toEqual([
      ["aaa", 0],
      ["bbb", 0],
      ["ccc", 0],
    ]);

    const res = await post({ intent: "move", id: String(c.id), direction: "up" });
    expect(res.status).toBe(302);
    expect(toastOf(res)).toEqual({ title: "Erfolg", description: "Reihenfolge der Kurzlinks gespeichert" });
    expect(await orderOf()).toEqual([
      ["aaa", 1],
      ["ccc", 2],
      ["bbb", 3],
    ]);

    await post({ intent: "move", id: String(a.id), direction: "down" });
    expect(await orderOf()).toEqual([
      ["ccc", 1],
      ["aaa", 2],
      ["bbb", 3],
    ]);
    expect((await post({ intent: "move", id: "999999", direction: "down" })).status).toBe(404);
    // The move of an unknown id left every row where it was.
    expect(await byId(b.id)).toMatchObject({ short_code: "bbb", display_order: 3 });
    expect(await orderOf()).toEqual([
      ["ccc", 1],
      ["aaa", 2],
      ["bbb", 3],
    ]);
  });

  describe("Sort Order", () => {
    async function three() {
      const a = await insertLink("s-a", { display_order: 1 });
      const b = await insertLink("s-b", { display_order: 2 });
      const c = await insertLink("s-c", { display_order: 3 });
      return [a.id, b.id, c.id] as const;
    }

    it("saves the complete order in one go and renumbers 1..n; /weiterleitungen follows", async () => {
      const [a, b, c] = await three();
      const res = await postPairs([
        ["intent", "reorder"],
        ["ids", String(c)],
        ["ids", String(a)],
        ["ids", String(b)],
      ]);
      expect(res.status).toBe(302);
      expect(res.headers.get("Location")).toBe(`${URL_}?tab=sort`);
      expect(toastOf(res)).toEqual({ title: "Erfolg", description: "Reihenfolge der Kurzlinks gespeichert" });
      expect(await orderOf()).toEqual([
        ["s-c", 1],
        ["s-a", 2],
        ["s-b", 3],
      ]);
      const html = await (await fetchWorker("/weiterleitungen")).text();
      expect(html.indexOf("/s-c")).toBeLessThan(html.indexOf("/s-a"));
      expect(html.indexOf("/s-a")).toBeLessThan(html.indexOf("/s-b"));
    });

    it("without JavaScript, the typed positions decide the order", async () => {
      const [a, b, c] = await three();
      const res = await postPairs([
        ["intent", "reorder"],
        ["ids", String(a)],
        ["positions", "3"],
        ["ids", String(b)],
        ["positions", "1"],
        ["ids", String(c)],
        ["positions", "2"],
      ]);
      expect(res.status).toBe(302);
      expect(await orderOf()).toEqual([
        ["s-b", 1],
        ["s-c", 2],
        ["s-a", 3],
      ]);
    });

    it("changes nothing for a list with a missing, foreign or repeated id", async () => {
      const [a, b, c] = await three();
      const before = await orderOf();
      const cases: [[string, string][], number][] = [
        [
          [
            ["ids", String(c)],
            ["ids", String(a)],
          ],
          409,
        ], // missing b
        [
          [
            ["ids", String(c)],
            ["ids", String(a)],
            ["ids", String(b)],
            ["ids", "999999"],
          ],
          409,
        ], // foreign id
        [
          [
            ["ids", String(c)],
            ["ids", String(a)],
            ["ids", "999999"],
          ],
          409,
        ], // foreign instead of b
        [
          [
            ["ids", String(c)],
            ["ids", String(c)],
            ["ids", String(a)],
            ["ids", String(b)],
          ],
          400,
        ], // repeated
        [
          [
            ["ids", String(c)],
            ["ids", "abc"],
            ["ids", String(b)],
          ],
          400,
        ], // malformed
        [[], 400], // empty
      ];
      for (const [pairs, status] of cases) {
        const res = await postPairs([["intent", "reorder"], ...pairs]);
        expect(res.status, JSON.stringify(pairs)).toBe(status);
        expect(await res.text()).toContain("Reihenfolge konnte nicht gespeichert werden");
        expect(await orderOf()).toEqual(before);
      }
    });
  });

  it("counts the human clicks of the last 30 days beside the total (from the daily rollups)", async () => {
    const link = await insertLink("clicky", { click_count: 12 });
    const other = await insertLink("quiet");
    const daysAgo = (n: number) => berlinDay(Date.now() - n * 24 * 60 * 60 * 1000);
    await testDb()
      .insert(schema.linkClickDays)
      .values([
        { link_id: link.id, day: daysAgo(1), clicks: 1, visitors: 1 },
        { link_id: link.id, day: daysAgo(29), clicks: 1, visitors: 1 },
        { link_id: link.id, day: daysAgo(2), clicks: 0, bot_clicks: 4 },
        { link_id: link.id, day: daysAgo(31), clicks: 5 },
        { link_id: link.id, day: daysAgo(90), clicks: 7 },
      ]);
    const { rows } = await listRedirectLinks(env);
    const row = rows.find((r) => r.id === link.id)!;
    expect(row).toMatchObject({ click_count: 12, clicks_30d: 2 });
    expect(row.spark).toHaveLength(30);
    expect(row.spark[28]).toBe(1); // yesterday, second to last
    expect(rows.find((r) => r.id === other.id)).toMatchObject({ clicks_30d: 0 });
    const html = await (await get(URL_, admin)).text();
    expect(html).toContain("2 in 30 Tagen");
  });

  it("is open to moderators and closed to plain users", async () => {
    expect((await get(URL_, moderator)).status).toBe(200);
    const res = await post(
      { intent: "create", short_code: code("mod"), target_url: "https://example.com/" },
      moderator,
    );
    expect(res.status).toBe(302);
    expect(await all()).toHaveLength(1);

    expect((await get(URL_, user)).status).toBe(403);
    const refused = await post({ intent: "create", short_code: code("usr"), target_url: "https://example.com/" }, user);
    expect(refused.status).toBe(403);
    const link = (await all())[0]!;
    expect((await post({ intent: "delete", id: String(link.id) }, user)).status).toBe(403);
    expect(await all()).toHaveLength(1);
  });

  it("answers an unknown intent with 400, not a server error", async () => {
    expect((await post({ intent: "explode" })).status).toBe(400);
  });
});

describe("redirect message keys", () => {
  it("every key the schema and the data functions use has a readable text", () => {
    const used = new Set(
      [...`${schemaSource}\n${dataSource}`.matchAll(/"((?:redirect|form)\.[A-Za-z]+)"/g)].map((m) => m[1]!),
    );
    expect(used.size).toBeGreaterThan(8);
    for (const key of [...used, ...REDIRECT_MESSAGE_KEYS]) {
      const text = redirectErrorText(key);
      expect(text, key).not.toBe(key);
      expect(text.length, key).toBeGreaterThan(10);
    }
  });

  it("every message the schema answers for bad input resolves to a text", () => {
    const bad = [
      {},
      { short_code: "", target_url: "" },
      { short_code: "a b", target_url: "javascript:alert(1)", image_url: "data:x", display_order: "x" },
      { short_code: "x".repeat(65), target_url: "https://example.com/", display_order: "-1" },
      {
        short_code: "login",
        target_url: `https://example.com/${"a".repeat(2100)}`,
        description: "d".repeat(501),
        display_order: "2000000",
      },
    ];
    for (const input of bad) {
      const result = RedirectLinkSchema.safeParse(input);
      expect(result.success).toBe(false);
      for (const issue of result.error!.issues)
        expect(redirectErrorText(issue.message), issue.message).not.toBe(issue.message);
    }
  });
});
