import { expect, test } from "@playwright/test";

/*
 * The built Worker's static files (the hashed CSS and scripts under /assets, /favicon.svg, the fallback
 * pictures under /images) are answered by Cloudflare's asset server, not by the Worker's code: their
 * security headers come from the assets' headers file, and must match what the Worker sends on its own
 * answers (nosniff above all). The Worker's pages keep their own policy, not the files' one.
 */

test.describe("static files", () => {
  test("a built script, a stylesheet, /favicon.svg and a picture carry the site's security headers", async ({
    request,
  }) => {
    const home = await request.get("/");
    const html = await home.text();
    const script =
      /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? /"(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    const style = /<link[^>]+href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
    expect(script, "a built script on the home page").toBeTruthy();
    expect(style, "a built stylesheet on the home page").toBeTruthy();
    for (const path of [script!, style!, "/favicon.svg", "/images/calm.webp"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const headers = response.headers();
      expect(headers["x-content-type-options"], path).toBe("nosniff");
      expect(headers["x-frame-options"], path).toBe("DENY");
      expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
      expect(headers["content-security-policy"], path).toContain("default-src 'none'");
    }
    // The page's own answer: the Worker's policy (scripts by nonce), with no second one of the files.
    const pagePolicy = home.headers()["content-security-policy"] ?? "";
    expect(pagePolicy).toContain("script-src 'self' 'nonce-");
    expect(pagePolicy).not.toContain("default-src 'none'");
    expect(home.headers()["x-content-type-options"]).toBe("nosniff");
  });
});
