import { gzipSync } from "node:zlib";
import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures";

/*
 * Public pages load no React and no React Router (decision 0069): only the enhancement modules their
 * parts ask for, at most 15 KB gzipped in all, and none of them where its part is missing.
 */
const PAGES = ["/", "/blog", "/events/gluecksfestival-berlin", "/kontakt", "/links"];
const BUDGET = 15 * 1024;

/** Every script the page loads, with its gzipped size (level 6, as the bench counts). */
function scripts(page: Page) {
  const loaded: { url: string; gzip: number }[] = [];
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "script") return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    loaded.push({ url: new URL(response.url()).pathname, gzip: gzipSync(body, { level: 6 }).length });
  });
  return loaded;
}

async function check(page: Page, loaded: { url: string; gzip: number }[]) {
  // No hydration data, no module preloads, no React handlers on the page.
  expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
  await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(0);
  // Nor the route discovery's marks on links and forms, which only React Router's client reads.
  await expect(page.locator("[data-discover]")).toHaveCount(0);
  const reactProps = await page.evaluate(() =>
    [...document.querySelectorAll("a, button, form")].some((el) =>
      Object.keys(el).some((k) => k.startsWith("__react")),
    ),
  );
  expect(reactProps).toBe(false);
  for (const { url } of loaded) expect(url).toMatch(/^\/assets\/enhance-[a-z]+-[\w-]+\.js$/);
  const total = loaded.reduce((sum, file) => sum + file.gzip, 0);
  expect(total).toBeLessThanOrEqual(BUDGET);
  return loaded.map((file) => /enhance-([a-z]+)-/.exec(file.url)?.[1]).filter(Boolean);
}

for (const path of PAGES) {
  test(`${path} and its English twin load no framework code and ≤ 15 KB of scripts`, async ({ page }) => {
    const loaded = scripts(page);
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    const modules = await check(page, loaded);
    // Each module only where its part is: the slideshow on the home page, copying on /links.
    expect(modules.includes("slideshow")).toBe(path === "/");
    expect(modules.includes("copy")).toBe(path === "/links");
    expect(modules).toContain("site");

    loaded.length = 0;
    await page.getByTestId("language-toggle").click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.waitForLoadState("networkidle");
    await check(page, loaded);
  });
}

test("the back office's sign-in still loads React Router", async ({ page }) => {
  await page.goto("/login");
  expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(true);
});
