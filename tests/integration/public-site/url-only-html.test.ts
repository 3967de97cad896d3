import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import { STAMP_PATTERN } from "../../../app/lib/forms";
import { clearTables, fetchWorker, testDb } from "../helpers";

// A public page's HTML depends on its address alone, so a cache keyed by URL can keep it: the theme
// and the cookie consent are applied in the browser (app/lib/i18n/preferences.ts), not by the server.

const CONSENT = `cookieConsent=${encodeURIComponent(JSON.stringify({ necessary: true, analytics: true, marketing: true }))}`;
const VISITORS: Record<string, string | undefined> = {
  "no cookies": undefined,
  "dark chosen": "darkMode=true",
  "light chosen": "darkMode=false",
  "consent stored": CONSENT,
  "all of them": `darkMode=true; ${CONSENT}`,
};
const PAGES = ["/", "/en/about", "/blog", "/events/url-only-fest"];

const nonceOf = (res: Response) =>
  /'nonce-([^']+)'/.exec(res.headers.get("Content-Security-Policy") ?? "")?.[1] ?? null;

beforeAll(async () => {
  await clearTables(schema.eventOrganizers, schema.events);
  // With a video: the embed is what marketing consent used to change on the server.
  await testDb().insert(schema.events).values({
    title: "URL-only Fest",
    slug: "url-only-fest",
    subtitle: "Untertitel",
    description: "Beschreibung",
    date_text: "1. Mai 2026",
    location: "Berlin",
    tickets_text: "Tickets ab 10 €",
    image_url: "https://example.com/image.jpg",
    external_url: "https://tickets.example.com/x",
    video: "https://www.youtube.com/watch?v=inpok4MKVLM",
  });
  await fetchWorker("/"); // loads the server build, which takes long on a busy machine
}, 120_000);

afterAll(() => clearTables(schema.eventOrganizers, schema.events));

describe("public HTML depends on the URL alone", () => {
  for (const path of PAGES) {
    it(`${path}: the same page, headers and ETag whatever the theme and consent cookies say`, async () => {
      const answers = [];
      for (const [visitor, cookie] of Object.entries(VISITORS)) {
        const res = await fetchWorker(path, cookie ? { headers: { Cookie: cookie } } : undefined);
        expect(res.status, visitor).toBe(200);
        const nonce = nonceOf(res);
        expect(nonce, visitor).toBeTruthy();
        // Like the nonce, the forms' signed stamp is new on every answer (docs/decisions/0039).
        const html = (await res.text()).replaceAll(nonce!, "NONCE").replace(STAMP_PATTERN, "STAMP");
        answers.push({ visitor, html, etag: res.headers.get("ETag"), vary: res.headers.get("Vary") });
      }
      const [plain] = answers;
      expect(plain!.etag).toMatch(/^W\/"[0-9a-f]{32}"$/);
      // The theme is the head script's, the banner is in every page (hidden by CSS for a stored consent).
      expect(plain!.html).toMatch(/<html lang="(de|en)">/);
      expect(plain!.html).toContain('data-testid="cookie-banner"');
      expect(plain!.html).toContain('<script nonce="NONCE">try{');
      for (const answer of answers) {
        expect(answer.html, answer.visitor).toBe(plain!.html);
        expect(answer.etag, answer.visitor).toBe(plain!.etag);
        expect(answer.vary ?? "", answer.visitor).not.toMatch(/cookie/i);
      }
    });
  }

  it("a repeat visit with another theme cookie still gets the 304", async () => {
    const first = await fetchWorker("/blog");
    const etag = first.headers.get("ETag")!;
    const repeat = await fetchWorker("/blog", {
      headers: { Cookie: `darkMode=true; ${CONSENT}`, "If-None-Match": etag },
    });
    expect(repeat.status).toBe(304);
  });
});

describe("the dark-mode button without JavaScript", () => {
  const toggle = (cookie?: string) =>
    fetchWorker("/preferences", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) },
      body: new URLSearchParams({ theme: "toggle", redirectTo: "/blog" }),
    });

  it("flips the stored choice: none or light becomes dark, dark becomes light", async () => {
    for (const [cookie, stored] of [
      [undefined, "darkMode=true"],
      ["darkMode=false", "darkMode=true"],
      ["darkMode=true", "darkMode=false"],
    ] as const) {
      const res = await toggle(cookie);
      expect(res.status).toBe(302);
      expect(res.headers.get("Location")).toBe("/blog");
      expect(res.headers.get("Set-Cookie")).toMatch(new RegExp(`^${stored};`));
    }
  });

  it("marks a choice posted without the page's JavaScript, so the server writes it into the next pages", async () => {
    const post = (fields: Record<string, string>, cookie?: string) =>
      fetchWorker("/preferences", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) },
        body: new URLSearchParams({ redirectTo: "/blog", ...fields }),
      });
    const cookies = (res: Response) => res.headers.getSetCookie().map((line) => line.split(";")[0]);

    const banner = await post({ consent: "necessary", noScript: "1" });
    expect(banner.status).toBe(302);
    expect(cookies(banner)).toContain("noScript=1");
    const next = await fetchWorker("/blog", {
      headers: { Cookie: `noScript=1; ${cookies(banner).find((c) => c.startsWith("cookieConsent="))}` },
    });
    expect(/<html[^>]*>/.exec(await next.text())?.[0]).toBe('<html lang="de" data-consent="">');

    // The same post from a page with JavaScript sends no mark, and takes an earlier one away.
    expect(cookies(await post({ theme: "dark" }))).toEqual(["darkMode=true"]);
    expect(cookies(await post({ theme: "dark" }, "noScript=1"))).toEqual(["darkMode=true", "noScript="]);
  });
});
