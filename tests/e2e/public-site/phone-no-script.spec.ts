import type { Locator } from "@playwright/test";
import { expect, hydrated, test } from "../fixtures";

// A phone (390×844), first with the page's JavaScript, then without any: the cached public pages must
// still show a visitor's cookie and theme choices, and the phone menu must open (decision 0059).
const PHONE = { width: 390, height: 844 };

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error("not laid out");
  return found;
}

type Box = Awaited<ReturnType<typeof box>>;
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test.describe("on a phone", () => {
  test.use({ viewport: PHONE });

  test("the slideshow's arrows leave the slide's text free", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const show = page.getByTestId("hero-slideshow");
    const slide = show.locator('[aria-roledescription="slide"][aria-hidden="false"]');
    const texts = [slide.getByRole("heading").first(), slide.locator("p").first(), slide.locator("p").nth(1)];
    for (const name of ["Vorheriges Bild", "Nächstes Bild"]) {
      const arrow = await box(show.getByRole("button", { name }));
      for (const text of texts) expect(overlaps(arrow, await box(text)), name).toBe(false);
    }
    for (const link of await slide.getByRole("link").all()) {
      expect(overlaps(await box(show.getByRole("button", { name: "Nächstes Bild" })), await box(link))).toBe(false);
    }
  });
});

test.describe("without JavaScript, on a phone", () => {
  test.use({ viewport: PHONE, javaScriptEnabled: false });

  test("the menu opens; 'Nur notwendige' hides the banner on the next (cached) pages; dark mode applies", async ({
    page,
  }) => {
    // Six page loads, each a whole page (nothing is fetched by a script).
    test.slow();
    await page.goto("/");
    const menu = page.locator("header summary", { hasText: "Menü" });
    await menu.click();
    await expect(page.locator("#mobile-menu").getByRole("link", { name: "Über uns" })).toBeVisible();

    const banner = page.getByTestId("cookie-banner");
    await expect(banner).toBeVisible();
    await banner.getByRole("button", { name: "Nur notwendige" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(banner).toBeHidden();
    // The next page, twice: the second answer comes from the page cache and still knows the choice.
    await page.goto("/about");
    const cached = await page.goto("/about");
    expect(cached?.headers()["x-cache"]).toBe("HIT");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(banner).toBeHidden();

    const html = page.locator("html");
    await expect(html).not.toHaveClass(/\bdark\b/);
    await page.getByRole("button", { name: "Dunkelmodus aktivieren" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(html).toHaveClass(/\bdark\b/);
    await page.goto("/blog");
    await expect(html).toHaveClass(/\bdark\b/);
    await expect(banner).toBeHidden();
  });
});

test.describe("the cookie banner without JavaScript", () => {
  test.use({ viewport: PHONE, javaScriptEnabled: false });

  test("its close icon hides it for this page, and its settings store a choice of their own", async ({
    page,
    context,
  }) => {
    test.slow();
    await page.goto("/kontakt");
    const banner = page.getByTestId("cookie-banner");
    await expect(banner).toBeVisible();
    // Closing only hides it for this view: no choice is stored, so the next page asks again.
    await banner.locator("summary", { hasText: "Schließen" }).click();
    await expect(banner).toBeHidden();
    await page.goto("/about");
    await expect(banner).toBeVisible();

    await banner.locator("summary", { hasText: "Einstellungen" }).click();
    await expect(banner.getByLabel("Notwendig")).toBeChecked();
    await banner.getByLabel("Analyse").check();
    await banner.getByRole("button", { name: "Auswahl speichern" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(banner).toBeHidden();
    const consent = (await context.cookies()).find((cookie) => cookie.name === "cookieConsent");
    expect(JSON.parse(decodeURIComponent(consent?.value ?? "{}"))).toMatchObject({
      analytics: true,
      marketing: false,
    });
    await page.goto("/blog");
    await expect(banner).toBeHidden();
  });
});
