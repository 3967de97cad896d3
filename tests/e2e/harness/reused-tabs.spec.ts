import { expect, test } from "../fixtures";

/*
 * The fixtures lend each test a tab that earlier tests of the worker used (fixtures.ts). These three run
 * in order in one worker: what the first leaves behind must be gone for the second, and a tab with an
 * init script (which cannot be taken back) must not be lent again.
 */
test.describe.configure({ mode: "serial" });
let first: unknown;
const heardByFirst: string[] = [];
test("a: leaves state behind", async ({ page, context, baseURL }) => {
  first = page;
  await page.goto("/about");
  await page.evaluate(() => localStorage.setItem("leftover", "1"));
  await context.addCookies([{ name: "darkMode", value: "true", url: baseURL! }]);
  page.on("console", (message) => heardByFirst.push(message.text()));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: "dark" });
  await page.route("**/about", (r) => r.fulfill({ body: "routed" }));
});
test("b: gets the same tab, clean", async ({ page, context }) => {
  expect(page).toBe(first);
  expect(page.url()).toBe("about:blank");
  expect(await context.cookies()).toEqual([]);
  await page.goto("/about");
  expect(await page.evaluate(() => localStorage.getItem("leftover"))).toBeNull();
  await expect(page.locator("html")).not.toHaveClass(/dark/);
  expect(page.viewportSize()).toEqual({ width: 1280, height: 720 });
  expect(await page.evaluate(() => matchMedia("(prefers-color-scheme: dark)").matches)).toBe(false);
  await page.evaluate(() => console.log("said in the second test"));
  expect(heardByFirst).toEqual([]);
  await page.addInitScript(() => {});
});
test("c: after an init script, a new tab", async ({ page }) => {
  expect(page).not.toBe(first);
});
