import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as schema from "../../db/schema";
import { MailError, sendMail } from "~/lib/mail.server";
import { clearRateLimit, hitRateLimit, peekRateLimit } from "~/lib/rate-limit.server";
import { clearTables, testDb } from "./helpers";

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
      return new Response(request.headers.get("Authorization") === "Bearer good" ? "{}" : "nope", { status: request.headers.get("Authorization") === "Bearer good" ? 200 : 401 });
    });
    const http = { ...env, MAIL_TRANSPORT: "http", MAIL_API_URL: "https://mail.example/send", MAIL_API_KEY: "good", MAIL_FROM: "Site <no-reply@example.com>" } as unknown as Env;
    await sendMail(http, { to: "b@example.com", subject: "S", text: "T" });
    expect(calls[0].url).toBe("https://mail.example/send");
    expect(await calls[0].json()).toEqual({ from: "Site <no-reply@example.com>", to: ["b@example.com"], subject: "S", text: "T" });
    expect(await testDb().select().from(schema.outboxEmails)).toHaveLength(0);

    await expect(sendMail({ ...http, MAIL_API_KEY: "bad" } as unknown as Env, { to: "b@example.com", subject: "S", text: "T" })).rejects.toBeInstanceOf(MailError);
    await expect(sendMail({ ...http, MAIL_API_URL: undefined } as unknown as Env, { to: "b@example.com", subject: "S", text: "T" })).rejects.toThrow(/MAIL_API_URL/);
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
    const results = await Promise.all(Array.from({ length: 10 }, () => hitRateLimit(env.DB, { ...rule, limit: 100 }, "burst")));
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    await clearRateLimit(env.DB, rule, "burst");
  });
});
