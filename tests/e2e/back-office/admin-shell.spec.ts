import type { Page } from "@playwright/test";
import { E2E_STAFF, expect, test } from "../fixtures";

// The back office's shell. Signed in once per run through tests/e2e/fixtures.ts, except the test whose
// subject is the sign-in redirect itself (it signs the e2e admin in through the form: a new session
// beside the shared one; the demo admin is signed out by login.spec.ts, which may run at the same time).
const ADMIN = E2E_STAFF[0]!;

const bar = (page: Page) => page.getByRole("banner");

/** React has attached its handlers: keys and clicks that need JavaScript work from here on. */
async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const el = document.querySelector("header button, header a");
    return !!el && Object.keys(el).some((key) => key.startsWith("__reactProps"));
  });
}

test.describe("admin shell", () => {
  test("a visitor asking for a back-office screen signs in and comes back to that screen", async ({ page }) => {
    await page.goto("/admin/general");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin%2Fgeneral$/);
    await page.getByLabel("E-Mail", { exact: true }).fill(ADMIN.email);
    await page.getByLabel("Passwort", { exact: true }).fill(ADMIN.password);
    await page.getByRole("button", { name: "Anmelden", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/general$/);
    await expect(page.getByRole("heading", { level: 1, name: "Allgemeine Einstellungen" })).toBeVisible();
  });

  test("the bar: dropdown groups work with the keyboard and the active screen is highlighted", async ({
    adminPage: page,
  }) => {
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto("/admin");
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Verwaltung", exact: true });
    await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
    await expect(bar(page).getByRole("link", { name: /Zur Website/ })).toHaveAttribute("target", "_blank");
    await expect(bar(page).getByRole("button", { name: "Abmelden" })).toBeVisible();

    // Keyboard only: focus the "Inhalte" (content) group, open it, move to the second entry, follow it.
    const content = nav.getByRole("button", { name: "Inhalte" });
    await content.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu");
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("menuitem", { name: "Themenkacheln" })).toBeVisible();
    // Radix moves focus into the menu a frame after it opens; a key pressed before that is lost.
    await expect(menu.getByRole("menuitem").first()).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(menu.getByRole("menuitem", { name: "Themenkacheln" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/admin\/main-sections$/);
    await expect(menu).toHaveCount(0);

    // The group of the open screen is highlighted; Dashboard no longer is.
    await expect(content).toHaveAttribute("data-active", "true");
    await expect(content).toHaveClass(/bg-primary/);
    await expect(nav.getByRole("link", { name: "Dashboard" })).not.toHaveAttribute("aria-current", "page");

    // Escape closes an open group without navigating.
    await nav.getByRole("button", { name: "System" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("menuitem", { name: "Rechtliche Seiten" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("menu")).toHaveCount(0);
    await expect(page).toHaveURL(/\/admin\/main-sections$/);

    // Follow a top link by mouse: "Allgemein" is highlighted.
    await nav.getByRole("link", { name: "Allgemein" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Allgemeine Einstellungen" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Allgemein" })).toHaveAttribute("aria-current", "page");
    expect(errors).toEqual([]);
  });

  test("at 1366 px the bar keeps every item visible on at most two lines, in German and in English", async ({
    adminPage,
    englishAdminPage,
  }) => {
    for (const [page, names] of [
      [adminPage, ["Dashboard", "Allgemein", "System", "Profil", "Zur Website", "Abmelden"]],
      [englishAdminPage, ["Dashboard", "General", "System", "Profile", "Homepage", "Logout"]],
    ] as const) {
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.goto("/admin");
      await hydrated(page);
      // The lines are the distinct vertical places of the bar's links and buttons.
      const tops = await bar(page)
        .locator("a, button")
        .evaluateAll((items) =>
          items
            .filter((item) => item.getClientRects().length > 0)
            .map((item) => Math.round(item.getBoundingClientRect().top + item.getBoundingClientRect().height / 2)),
        );
      const lines = tops.filter((top, i) => !tops.slice(0, i).some((seen) => Math.abs(seen - top) < 8));
      expect(
        lines.length,
        `lines of the bar in ${await page.locator("html").getAttribute("lang")}`,
      ).toBeLessThanOrEqual(2);
      for (const name of names) {
        await expect(bar(page).getByText(name, { exact: false }).first()).toBeVisible();
      }
    }
  });

  test("on a phone the bar is a menu button that opens the whole menu as a list, within the screen's width", async ({
    adminPage: page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/admin");
    await hydrated(page);
    // Nothing wider than the phone: the page does not scroll sideways.
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await expect(bar(page).getByRole("button", { name: "Abmelden" })).toBeHidden();
    const toggle = bar(page).getByRole("button", { name: "Menü" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const list = page.getByRole("navigation", { name: "Verwaltung (Menü)" });
    await expect(list.getByRole("link", { name: "Rechtliche Seiten" })).toBeVisible();
    await expect(list.getByRole("link", { name: /Zur Website/ })).toHaveAttribute("target", "_blank");
    await expect(list.getByRole("button", { name: "Abmelden" })).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
    // Escape closes it and the focus goes back to the button.
    await list.getByRole("link", { name: "Rechtliche Seiten" }).focus();
    await page.keyboard.press("Escape");
    await expect(list).toHaveCount(0);
    await expect(toggle).toBeFocused();
    await toggle.click();
    await list.getByRole("link", { name: "Allgemein" }).click();
    await expect(page).toHaveURL(/\/admin\/general$/);
    await expect(list).toHaveCount(0);
  });

  test("general settings: a new company name shows in the public footer @shared", async ({ adminPage: page }) => {
    await page.goto("/admin/general");
    const field = page.getByLabel("Firmenname");
    const original = await field.inputValue();
    const logoBefore = await page.getByLabel("Kurzlogo").inputValue();
    const name = `E2E Firma ${Date.now()}`;
    try {
      await field.fill(name);
      await page.getByRole("button", { name: "Unternehmensdaten speichern" }).click();
      await expect(page.getByTestId("toast")).toContainText("Allgemeine Einstellungen erfolgreich aktualisiert!");
      await expect(page.getByTestId("current-settings")).toContainText(name);
      await expect(page.getByLabel("Kurzlogo")).toHaveValue(logoBefore);

      // A refused value is shown next to its field, nothing is saved.
      await page.getByLabel("E-Mail", { exact: true }).fill("keine-adresse");
      await page.getByRole("button", { name: "Kontaktdaten speichern" }).click();
      await expect(page.getByText("Bitte eine gültige E-Mail-Adresse eingeben")).toBeVisible();
      await expect(page.getByLabel("E-Mail", { exact: true })).toHaveAttribute("aria-invalid", "true");

      await page.goto("/");
      await expect(page.getByRole("contentinfo")).toContainText(name);
    } finally {
      // Leave the seeded data as it was for the specs that run after this one.
      await page.goto("/admin/general");
      await page.getByLabel("Firmenname").fill(original);
      await page.getByRole("button", { name: "Unternehmensdaten speichern" }).click();
      await expect(page.getByTestId("toast")).toContainText("Allgemeine Einstellungen erfolgreich aktualisiert!");
    }
  });

  test("the dark-mode toggle in the bar also darkens the public site", async ({ adminPage: page }) => {
    await page.goto("/admin");
    const html = page.locator("html");
    await expect(html).not.toHaveClass(/dark/);
    await bar(page).getByTestId("theme-toggle").click();
    await expect(html).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem("dark"))).toBe("true");
    await page.goto("/");
    await expect(html).toHaveClass(/dark/);

    await page.goto("/admin");
    await bar(page).getByTestId("theme-toggle").click();
    await expect(html).not.toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem("dark"))).toBe("false");
    await page.goto("/");
    await expect(html).not.toHaveClass(/dark/);
  });
});
