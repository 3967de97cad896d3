import { describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import { fetchWorker, testDb } from "../helpers";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36";

describe("an expired short link's page", () => {
  it("offers the way home, not a second try that can only fail again", async () => {
    const code = `over-${Date.now().toString(36)}`;
    await testDb()
      .insert(schema.redirectLinks)
      .values({ short_code: code, target_url: "https://example.com/t", expires_at: new Date(Date.now() - 1000) });
    const res = await fetchWorker(`/${code}`, { headers: { "User-Agent": BROWSER } });
    expect(res.status).toBe(410);
    const html = await res.text();
    expect(html).toContain("Dieser Link ist abgelaufen");
    expect(html).toMatch(/<a href="\/"[^>]*>Zur Startseite<\/a>/);
    expect(html).not.toContain("Erneut versuchen");
  });
});
