import { beforeAll, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import { get, sessionAs } from "../auth-helpers";
import { clearTables, fetchWorker, testDb } from "../helpers";

/*
 * X-Content-Type-Options: nosniff on every kind of answer (found by the security probe, issue "Security", section 1); the other security headers
 * are in security-headers.test.ts.
 */

let admin: string;

beforeAll(async () => {
  await clearTables(schema.session, schema.account, schema.rateLimits, schema.user);
  admin = (await sessionAs("admin")).cookie;
});

describe("X-Content-Type-Options: nosniff on every answer", () => {
  beforeAll(async () => {
    await clearTables(schema.redirectLinks);
    await testDb()
      .insert(schema.redirectLinks)
      .values({ short_code: "nosniff-test", target_url: "https://example.com/", is_active: true });
  });

  it.each([
    ["a page", "/about", {}],
    ["a data request", "/about.data", {}],
    ["a resource route", "/robots.txt", {}],
    ["the sitemap", "/sitemap.xml", {}],
    ["a redirect to the sign-in", "/admin", {}],
    ["a language redirect", "/about?lang=en", {}],
    ["a short link", "/nosniff-test", {}],
    ["an unknown page (404)", "/gibt-es-nicht/wirklich", {}],
    ["a missing media file", `/media/${"cd".repeat(32)}.jpg`, {}],
    ["a refused cross-origin post", "/contact", { method: "POST", headers: { Origin: "https://evil.example" } }],
  ] as const)("%s (%s)", async (_kind, path, init) => {
    const response = await fetchWorker(path, init as RequestInit);
    await response.arrayBuffer();
    expect(response.headers.get("X-Content-Type-Options"), `${path} → ${response.status}`).toBe("nosniff");
  });

  it("also on an admin's data request and a CSV download", async () => {
    for (const path of ["/admin.data", "/admin/audit-log/export.csv"]) {
      const response = await get(path, admin);
      await response.arrayBuffer();
      expect(response.status, path).toBe(200);
      expect(response.headers.get("X-Content-Type-Options"), path).toBe("nosniff");
    }
  });
});
