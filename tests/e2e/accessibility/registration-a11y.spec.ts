import type { Page } from "@playwright/test";
import { expectNoSeriousViolations, expectNoSeriousViolationsLightAndDark } from "../axe";
import { expect, hydrated, test } from "../fixtures";
import { waitForOwnStamp } from "../form-stamp";
import { runOnE2eDb } from "../outbox";

/*
 * The accessibility gate (axe, WCAG 2.0/2.1 A and AA, serious and critical fail) on the registration's
 * states (issue 52): the form empty, with its field errors, the confirmation; the staff's list of one
 * event and the check-in view at the door. Both languages; the public ones in dark mode too.
 */
test.use({ reducedMotion: "reduce" });

const HAMBURG = "/events/workshop-dankbarkeit-hamburg";
const CONSENT = JSON.stringify({ necessary: true, analytics: false, marketing: false });

async function quietBanner(page: Page) {
  await page
    .context()
    .addCookies([
      { name: "cookieConsent", value: encodeURIComponent(CONSENT), url: String(test.info().project.use.baseURL) },
    ]);
}

for (const lang of ["de", "en"] as const) {
  const path = lang === "de" ? HAMBURG : `${HAMBURG}?lang=en`;

  test(`registration form (${lang}): empty and with field errors`, async ({ page }) => {
    await quietBanner(page);
    await page.goto(path);
    const block = page.getByTestId("registration");
    await expect(block.locator("form")).toBeVisible();
    await expectNoSeriousViolationsLightAndDark(page, `registration form (${lang})`);

    // Sent empty (the form does not stop it in the browser): the server's answer with every field's message.
    await hydrated(page);
    await waitForOwnStamp(page, block.locator("form"));
    await block.locator("form").getByRole("button").last().click();
    await expect(page.getByRole("alert").first()).toBeVisible();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    await expectNoSeriousViolationsLightAndDark(page, `registration form with field errors (${lang})`);
  });

  test(`registration confirmation (${lang}) @seats`, async ({ page }) => {
    const email = `a11y-reg-${lang}-${Date.now()}@example.com`;
    try {
      await quietBanner(page);
      await page.goto(path);
      const form = page.getByTestId("registration").locator("form");
      await form.getByRole("textbox", { name: "Name", exact: true }).fill("Ada Test");
      await form.getByRole("textbox", { name: lang === "de" ? "E-Mail-Adresse" : "E-mail address" }).fill(email);
      await form.getByRole("checkbox").check();
      await hydrated(page);
      await waitForOwnStamp(page, form);
      await form.getByRole("button").last().click();
      await expect(page.getByTestId("toast")).toBeVisible();
      await expectNoSeriousViolationsLightAndDark(page, `registration confirmation (${lang})`);
    } finally {
      await runOnE2eDb(`DELETE FROM event_registrations WHERE email = ?`, email);
    }
  });
}

/** The Munich day's staff screen, found from the registrations overview. */
async function munichScreen(page: Page): Promise<string> {
  await page.goto("/admin/anmeldungen");
  const href = await page.getByRole("link", { name: "Resilienz-Tag München" }).getAttribute("href");
  expect(href).toMatch(/^\/admin\/anmeldungen\/events\/\d+$/);
  return href!;
}

test("staff registrations screen and check-in view, German light and dark, English", async ({
  adminPage,
  englishAdminPage,
}) => {
  const screen = await munichScreen(adminPage);
  for (const [suffix, name] of [
    ["", "registrations of an event"],
    ["/check-in", "check-in"],
  ] as const) {
    await adminPage.goto(`${screen}${suffix}`);
    await expect(adminPage.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoSeriousViolationsLightAndDark(adminPage, name);
    await englishAdminPage.goto(`${screen}${suffix}`);
    await expect(englishAdminPage.locator("html")).toHaveAttribute("lang", "en");
    await expectNoSeriousViolations(englishAdminPage, `${name} (English)`);
  }
  // The check-in view on the phone at the door.
  await adminPage.setViewportSize({ width: 390, height: 844 });
  await adminPage.goto(`${screen}/check-in`);
  await expectNoSeriousViolations(adminPage, "check-in on a phone");
});
