import { expect, hydrated, test } from "../fixtures";

/*
 * The back office's lists on a phone (390×844): nothing is wider than the screen, so no list needs a
 * sideways swipe, and each row's edit and delete are in reach; the search row keeps its box and button
 * on one line.
 */

const LISTS = [
  "/admin/blog",
  "/admin/events",
  "/admin/services",
  "/admin/shop",
  "/admin/academy",
  "/admin/projects",
  "/admin/about",
  "/admin/index-sections",
  "/admin/navigation",
  "/admin/contact-messages",
  "/admin/newsletter-subscriptions",
  "/admin/newsletter-campaigns",
  "/admin/redirect-links",
  "/admin/weiterleitungen",
  "/admin/users",
  "/admin/trash",
  "/admin/audit-log",
  "/admin/media",
  // The other lists, and the profile's sessions and trusted browsers (issue 51).
  "/admin/kongress",
  "/admin/community",
  "/admin/main-sections",
  "/admin/hero",
  "/admin/service-details",
  "/admin/anmeldungen",
  "/admin/legal",
  "/admin/backups",
  "/admin/profile",
];

test.use({ viewport: { width: 390, height: 844 } });

for (const path of LISTS) {
  test(`${path} fits a phone's width, with each row's actions in reach`, async ({ adminPage: page }) => {
    await page.goto(path);
    await hydrated(page);
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      // A box that scrolls sideways inside the page is a swipe too.
      inner: [...document.querySelectorAll<HTMLElement>("main *")]
        .filter((el) => {
          const style = getComputedStyle(el);
          // Screen-reader-only text and a text cut short with "…" do not scroll.
          const scrolls = style.overflowX !== "visible" && style.textOverflow !== "ellipsis";
          return scrolls && el.clientWidth > 1 && el.scrollWidth > el.clientWidth + 1;
        })
        .map((el) => `${el.tagName.toLowerCase()}.${el.className.toString().slice(0, 60)}: ${el.scrollWidth}`),
    }));
    expect(widths.page, "the page's width").toBeLessThanOrEqual(390);
    expect(widths.inner, "boxes that scroll sideways").toEqual([]);

    const row = page.locator("main tbody tr, main [data-testid='content-row']").first();
    if ((await row.count()) === 0) return;
    // Each visible action scrolled into view and measured there, all in one call into the page (one
    // round trip per action and measure made this most of the test's time).
    const boxes = await row.locator("a, button").evaluateAll((actions) =>
      actions
        .filter((el) => {
          const rect = el.getBoundingClientRect();
          return rect.width > 0 && rect.height > 0 && getComputedStyle(el).visibility !== "hidden";
        })
        .map((el) => {
          el.scrollIntoView({ block: "nearest", inline: "nearest" });
          const rect = el.getBoundingClientRect();
          return {
            text: el.textContent,
            label: el.getAttribute("aria-label") ?? el.textContent,
            x: rect.x,
            right: rect.right,
          };
        }),
    );
    for (const box of boxes) {
      expect(box.x, `${box.text} starts on screen`).toBeGreaterThanOrEqual(0);
      expect(box.right, `${box.label} ends on screen`).toBeLessThanOrEqual(390);
    }
  });
}

test("the search row keeps its box and its button side by side on a phone", async ({ adminPage: page }) => {
  await page.goto("/admin/blog");
  await hydrated(page);
  const search = page.getByRole("searchbox").first();
  const button = page.getByRole("button", { name: /^(Suchen|Search)$/ }).first();
  const [box, buttonBox] = [(await search.boundingBox())!, (await button.boundingBox())!];
  expect(box.width, "the box is wide enough for its placeholder").toBeGreaterThanOrEqual(160);
  expect(Math.abs(box.y - buttonBox.y), "box and button on one line").toBeLessThan(box.height);
  expect(await search.evaluate((el: HTMLInputElement) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
});
