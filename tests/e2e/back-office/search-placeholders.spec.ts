import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "../fixtures";

/*
 * Every search field shows its whole placeholder (issue 51), on a phone (390 px) and on a laptop
 * (1366 px), in both languages: the placeholder's width in the field's own font fits the box inside
 * its padding.
 */

const PUBLIC = ["/blog", "/shop", "/en/blog", "/en/shop"];
const ADMIN = [
  "/admin/blog",
  "/admin/contact-messages",
  "/admin/newsletter-subscriptions",
  "/admin/redirect-links",
  "/admin/users",
  "/admin/media",
];
const WIDTHS = [390, 1366];

/** Each empty search field's placeholder that is wider than the room its box gives it. */
async function cutPlaceholders(page: Page) {
  return page.evaluate(() => {
    const canvas = document.createElement("canvas").getContext("2d")!;
    return [...document.querySelectorAll<HTMLInputElement>("input[type=search]")]
      .filter((input) => input.placeholder && !input.value && input.offsetParent !== null)
      .map((input) => {
        const style = getComputedStyle(input);
        canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return { placeholder: input.placeholder, text: Math.ceil(canvas.measureText(input.placeholder).width), room };
      })
      .filter(({ text, room }) => text > room);
  });
}

async function everyAdminSearch(page: Page) {
  for (const path of ADMIN) {
    await page.goto(path);
    await hydrated(page);
    await expect(page.getByRole("searchbox").first()).toBeVisible();
    expect(await cutPlaceholders(page), path).toEqual([]);
  }
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("the public searches show their whole placeholder", async ({ page }) => {
      for (const path of PUBLIC) {
        await page.goto(path);
        await expect(page.getByRole("searchbox").first()).toBeVisible();
        expect(await cutPlaceholders(page), path).toEqual([]);
      }
    });

    test("the back office's searches show their whole placeholder in German", async ({ adminPage }) => {
      await everyAdminSearch(adminPage);
    });

    test("the back office's searches show their whole placeholder in English", async ({ englishAdminPage }) => {
      await everyAdminSearch(englishAdminPage);
    });
  });
}
