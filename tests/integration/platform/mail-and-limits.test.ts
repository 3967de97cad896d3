import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as schema from "~db/schema";
import { linkOrigin, MailError, sendMail } from "~/lib/mail/index.server";
import { MAX_NAME_IN_MAIL, nameForMail } from "~/lib/accounts/index.server";
import { clearRateLimit, clientKey, hitRateLimit, peekRateLimit, undoRateLimitHit } from "~/lib/http/index.server";
import { clearTables, testDb } from "../helpers";

describe("mail sender", () => {
  beforeEach(() => clearTables(schema.outboxEmails));
  afterEach(() => vi.unstubAllGlobals());

  it("stores messages in the outbox table locally", async () => {
    await sendMail(env, { to: "a@example.com", subject: "Hallo", text: "Link: https://x.test/login?reset=true" });
    const rows = await testDb().select().from(schema.outboxEmails);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ to: "a@example.com", subject: "Hallo" });
  });

  // The mail API is outside our system: the one place a fake stands in.
  it("posts to the configured mail API with the key, and reports a refusal", async () => {
    const calls: { url: string; json: () => Promise<unknown> }[] = [];
    vi.stubGlobal("fetch", async (input: RequestInfo, init?: RequestInit) => {
      const request = new Request(input, init);
      const copy = request.clone();
      calls.push({ url: copy.url, json: () => copy.json() });
      return new Response(request.headers.get("Authorization") === "Bearer good" ? "{}" : "nope", {
        status: request.headers.get("Authorization") === "Bearer good" ? 200 : 401,
      });
    });
    const http = {
      ...env,
      MAIL_TRANSPORT: "http",
      MAIL_API_URL: "https://mail.example/send",
      MAIL_API_KEY: "good",
      MAIL_FROM: "Site <no-reply@example.com>",
    } as unknown as Env;
    await sendMail(http, { to: "b@example.com", subject: "S", text: "T" });
    expect(calls[0].url).toBe("https://mail.example/send");
    expect(await calls[0].json()).toEqual({
      from: "Site <no-reply@example.com>",
      to: ["b@example.com"],
      subject: "S",
      text: "T",
    });
    expect(await testDb().select().from(schema.outboxEmails)).toHaveLength(0);

    await expect(
      sendMail({ ...http, MAIL_API_KEY: "bad" } as unknown as Env, { to: "b@example.com", subject: "S", text: "T" }),
    ).rejects.toBeInstanceOf(MailError);
    await expect(
      sendMail({ ...http, MAIL_API_URL: undefined } as unknown as Env, {
        to: "b@example.com",
        subject: "S",
        text: "T",
      }),
    ).rejects.toThrow(/MAIL_API_URL/);
  });
});

describe("rate limiter (D1)", () => {
  const rule = { name: "test", limit: 3, windowMs: 60_000 };
  beforeEach(() => clearTables(schema.rateLimits));

  it("allows the limit, refuses the next hit, and starts again after the window", async () => {
    const t0 = 1_000_000;
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await hitRateLimit(env.DB, rule, "1.2.3.4", t0 + i));
    expect(results.map((r) => r.ok)).toEqual([true, true, true, false]);
    expect(results[3].retryAfterSeconds).toBe(60);
    expect((await peekRateLimit(env.DB, rule, "1.2.3.4", t0 + 10)).ok).toBe(false);
    expect((await hitRateLimit(env.DB, rule, "1.2.3.4", t0 + 60_000)).ok).toBe(true);
    expect((await hitRateLimit(env.DB, rule, "5.6.7.8", t0)).ok).toBe(true);
  });

  it("counts concurrent hits exactly (one atomic statement each)", async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, () => hitRateLimit(env.DB, { ...rule, limit: 100 }, "burst")),
    );
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    await clearRateLimit(env.DB, rule, "burst");
  });
});

