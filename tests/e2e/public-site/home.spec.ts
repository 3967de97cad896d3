import type { Page } from "@playwright/test";
import { answerCookieBanner, expect, hydrated, test } from "../fixtures";
import { readyToSend } from "../form-stamp";
import { mailTo } from "../newsletter";

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
    await page.getByRole("contentinfo").locator('a[href="/en/contact"]').first().click();
    await expect(page).toHaveURL(/\/en\/contact$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("dark mode survives a reload", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/");
    await expect(page.locator("html")).not.toHaveClass(/dark/);
    await hydrated(page);
    // The reload comes before the server has answered the toggle's post (held here until then): the
    // choice must already be stored in the browser.
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route(/\/preferences/, async (route) => {
      await held;
      await route.continue().catch(() => {}); // the reload has cancelled it
    });
    await page.getByTestId("theme-toggle").click();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await page.reload();
    answer();
    await page.unrouteAll({ behavior: "wait" });
    await expect(page.locator("html")).toHaveClass(/dark/);
    await expect.poll(() => stored(page, "darkMode")).toBe(true);
    await hydrated(page);
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
    // The settings and the close icon are the browser's own disclosures (a public page runs no React).
    await banner.locator("summary", { hasText: "Einstellungen" }).click();
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
    await banner.locator("summary", { hasText: "Schließen" }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    await expect(banner).toBeVisible();
  });
});

test.describe("returning visitor", () => {
  test("a stored dark choice and consent show in the very first frame: html.dark, no banner, the toggle's name for dark", async ({
    page,
    context,
    baseURL,
  }) => {
    const consoleErrors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") consoleErrors.push(message.text());
    });
    const errors = collectPageErrors(page);
    await page.emulateMedia({ colorScheme: "light" }); // the cookie, not the system, makes it dark
    const consent = JSON.stringify({ necessary: true, analytics: false, marketing: false });
    await context.addCookies([
      { name: "darkMode", value: "true", url: baseURL! },
      { name: "cookieConsent", value: encodeURIComponent(consent), url: baseURL! },
    ]);
    // What every frame shows from the first one on: animation-frame callbacks run just before the
    // browser paints, so a frame with the wrong theme or a visible banner would be caught here.
    await page.addInitScript(() => {
      type Frame = { dark: boolean; banner: string | null; toggle: string | null };
      const frames: Frame[] = [];
      (window as unknown as { __frames: Frame[] }).__frames = frames;
      const shown = (el: Element) => getComputedStyle(el).display !== "none";
      const record = () => {
        const banner = document.querySelector("[data-cookie-banner]");
        const toggle = document.querySelector('[data-testid="theme-toggle"]');
        frames.push({
          dark: document.documentElement.classList.contains("dark"),
          banner: banner && getComputedStyle(banner).display,
          toggle:
            toggle &&
            [...toggle.querySelectorAll("span")]
              .filter(shown)
              .map((span) => span.textContent)
              .join(""),
        });
        if (frames.length < 120) requestAnimationFrame(record);
      };
      requestAnimationFrame(record);
    });

    await page.goto("/");
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __frames: unknown[] }).__frames.length))
      .toBeGreaterThanOrEqual(120);
    const frames = await page.evaluate(
      () =>
        (window as unknown as { __frames: { dark: boolean; banner: string | null; toggle: string | null }[] }).__frames,
    );
    // The banner is in the page's HTML for everyone (the same request, with these cookies), hidden by the
    // head script's class until hydration leaves it out. Whether a frame comes before hydration depends on
    // the machine's load, so the frames only show that it was never visible.
    expect(await (await page.request.get("/")).text()).toContain("data-cookie-banner");
    expect(frames.every((frame) => frame.dark)).toBe(true);
    expect(frames.filter((frame) => frame.banner !== null && frame.banner !== "none")).toEqual([]);
    const withToggle = frames.filter((frame) => frame.toggle !== null);
    expect(withToggle.length).toBeGreaterThan(0);
    expect(new Set(withToggle.map((frame) => frame.toggle))).toEqual(new Set(["Hellen Modus aktivieren"]));

    // After hydration: still dark, no banner, the toggle's state right, and no hydration complaints.
    await hydrated(page);
    const html = page.locator("html");
    await expect(html).toHaveClass(/dark/);
    await expect(page.getByTestId("cookie-banner")).toHaveCount(0);
    const toggle = page.getByTestId("theme-toggle");
    await expect(toggle).toHaveAccessibleName("Hellen Modus aktivieren");
    await toggle.click();
    await expect(html).not.toHaveClass(/dark/);
    await expect(toggle).toHaveAccessibleName("Dunkelmodus aktivieren");
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === "darkMode")?.value).toBe("false");
    expect(consoleErrors).toEqual([]);
    expect(errors).toEqual([]);
  });
});

test.describe("newsletter", () => {
  test("signup shows the pending label, the please-confirm toast and the thank-you state", async ({ page }) => {
    await page.goto("/");
    await answerCookieBanner(page);
    const email = `leser-${Date.now()}@example.com`;
    await page.getByPlaceholder("E-Mail-Adresse").fill(email);
    await readyToSend(page);
    await page.getByRole("button", { name: "Anmelden", exact: true }).click();
    // Double opt-in: nothing is subscribed until the link in the mail is followed.
    await expect(page.getByTestId("toast")).toContainText("Fast geschafft!");
    await expect(page.getByTestId("toast")).toContainText(
      "Bitte bestätige deine Anmeldung über den Link in der E-Mail.",
    );
    await expect(page.getByTestId("newsletter-success")).toBeVisible();
    // Stored and mailed, not only answered like it (a robot gets the same toast).
    await mailTo(email);
  });

  test("a malformed address gets a field message and nothing is sent", async ({ page }) => {
    await page.goto("/");
    const input = page.getByPlaceholder("E-Mail-Adresse");
    // Bypass the browser's own type=email check to see our message.
    await input.evaluate((el) => el.setAttribute("type", "text"));
    await input.fill("kein-mail");
    await page.getByRole("button", { name: "Anmelden", exact: true }).click();
    await expect(page.getByText("Bitte gib eine gültige E-Mail-Adresse ein.")).toBeVisible();
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
    const email = `ohne-js-${Date.now()}@example.com`;
    await page.getByPlaceholder("E-Mail-Adresse").fill(email);
    await readyToSend(page);
    await page.getByRole("button", { name: "Anmelden", exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId("toast")).toContainText(
      "Bitte bestätige deine Anmeldung über den Link in der E-Mail.",
    );
    await mailTo(email);
  });
});
