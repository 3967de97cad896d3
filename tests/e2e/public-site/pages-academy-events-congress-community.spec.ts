import type { Page } from "@playwright/test";
import { answerCookieBanner, expect, test } from "../fixtures";

function collectPageErrors(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** Each page with a text that only its own content shows, per language (seeded demo content). */
const PAGES = [
  { path: "/academy", de: "Kurs entdecken", en: "Explore Course" },
  { path: "/events", de: "Kommende Events", en: "Upcoming Events" },
  { path: "/events/gluecksfestival-berlin", de: "Veranstalter", en: "Organizers" },
  { path: "/kongress", de: "Unsere Speaker", en: "Our Speakers" },
  { path: "/community", de: "Unsere Community in Zahlen", en: "Our Community in Numbers" },
] as const;

for (const { path, de, en } of PAGES) {
  test(`${path} renders in German and English without errors`, async ({ page }) => {
    const errors = collectPageErrors(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText(de).first()).toBeVisible();

    await page.goto(`${path}?lang=en`);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText(en).first()).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test("an unknown event answers 404 with 'Event not found' and the slug, in both languages", async ({ page }) => {
  const response = await page.goto("/events/x");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Event nicht gefunden" })).toBeVisible();
  await expect(page.getByText("„x“")).toBeVisible();
  await expect(page.getByRole("link", { name: "Zurück zu den Events" })).toHaveAttribute("href", "/events");

  const en = await page.goto("/en/events/x");
  expect(en?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Event not found" })).toBeVisible();
  await expect(page.getByText('"x"')).toBeVisible();
});

test("the featured event's watch-video button opens the video dialog", async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto("/events");
  await answerCookieBanner(page);
  const featured = page.getByTestId("featured-event");
  await expect(featured).toHaveCount(1);
  await featured.getByRole("button", { name: /^Video ansehen/ }).click();
  const dialog = page.getByRole("dialog", { name: "Video" });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator("iframe")).toHaveAttribute("src", /youtube\.com\/embed\/|player\.vimeo\.com\/video\//);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  expect(errors).toEqual([]);
});

test("the featured event's details link leads to its page with organizers, and back", async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto("/events");
  await answerCookieBanner(page);
  await page
    .getByTestId("featured-event")
    .getByRole("link", { name: /^Details/ })
    .click();
  await expect(page).toHaveURL(/\/events\/gluecksfestival-berlin$/);
  await expect(page.getByRole("heading", { level: 1, name: "Glücksfestival Berlin" })).toBeVisible();
  await expect(page.getByTestId("organizer")).toHaveCount(3);
  // Click to play: no YouTube/Vimeo frame before the visitor asks for it (no marketing consent).
  await expect(page.locator('iframe[title^="Video"]')).toHaveCount(0);
  await page.getByRole("button", { name: /^Video abspielen/ }).click();
  await expect(page.locator('iframe[title^="Video"]')).toHaveCount(1);
  await page.getByRole("link", { name: "Zurück zu den Events" }).click();
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.getByRole("heading", { name: "Kommende Events" })).toBeVisible();
  expect(errors).toEqual([]);
});

test("upcoming events show at most three cards, and the last-event video is embedded", async ({ page }) => {
  await page.goto("/events");
  const cards = page.getByTestId("upcoming-event");
  expect(await cards.count()).toBeLessThanOrEqual(3);
  await expect(cards.first()).toBeVisible();
  await answerCookieBanner(page);
  await page
    .getByTestId("last-event-video")
    .getByRole("button", { name: /^Video abspielen/ })
    .click();
  await expect(page.getByTestId("last-event-video").locator("iframe")).toHaveAttribute(
    "title",
    "Video vom letzten Event",
  );
});

test("community stats show only active ones", async ({ page }) => {
  await page.goto("/community");
  await expect(page.getByTestId("community-stat")).toHaveCount(3);
  await expect(page.getByText("Länder")).toHaveCount(0);
});

test("the pages fit a phone screen without horizontal scrolling", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  for (const { path } of PAGES) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
