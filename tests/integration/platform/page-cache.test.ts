import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import * as schema from "~db/schema";
import worker from "../../../workers/app";
import { signInAs } from "../auth-helpers";
import { clearTables, ORIGIN } from "../helpers";

/*
 * The page cache (decision 0031), through the real Worker with PAGE_CACHE on: the other test files run
 * with it off because they write rows straight into D1, which no back-office write announces.
 */
const cacheOn = { ...env, PAGE_CACHE: "on" } as typeof env;

async function send(path: string, init: RequestInit = {}) {
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    new Request(new URL(path, ORIGIN), { redirect: "manual", ...init }) as Parameters<typeof worker.fetch>[0],
    cacheOn,
    ctx,
  );
  const body = await response.text();
  // Storing the page and bumping the version run after the answer: wait for them like the runtime does.
  await waitOnExecutionContext(ctx);
  return { response, body };
}

function nonceOf(csp: string | null): string {
  const match = /'nonce-([^']+)'/.exec(csp ?? "");
  if (!match) throw new Error(`no nonce in ${csp}`);
  return match[1]!;
}

/** Every <script> of the page: the attributes of its opening tag. */
function scriptTags(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
}

let admin: string;

beforeAll(async () => {
  await clearTables(schema.session, schema.account, schema.rateLimits, schema.user);
  admin = (await signInAs("admin")).cookie;
});

beforeEach(async () => {
  await clearTables(schema.pageContents);
  // A page stored by an earlier test must not answer this one: a back-office write makes it stale.
  const write = await send("/admin/about-hero", {
    method: "POST",
    body: new URLSearchParams({
      intent: "create",
      title_de: "Über uns",
      title_en: "About us",
      description_de: "Wer wir sind",
      description_en: "Who we are",
    }),
    headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded", Cookie: admin },
  });
  expect(write.response.status).toBe(302);
  // The written hero goes again; each test starts from a page without one.
  await clearTables(schema.pageContents);
});

