import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import { sessionAs } from "../auth-helpers";
import { clearTables, fetchWorker, formStamp, postForm, testDb } from "../helpers";
import { publicPagePaths } from "../public-routes";

// HTTP caching of the Worker's answers (docs/decisions/0009-html-validators.md).

// The first request loads the server build, which takes long on a busy machine.
beforeAll(async () => {
  await fetchWorker("/");
}, 120_000);

const nonceOf = (res: Response) =>
  /'nonce-([^']+)'/.exec(res.headers.get("Content-Security-Policy") ?? "")?.[1] ?? null;

describe("public HTML", () => {
  beforeEach(() => clearTables(schema.pageContents, schema.navigationItems));

  it("carries a weak ETag and must be revalidated; a repeat visit with that ETag gets a 304 without a body", async () => {
    const first = await fetchWorker("/kontakt");
    expect(first.status).toBe(200);
    expect(first.headers.get("Cache-Control")).toBe("public, no-cache");
    const etag = first.headers.get("ETag");
    expect(etag).toMatch(/^W\/"[0-9a-f]{32}"$/);
    const nonce = nonceOf(first);
    expect(await first.text()).toContain(`nonce="${nonce}"`);

    const repeat = await fetchWorker("/kontakt", { headers: { "If-None-Match": etag! } });
    expect(repeat.status).toBe(304);
    expect(await repeat.text()).toBe("");
    expect(repeat.headers.get("ETag")).toBe(etag);
    expect(repeat.headers.get("Cache-Control")).toBe("public, no-cache");
    // The stored page keeps its stored CSP: a new nonce in the 304 would block its scripts.
    expect(repeat.headers.get("Content-Security-Policy")).toBeNull();
  });

  it("gets a fresh nonce on every 200, yet the same ETag while the page is unchanged", async () => {
    const a = await fetchWorker("/about");
    const b = await fetchWorker("/about");
    expect(nonceOf(a)).not.toBe(nonceOf(b));
    expect(a.headers.get("ETag")).toBe(b.headers.get("ETag"));
    // Also in a list of validators, and with the strong form of the same tag.
    const tag = a.headers.get("ETag")!;
    const listed = await fetchWorker("/about", {
      headers: { "If-None-Match": `W/"0000", ${tag.replace(/^W\//, "")}` },
    });
    expect(listed.status).toBe(304);
  });

  it("answers 200 with the new page once its content changed", async () => {
    const before = await fetchWorker("/kontakt");
    const etag = before.headers.get("ETag")!;
    await testDb().insert(schema.pageContents).values({
      page_key: "kontakt",
      title_de: "Sprich mit uns",
      title_en: "Talk to us",
      description_de: "D",
      description_en: "E",
    });
    const after = await fetchWorker("/kontakt", { headers: { "If-None-Match": etag } });
    expect(after.status).toBe(200);
    expect(after.headers.get("ETag")).not.toBe(etag);
    expect(await after.text()).toContain("Sprich mit uns");
  });

  it("gives the English page its own validator, so a stored German page is never confirmed for it", async () => {
    const de = await fetchWorker("/blog");
    const en = await fetchWorker("/en/blog");
    expect(en.status).toBe(200);
    expect(en.headers.get("ETag")).not.toBe(de.headers.get("ETag"));
    const confirm = await fetchWorker("/en/blog", { headers: { "If-None-Match": de.headers.get("ETag")! } });
    expect(confirm.status).toBe(200);
    expect(await confirm.text()).toContain('lang="en"');
  });

  it("answers HEAD with the GET's validator and no body, and a conditional HEAD with 304", async () => {
    const get = await fetchWorker("/services");
    const head = await fetchWorker("/services", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("ETag")).toBe(get.headers.get("ETag"));
    expect(await head.text()).toBe("");
    const conditional = await fetchWorker("/services", {
      method: "HEAD",
      headers: { "If-None-Match": get.headers.get("ETag")! },
    });
    expect(conditional.status).toBe(304);
  });

  it("never stores the site's 404 page", async () => {
    const res = await fetchWorker("/no-such-page-at-all");
    expect(res.status).toBe(404);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(res.headers.get("ETag")).toBeNull();
  });
});

describe("personal answers are never stored", () => {
  it("the sign-in page and the back office (signed out and signed in) are private, no-store without a validator", async () => {
    const login = await fetchWorker("/login");
    expect(login.status).toBe(200);
    expect(login.headers.get("Cache-Control")).toBe("private, no-store");
    expect(login.headers.get("ETag")).toBeNull();

    const gate = await fetchWorker("/admin");
    expect(gate.status).toBe(302);
    expect(gate.headers.get("Cache-Control")).toBe("private, no-store");

    const { cookie } = await sessionAs("admin");
    const dashboard = await fetchWorker("/admin", { headers: { Cookie: cookie } });
    expect(dashboard.status).toBe(200);
    expect(dashboard.headers.get("Cache-Control")).toBe("private, no-store");
    expect(dashboard.headers.get("ETag")).toBeNull();
    const conditional = await fetchWorker("/admin", { headers: { Cookie: cookie, "If-None-Match": "*" } });
    expect(conditional.status).toBe(200);
  });

  it("a public page that sets a cookie (a toast) is private, no-store; a language's address sets none", async () => {
    const english = await fetchWorker("/en");
    expect(english.status).toBe(200);
    expect(english.headers.get("Set-Cookie")).toBeNull();
    expect(english.headers.get("ETag")).not.toBeNull();
    // Sent on by the visitor's stored choice: that answer depends on the cookie, so nothing keeps it.
    const chosen = await fetchWorker("/about", { headers: { Cookie: "language=en" } });
    expect(chosen.status).toBe(302);
    expect(chosen.headers.get("Cache-Control")).toBe("private, no-store");

    const posted = await postForm("/newsletter", {
      email: `cache-${Date.now()}@example.com`,
      redirectTo: "/about",
      ...(await formStamp()),
    });
    expect(posted.status).toBe(302);
    expect(posted.headers.get("Cache-Control")).toBe("private, no-store");
    const toastCookie = posted.headers.get("Set-Cookie")!.split(";")[0];
    const withToast = await fetchWorker("/about", { headers: { Cookie: toastCookie } });
    expect(withToast.status).toBe(200);
    expect(withToast.headers.get("Cache-Control")).toBe("private, no-store");
    expect(withToast.headers.get("ETag")).toBeNull();
  });
});

describe("D1 round-trips (decision 0001)", () => {
  it("every public page, including detail pages and the 404 page, needs exactly one D1 round-trip", async () => {
    const paths = publicPagePaths();
    expect(paths.length).toBeGreaterThan(15);
    expect(paths.filter((path) => path.startsWith("/en/")).length).toBeGreaterThan(15);
    for (const path of paths) {
      const res = await fetchWorker(path);
      expect([200, 404], path).toContain(res.status);
      expect(res.headers.get("X-D1-Round-Trips"), path).toBe("1");
    }
  });
});
