import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import { createRedirectLink } from "../../../app/routes/admin/redirect-links/redirect-link-data.server";
import { linkCacheKey, resolveShortLink } from "../../../app/lib/short-links/index.server";
import { ORIGIN, testDb } from "../helpers";

/*
 * The redirect's two shortcuts (decision 0017): each isolate remembers a resolved link for ten seconds
 * in front of KV, and the clicks of a burst leave for the queue together.
 */

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36";
/** Who the back office's writes are made by here (the audit log needs someone). */
const staff = { id: null, name: "Test", role: "admin" };
let counter = 0;
const uniqueCode = (name: string) => `${name}-${++counter}-${Date.now().toString(36)}`;

async function redirectAt(code: string, now: number, bindings: Env = env) {
  const ctx = createExecutionContext();
  const outcome = await resolveShortLink(
    bindings,
    ctx,
    new Request(`${ORIGIN}/${code}`, { headers: { "User-Agent": BROWSER } }),
    now,
  );
  await waitOnExecutionContext(ctx);
  return outcome;
}

const location = (outcome: unknown) => (outcome instanceof Response ? outcome.headers.get("Location") : outcome);

/** The raw click rows of a link once `expected` have arrived through the queue (or 20 s have passed). */
async function arrivedClicks(id: number, expected: number) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const rows = await testDb().select().from(schema.linkClicks).where(eq(schema.linkClicks.link_id, id));
    if (rows.length >= expected || Date.now() > deadline) return rows;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("the isolate's memo of resolved links", () => {
  it("a change made elsewhere (another isolate's write) reaches this isolate within ten seconds", async () => {
    const code = uniqueCode("memo");
    const created = await createRedirectLink(env, staff, {
      short_code: code,
      target_url: "https://example.com/before",
    });
    if (!created.ok) throw new Error("create failed");
    const now = Date.now();
    expect(location(await redirectAt(code, now))).toBe("https://example.com/before");

    // What another isolate's save does: the row changes and the KV entry is purged; this isolate's memo
    // is not told.
    await testDb()
      .update(schema.redirectLinks)
      .set({ target_url: "https://example.com/after" })
      .where(eq(schema.redirectLinks.id, created.link.id));
    await env.KV.delete(linkCacheKey(code));

    expect(location(await redirectAt(code, now + 9_000))).toBe("https://example.com/before");
    expect(location(await redirectAt(code, now + 10_001))).toBe("https://example.com/after");
  });

  it("the memo never keeps a link alive past its expiry", async () => {
    const code = uniqueCode("memo-expiry");
    const now = Date.now();
    const created = await createRedirectLink(env, staff, {
      short_code: code,
      target_url: "https://example.com/soon-gone",
      expires_at: new Date(now + 2_000),
    });
    if (!created.ok) throw new Error(`create failed: ${JSON.stringify(created.fieldErrors)}`);
    expect(location(await redirectAt(code, now))).toBe("https://example.com/soon-gone");
    expect(await redirectAt(code, now + 3_000)).toBe("expired");
  });
});

describe("clicks of a burst leave together", () => {
  it("40 simultaneous redirects reach the real queue in at most a few sendBatch calls and are all counted", async () => {
    const code = uniqueCode("burst");
    const created = await createRedirectLink(env, staff, { short_code: code, target_url: "https://example.com/burst" });
    if (!created.ok) throw new Error("create failed");
    // The real queue binding, with its calls counted on the way through.
    let batches = 0;
    let singles = 0;
    const counted = {
      ...env,
      LINK_CLICKS: {
        sendBatch: (messages: Parameters<Queue["sendBatch"]>[0]) => {
          batches++;
          return env.LINK_CLICKS.sendBatch(messages);
        },
        send: (message: unknown) => {
          singles++;
          return env.LINK_CLICKS.send(message);
        },
      },
    } as unknown as Env;

    const outcomes = await Promise.all(Array.from({ length: 40 }, () => redirectAt(code, Date.now(), counted)));
    expect(outcomes.every((outcome) => location(outcome) === "https://example.com/burst")).toBe(true);
    expect(singles).toBe(0);
    expect(batches).toBeGreaterThanOrEqual(1);
    expect(batches).toBeLessThanOrEqual(4);

    expect(await arrivedClicks(created.link.id, 40)).toHaveLength(40);
    const [link] = await testDb()
      .select()
      .from(schema.redirectLinks)
      .where(eq(schema.redirectLinks.id, created.link.id));
    expect(link!.click_count).toBe(40);
  });
});