describe("the page cache", () => {
  it("answers the second GET of /about from the cache with a fresh nonce on every script", async () => {
    const first = await send("/about");
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get("X-Cache")).toBe("MISS");
    const second = await send("/about");
    expect(second.response.status).toBe(200);
    expect(second.response.headers.get("X-Cache")).toBe("HIT");
    expect(second.response.headers.get("X-D1-Round-Trips")).toBe("0");

    const firstNonce = nonceOf(first.response.headers.get("Content-Security-Policy"));
    const secondNonce = nonceOf(second.response.headers.get("Content-Security-Policy"));
    expect(secondNonce).not.toBe(firstNonce);
    const scripts = scriptTags(second.body).filter((tag) => !tag.includes('type="application/ld+json"'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${secondNonce}"`);
    expect(second.body).not.toContain(firstNonce);
    expect(second.body).not.toContain("__csp_nonce__");
    // The same page otherwise, with the same validator.
    expect(second.body.replaceAll(secondNonce, "N")).toBe(first.body.replaceAll(firstNonce, "N"));
    expect(second.response.headers.get("ETag")).toBe(first.response.headers.get("ETag"));
    expect(second.response.headers.get("Cache-Control")).toBe("public, no-cache");
    expect(second.response.headers.get("X-Frame-Options")).toBe("DENY");
  });

  it("keys a page by its whole address: a query of the visitor's own never answers with another copy", async () => {
    await send("/about");
    expect((await send("/about")).response.headers.get("X-Cache")).toBe("HIT");
    // The cache once kept its content version in a `__v` query parameter, which a visitor could send too.
    for (const path of ["/about?__v=0", "/about?__v=x", "/about?ref=mail"]) {
      expect((await send(path)).response.headers.get("X-Cache"), path).toBe("MISS");
      expect((await send(path)).response.headers.get("X-Cache"), path).toBe("HIT");
    }
  });

  it("gives a visitor from a campaign link or an ad click the stored page (utm_*, fbclid, gclid)", async () => {
    const clean = await send("/about");
    expect(clean.response.headers.get("X-Cache")).toBe("MISS");
    const tracked = await send("/about?utm_source=newsletter&utm_campaign=mai&fbclid=IwAR0x1&gclid=Cj0K");
    expect(tracked.response.status).toBe(200);
    expect(tracked.response.headers.get("X-Cache")).toBe("HIT");
    const nonce = nonceOf(tracked.response.headers.get("Content-Security-Policy"));
    const cleanNonce = nonceOf(clean.response.headers.get("Content-Security-Policy"));
    expect(tracked.body.replaceAll(nonce, "N")).toBe(clean.body.replaceAll(cleanNonce, "N"));
    // Any other parameter stays in the address: `?ref=mail` is a page of its own, stored when asked for.
    const mixed = "/about?utm_source=newsletter&ref=mail";
    expect((await send(mixed)).response.headers.get("X-Cache")).toBe("BYPASS");
    expect((await send("/about?ref=mail")).response.headers.get("X-Cache")).toBe("MISS");
    expect((await send(mixed)).response.headers.get("X-Cache")).toBe("HIT");
  });

  it("never keeps the render of a tracked address as the page's copy (it shows the visitor's query)", async () => {
    const tracked = await send("/blog?fbclid=IwAR0x1");
    expect(tracked.response.status).toBe(200);
    expect(tracked.body).toContain("fbclid=IwAR0x1");
    expect(tracked.response.headers.get("X-Cache")).toBe("BYPASS");
    const clean = await send("/blog");
    expect(clean.response.headers.get("X-Cache")).toBe("MISS");
    expect(clean.body).not.toContain("fbclid");
    expect((await send("/blog?fbclid=other")).response.headers.get("X-Cache")).toBe("HIT");
  });

  it("a returning visitor's theme and consent cookies get the same stored page (a script applies them)", async () => {
    await send("/blog");
    const returning = await send("/blog", {
      headers: {
        Cookie: 'darkMode=true; cookieConsent={"necessary":true,"analytics":false,"marketing":false}; language=de',
      },
    });
    expect(returning.response.headers.get("X-Cache")).toBe("HIT");
  });

  it("a visitor whose choices were posted without JavaScript gets a copy with them in the HTML, kept apart", async () => {
    const consent = 'cookieConsent={"necessary":true,"analytics":false,"marketing":false}';
    const htmlTag = (body: string) => /<html[^>]*>/.exec(body)?.[0] ?? "";
    expect((await send("/blog")).response.headers.get("X-Cache")).toBe("MISS");

    const chosen = { headers: { Cookie: `noScript=1; darkMode=true; ${consent}` } };
    const first = await send("/blog", chosen);
    expect(first.response.headers.get("X-Cache")).toBe("MISS");
    expect(htmlTag(first.body)).toContain('class="dark"');
    expect(htmlTag(first.body)).toContain('data-consent=""');
    const again = await send("/blog", chosen);
    expect(again.response.headers.get("X-Cache")).toBe("HIT");
    expect(htmlTag(again.body)).toBe(htmlTag(first.body));

    // Everyone else still shares the plain copy, visitors with JavaScript and the same cookies too.
    for (const cookie of [undefined, `darkMode=true; ${consent}`]) {
      const plain = await send("/blog", cookie ? { headers: { Cookie: cookie } } : {});
      expect(plain.response.headers.get("X-Cache")).toBe("HIT");
      expect(htmlTag(plain.body)).toBe('<html lang="de">');
    }

    // Another choice is another copy; a cookie value of the visitor's own cannot make a fifth one.
    const light = await send("/blog", { headers: { Cookie: "noScript=1; darkMode=false" } });
    expect(light.response.headers.get("X-Cache")).toBe("MISS");
    expect(htmlTag(light.body)).toBe('<html lang="de">');
    const odd = await send("/blog", { headers: { Cookie: "noScript=1; darkMode=%3Cx%3E" } });
    expect(odd.response.headers.get("X-Cache")).toBe("HIT");
  });

  it("answers a current copy from the cache with a 304", async () => {
    const first = await send("/en/about");
    const etag = first.response.headers.get("ETag")!;
    const again = await send("/en/about", { headers: { "If-None-Match": etag } });
    expect(again.response.status).toBe(304);
    expect(again.response.headers.get("X-Cache")).toBe("HIT");
    expect(again.body).toBe("");
  });

  it("shows an admin's change to the about page on the next GET", async () => {
    await send("/about");
    expect((await send("/about")).response.headers.get("X-Cache")).toBe("HIT");
    const saved = await send("/admin/about-hero", {
      method: "POST",
      body: new URLSearchParams({
        intent: "create",
        title_de: "Frisch geändert",
        title_en: "Freshly changed",
        description_de: "Neu",
        description_en: "New",
      }),
      headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded", Cookie: admin },
    });
    expect(saved.response.status).toBe(302);
    const after = await send("/about");
    expect(after.response.headers.get("X-Cache")).toBe("MISS");
    expect(after.body).toContain("Frisch geändert");
    expect((await send("/en/about")).body).toContain("Freshly changed");
  });

  it("a post to the back office with a forged session cookie leaves the stored pages; a staff write still refreshes them", async () => {
    await send("/about");
    expect((await send("/about")).response.headers.get("X-Cache")).toBe("HIT");
    const form = (cookie: string, path = "/admin") =>
      send(path, {
        method: "POST",
        body: new URLSearchParams({ intent: "anything" }),
        headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
      });
    // Sent to the sign-in (a redirect, or the data request's redirect), which is no write.
    for (const path of ["/admin", "/admin.data", "/admin/about-hero"]) {
      const forged = await form("better-auth.session_token=forged", path);
      expect(forged.response.status, path).toBeLessThan(400);
      expect((await send("/about")).response.headers.get("X-Cache"), path).toBe("HIT");
    }
    // A refused staff write (bad input: 4xx) leaves them too.
    expect((await form(admin, "/admin/about-hero")).response.status).toBe(400);
    expect((await send("/about")).response.headers.get("X-Cache")).toBe("HIT");

    const saved = await send("/admin/about-hero", {
      method: "POST",
      body: new URLSearchParams({
        intent: "create",
        title_de: "Echt geändert",
        title_en: "Really changed",
        description_de: "Neu",
        description_en: "New",
      }),
      headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded", Cookie: admin },
    });
    expect(saved.response.status).toBe(302);
    expect((await send("/about")).response.headers.get("X-Cache")).toBe("MISS");
  });

  it("renders a stored page again once it is ten seconds old, in this isolate and in the location", async () => {
    await send("/blog");
    expect((await send("/blog")).response.headers.get("X-Cache")).toBe("HIT");
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    try {
      vi.setSystemTime(Date.now() + 9_000);
      expect((await send("/blog")).response.headers.get("X-Cache")).toBe("HIT");
      vi.setSystemTime(Date.now() + 2_000);
      expect((await send("/blog")).response.headers.get("X-Cache")).toBe("MISS");
      expect((await send("/blog")).response.headers.get("X-Cache")).toBe("HIT");
    } finally {
      vi.useRealTimers();
    }
  });

  it("while one request renders an expired page again, the others get the copy that just expired", async () => {
    await send("/blog");
    expect((await send("/blog")).response.headers.get("X-Cache")).toBe("HIT");
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    try {
      vi.setSystemTime(Date.now() + 10_500);
      // Which of the two renders is up to the runtime; one of them does, the other does not wait for it.
      const both = await Promise.all([send("/blog"), send("/blog")]);
      expect(both.map((r) => r.response.headers.get("X-Cache")).sort()).toEqual(["HIT", "MISS"]);
      expect(both.map((r) => r.response.status)).toEqual([200, 200]);
      // Never longer than the grace: a copy that expired long ago is rendered, not served.
      vi.setSystemTime(Date.now() + 60_000);
      const late = await Promise.all([send("/blog"), send("/blog")]);
      expect(late.map((r) => r.response.headers.get("X-Cache")).sort()).toEqual(["MISS", "MISS"]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("sends a visitor who chose English to the English page even while the German one is kept", async () => {
    await send("/about");
    expect((await send("/about")).response.headers.get("X-Cache")).toBe("HIT");
    const english = await send("/about", { headers: { Cookie: "language=en" } });
    expect(english.response.status).toBe(302);
    expect(english.response.headers.get("Location")).toBe("/en/about");
    const asked = await send("/about?lang=en");
    expect(asked.response.status).toBe(301);
  });

  it("bypasses the cache for a session, a flash message and the back office", async () => {
    await send("/about");
    const signedIn = await send("/about", { headers: { Cookie: admin } });
    expect(signedIn.response.headers.get("X-Cache")).toBe("BYPASS");
    const toast = await send("/about", { headers: { Cookie: 'toast={"type":"success","title":"x"}' } });
    expect(toast.response.headers.get("X-Cache")).toBe("BYPASS");
    const backOffice = await send("/admin", { headers: { Cookie: admin } });
    expect(backOffice.response.headers.get("X-Cache")).not.toBe("HIT");
    // A 404 is never stored: an unknown address is rendered every time.
    await send("/en/gibt/es-nicht");
    expect((await send("/en/gibt/es-nicht")).response.headers.get("X-Cache")).toBe("BYPASS");
  });

  it("a visitor's refused write to the back office does not empty the cache", async () => {
    await send("/about");
    await send("/admin/about-hero", {
      method: "POST",
      body: new URLSearchParams({ intent: "create" }),
      headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect((await send("/about")).response.headers.get("X-Cache")).toBe("HIT");
  });
});
