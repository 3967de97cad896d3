import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import { signInAs } from "../auth-helpers";
import { clearTables, fetchWorker, postForm } from "../helpers";
import config from "../../../wrangler.toml?raw";

/* D1 read replicas through the Sessions API (decision 0032), through the real Worker and local D1. */
let admin: string;

beforeAll(async () => {
  await clearTables(schema.session, schema.account, schema.rateLimits, schema.user, schema.pageContents);
  admin = (await signInAs("admin")).cookie;
});

function bookmarkOf(response: Response): string | null {
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith("d1_bookmark="));
  return cookie ? decodeURIComponent(cookie.split(";")[0]!.slice("d1_bookmark=".length)) : null;
}

describe("D1 sessions", () => {
  it("the local binding has sessions, and the site uses them", () => {
    expect(typeof (env.DB as { withSession?: unknown }).withSession).toBe("function");
    expect(env.D1_READ_REPLICAS).toBe("on");
  });

  it("a staff write hands back a bookmark, and the next request reads what was written", async () => {
    const saved = await postForm(
      "/admin/about-hero",
      {
        intent: "create",
        title_de: "Lesezeichen DE",
        title_en: "Bookmark EN",
        description_de: "x",
        description_en: "y",
      },
      { Cookie: admin },
    );
    expect(saved.status).toBe(302);
    const bookmark = bookmarkOf(saved);
    expect(bookmark).toMatch(/^[\w.-]+$/);
    const screen = await fetchWorker("/admin/about-hero", { headers: { Cookie: `${admin}; d1_bookmark=${bookmark}` } });
    expect(screen.status).toBe(200);
    expect(await screen.text()).toContain("Lesezeichen DE");
  });

  it("visitors get no bookmark; a forged one is ignored, never an error", async () => {
    const visitor = await fetchWorker("/about", { headers: { Cookie: "d1_bookmark=whatever" } });
    expect(visitor.status).toBe(200);
    expect(bookmarkOf(visitor)).toBeNull();
    for (const forged of ["%00%01", "x".repeat(5000), "../../etc", "a b"]) {
      const res = await fetchWorker("/admin", { headers: { Cookie: `${admin}; d1_bookmark=${forged}` } });
      expect(res.status, forged).toBe(200);
    }
  });

  it("is never combined with the compatibility flag that makes every session request hang", () => {
    // With global_fetch_strictly_public the session's own internal request is blocked and every page
    // waits until the runtime cancels it, without an error (decision 0032).
    expect(config).toMatch(/^D1_READ_REPLICAS = "on"$/m);
    const flags = /^compatibility_flags\s*=\s*\[([^\]]*)\]/m.exec(config)?.[1] ?? "";
    expect(flags).not.toContain("global_fetch_strictly_public");
  });
});