describe("client keys of the rate limits", () => {
  const keyOf = (ip?: string) =>
    clientKey(new Request("http://localhost/", { headers: ip === undefined ? {} : { "CF-Connecting-IP": ip } }));

  it("an IPv6 client is its /64 network, however the address is written", () => {
    const key = keyOf("2001:db8:1:2::1");
    expect(key).toBe("2001:db8:1:2::/64");
    for (const same of [
      "2001:db8:1:2:ffff:ffff:ffff:ffff",
      "2001:0DB8:0001:0002:0000:0000:0000:0009",
      " 2001:db8:1:2::abcd ",
      "2001:db8:1:2::1%eth0",
    ]) {
      expect(keyOf(same), same).toBe(key);
    }
    expect(keyOf("2001:db8:1:3::1")).not.toBe(key);
    expect(keyOf("2001:db8:2:2::1")).not.toBe(key);
  });

  it("an IPv4 client is its address, also when written IPv4-mapped", () => {
    expect(keyOf("203.0.113.9")).toBe("203.0.113.9");
    expect(keyOf("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(keyOf("203.0.113.10")).not.toBe("203.0.113.9");
  });

  it("requests without the header (local runs) share one bucket, and so do values that are no address", () => {
    expect(keyOf()).toBe("unknown");
    expect(keyOf("")).toBe("unknown");
    expect(keyOf("not-an-ip")).toBe("invalid");
    expect(keyOf("1.2.3.4, 5.6.7.8")).toBe("invalid");
  });
});

describe("account mails", () => {
  it("the name in a mail: no word a mail client would link, no control characters, cut short", () => {
    const cases: [string, string][] = [
      ["Anna Beispiel", "Anna Beispiel"],
      ["Dr. Jörg Müller-Lüdenscheidt", "Dr. Jörg Müller-Lüdenscheidt"],
      ["Anna https://evil.example/login", "Anna"],
      ["Anna www.evil.example", "Anna"],
      ["Anna evil.example", "Anna"],
      ["Anna evil\u3002example evil\uFF0Eexample", "Anna"],
      ["Anna a@evil.example", "Anna"],
      ["Anna mailto:a", "Anna"],
      ["Anna\r\nBcc: x\u202Eevil", "Anna Bcc: x evil"],
      ["https://evil.example", ""],
    ];
    for (const [input, expected] of cases) expect(nameForMail(input), JSON.stringify(input)).toBe(expected);
    const long = nameForMail("Sehr ".repeat(100));
    expect(Array.from(long).length).toBe(MAX_NAME_IN_MAIL);
    expect(long.endsWith("…")).toBe(true);
  });

  it("links start with PUBLIC_ORIGIN; without it only a local request's own origin is used", () => {
    const from = (url: string, headers: Record<string, string> = {}) => new Request(url, { headers });
    expect(
      linkOrigin({ PUBLIC_ORIGIN: "https://site.example/" } as unknown as Env, from("https://evil.example/login")),
    ).toBe("https://site.example");
    expect(linkOrigin({ PUBLIC_ORIGIN: "" } as unknown as Env, from("https://evil.example/login"))).toBeNull();
    expect(
      linkOrigin(
        { PUBLIC_ORIGIN: "" } as unknown as Env,
        from("http://localhost:8787/login", { Host: "evil.example" }),
      ),
    ).toBe("http://localhost:8787");
    expect(linkOrigin({ PUBLIC_ORIGIN: "" } as unknown as Env, from("http://127.0.0.1:5173/login"))).toBe(
      "http://127.0.0.1:5173",
    );
    expect(
      linkOrigin({ PUBLIC_ORIGIN: "javascript:alert(1)" } as unknown as Env, from("http://localhost/login")),
    ).toBeNull();
    expect(linkOrigin({ PUBLIC_ORIGIN: "not a url" } as unknown as Env, from("http://localhost/login"))).toBeNull();
  });
});

describe("undoing a hit", () => {
  beforeEach(() => clearTables(schema.rateLimits));

  it("takes back one count and never goes below zero", async () => {
    const rule = { name: "undo", limit: 2, windowMs: 60_000 };
    await hitRateLimit(env.DB, rule, "x");
    await hitRateLimit(env.DB, rule, "x");
    await undoRateLimitHit(env.DB, rule, "x");
    expect((await hitRateLimit(env.DB, rule, "x")).count).toBe(2);
    for (let i = 0; i < 4; i++) await undoRateLimitHit(env.DB, rule, "x");
    expect((await hitRateLimit(env.DB, rule, "x")).count).toBe(1);
  });
});
