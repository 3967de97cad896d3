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
    const actions = row.locator("a, button");
    for (const action of await actions.all()) {
      if (!(await action.isVisible())) continue;
      await action.scrollIntoViewIfNeeded();
      const box = (await action.boundingBox())!;
      expect(box.x, `${await action.textContent()} starts on screen`).toBeGreaterThanOrEqual(0);
      expect(
        box.x + box.width,
        `${(await action.getAttribute("aria-label")) ?? (await action.textContent())} ends on screen`,
      ).toBeLessThanOrEqual(390);
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
