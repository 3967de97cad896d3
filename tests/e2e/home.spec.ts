import { expect, test, type Page } from "@playwright/test";

function collectPageErrors(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** A value the site mirrors into localStorage after hydration (parsed as JSON). */
async function stored(page: Page, key: string) {
  const raw = await page.evaluate((k) => localStorage.getItem(k), key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

test.describe("home page", () => {
  test("renders the seeded German content, then English after switching language", async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByTestId("main-sections").getByRole("link").first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "Newsletter abonnieren" })).toBeVisible();

    await page.getByTestId("language-toggle").click();
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { name: "Subscribe to our newsletter" })).toBeVisible();

    // The choice survives a reload: the server renders English straight away.
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { name: "Subscribe to our newsletter" })).toBeVisible();
    await expect.poll(() => stored(page, "language")).toBe("en");
    expect(errors).toEqual([]);
  });

  test("?lang=en leads to the English address, and its links stay English", async ({ page }) => {
    await page.goto("/?lang=en");
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { name: "Subscribe to our newsletter" })).toBeVisible();
    await page.getByRole("contentinfo").locator('a[href="/en/kontakt"]').first().click();
    await expect(page).toHaveURL(/\/en\/kontakt$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("dark mode survives a reload", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/");
    await expect(page.locator("html")).not.toHaveClass(/dark/);
    await page.getByTestId("theme-toggle").click();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await page.reload();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await expect.poll(() => stored(page, "darkMode")).toBe(true);
    await page.getByTestId("theme-toggle").click();
    await expect(page.locator("html")).not.toHaveClass(/dark/);
  });

  test("follows the system colour scheme until the visitor chooses", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/");
    await expect(page.locator("html")).toHaveClass(/dark/);
  });

  test("the slideshow advances on its own and with the arrows and dots", async ({ page }) => {
    await page.goto("/");
    const show = page.getByTestId("hero-slideshow");
    await expect(show).toHaveAttribute("data-active-slide", "0");
    // The first seeded slide lasts 5000 ms.
    await expect(show).toHaveAttribute("data-active-slide", "1", { timeout: 9_000 });
    await page.getByRole("button", { name: "Nächstes Bild" }).click();
    await expect(show).toHaveAttribute("data-active-slide", "2");
    await page.getByRole("button", { name: "Nächstes Bild" }).click();
    await expect(show).toHaveAttribute("data-active-slide", "0"); // wraps around
    await page.getByRole("button", { name: "Vorheriges Bild" }).click();
    await expect(show).toHaveAttribute("data-active-slide", "2");
    await page.getByRole("button", { name: "Gehe zu Folie 2" }).click();
    await expect(show).toHaveAttribute("data-active-slide", "1");
  });

  test("a slide's video opens in the modal as an embed, and the slideshow pauses", async ({ page }) => {
    await page.goto("/");
    const show = page.getByTestId("hero-slideshow");
    const videoButton = show.getByRole("button", { name: "Video ansehen" });
    // Find the slide that has a video.
    for (let i = 0; i < 3 && !(await videoButton.first().isVisible()); i++) {
      await page.getByRole("button", { name: "Nächstes Bild" }).click();
    }
    await videoButton.filter({ visible: true }).first().click();
    const dialog = page.getByRole("dialog", { name: "Video" });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator("iframe")).toHaveAttribute("src", /youtube\.com\/embed\/|player\.vimeo\.com\/video\//);
    await expect(show).toHaveAttribute("data-paused", "true");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });
});

test.describe("cookie banner", () => {
  test("accept all stores every category and hides the banner for good", async ({ page }) => {
    await page.goto("/");
    const banner = page.getByTestId("cookie-banner");
    await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/preferences")),
      banner.getByRole("button", { name: "Alle akzeptieren" }).click(),
    ]);
    await expect(banner).toBeHidden();
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(banner).toBeHidden();
    await expect
      .poll(() => stored(page, "cookieConsent"))
      .toEqual({
        necessary: true,
        analytics: true,
        marketing: true,
      });
  });

  test("necessary only stores analytics and marketing off", async ({ page }) => {
    await page.goto("/");
    await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/preferences")),
      page.getByTestId("cookie-banner").getByRole("button", { name: "Nur notwendige" }).click(),
    ]);
    await page.reload();
    await expect(page.getByTestId("cookie-banner")).toBeHidden();
    await expect
      .poll(() => stored(page, "cookieConsent"))
      .toEqual({
        necessary: true,
        analytics: false,
        marketing: false,
      });
  });

  test("settings save the chosen switches", async ({ page }) => {
    await page.goto("/");
    const banner = page.getByTestId("cookie-banner");
    await banner.getByRole("button", { name: "Einstellungen" }).click();
    await expect(banner.getByRole("switch", { name: "Notwendig" })).toBeChecked();
    await expect(banner.getByRole("switch", { name: "Notwendig" })).toBeDisabled();
    await banner.getByRole("switch", { name: "Analyse" }).click();
    await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/preferences")),
      banner.getByRole("button", { name: "Auswahl speichern" }).click(),
    ]);
    await page.reload();
    await expect(banner).toBeHidden();
    await expect
      .poll(() => stored(page, "cookieConsent"))
      .toEqual({
        necessary: true,
        analytics: true,
        marketing: false,
      });
  });

  test("the close icon hides the banner without storing a choice", async ({ page }) => {
    await page.goto("/");
    const banner = page.getByTestId("cookie-banner");
    await banner.getByRole("button", { name: "Schließen" }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    await expect(banner).toBeVisible();
  });
});

test.describe("newsletter", () => {
  test("signup shows the pending label, the please-confirm toast and the thank-you state", async ({ page }) => {
    await page.goto("/");
    await page.getByTestId("cookie-banner").getByRole("button", { name: "Nur notwendige" }).click();
    const email = `leser-${Date.now()}@example.com`;
    await page.getByPlaceholder("E-Mail-Adresse").fill(email);
    await page.getByRole("button", { name: "Anmelden" }).click();
    // Double opt-in: nothing is subscribed until the link in the mail is followed.
    await expect(page.getByTestId("toast")).toContainText("Fast geschafft!");
    await expect(page.getByTestId("toast")).toContainText(
      "Bitte bestätigen Sie Ihre Anmeldung über den Link in der E-Mail.",
    );
    await expect(page.getByTestId("newsletter-success")).toBeVisible();
  });

  test("a malformed address gets a field message and nothing is sent", async ({ page }) => {
    await page.goto("/");
    const input = page.getByPlaceholder("E-Mail-Adresse");
    // Bypass the browser's own type=email check to see our message.
    await input.evaluate((el) => el.setAttribute("type", "text"));
    await input.fill("kein-mail");
    await page.getByRole("button", { name: "Anmelden" }).click();
    await expect(page.getByText("Bitte geben Sie eine gültige E-Mail-Adresse ein.")).toBeVisible();
    await expect(page.getByTestId("newsletter-success")).toHaveCount(0);
  });
});

test("unknown pages answer the site's 404 page with navigation", async ({ page }) => {
  const response = await page.goto("/gibt-es-nicht");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Seite nicht gefunden" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Hauptnavigation" })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the newsletter form still signs up and the please-confirm toast arrives after the redirect", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByPlaceholder("E-Mail-Adresse").fill(`ohne-js-${Date.now()}@example.com`);
    await page.getByRole("button", { name: "Anmelden" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId("toast")).toContainText(
      "Bitte bestätigen Sie Ihre Anmeldung über den Link in der E-Mail.",
    );
  });
});
