import type { Locator, Page } from "@playwright/test";
import { translate } from "~/lib/admin/i18n";
import { expect, hydrated, test } from "../fixtures";
import { tabTo as tabToTarget } from "../keyboard";
import { waitForOwnStamp } from "../form-stamp";
import { runOnE2eDb } from "../outbox";

/*
 * Keyboard only (issue 52): a visitor registers with Tab, typing and Enter, in both languages; staff
 * mark a person as here in the check-in view with Tab and Enter, in both back-office languages. The
 * focused control shows a ring.
 */
test.use({ reducedMotion: "reduce" });

const HAMBURG = "/events/workshop-dankbarkeit-hamburg";
const CONSENT = JSON.stringify({ necessary: true, analytics: false, marketing: false });

/** Long pages: up to 120 Tab presses to a control. */
const tabTo = (page: Page, target: Locator) => tabToTarget(page, target, { max: 120 });

/** Something is drawn around the focused control (outline or box-shadow). */
const drawsRing = (target: Locator) =>
  target.evaluate((el) => {
    const style = getComputedStyle(el);
    return style.outlineStyle !== "none" || style.boxShadow !== "none";
  });

for (const lang of ["de", "en"] as const) {
  test(`a visitor registers by keyboard (${lang}) @seats`, async ({ page }) => {
    const email = `kbd-reg-${lang}-${Date.now()}@example.com`;
    try {
      await page
        .context()
        .addCookies([
          { name: "cookieConsent", value: encodeURIComponent(CONSENT), url: String(test.info().project.use.baseURL) },
        ]);
      await page.goto(lang === "de" ? HAMBURG : `${HAMBURG}?lang=en`);
      await hydrated(page);
      const form = page.getByTestId("registration").locator("form");
      const name = form.getByRole("textbox", { name: "Name", exact: true });
      await tabTo(page, name);
      expect(await drawsRing(name)).toBe(true);
      await page.keyboard.type("Ada Test");
      await page.keyboard.press("Tab");
      await page.keyboard.type(email);
      await page.keyboard.press("Tab");
      await page.keyboard.type("Ruhe");
      const consent = form.getByRole("checkbox");
      await tabTo(page, consent);
      await page.keyboard.press("Space");
      await expect(consent).toBeChecked();
      const submit = form.getByRole("button").last();
      await tabTo(page, submit);
      await waitForOwnStamp(page, form);
      await page.keyboard.press("Enter");
      await expect(page.getByTestId("toast")).toContainText(
        lang === "de" ? "Danke für deine Anmeldung!" : "Thank you for registering!",
      );
    } finally {
      await runOnE2eDb(`DELETE FROM event_registrations WHERE email = ?`, email);
    }
  });
}

test("staff check a person in by keyboard, in German and in English @seats", async ({
  adminPage,
  englishAdminPage,
}) => {
  const restore = () =>
    runOnE2eDb(
      `UPDATE event_registrations SET status = 'confirmed' WHERE email IN ('jonas@example.com', 'lea@example.com')
         AND event_id = (SELECT id FROM events WHERE slug = 'resilienz-tag-muenchen')`,
    );
  try {
    await adminPage.goto("/admin/anmeldungen");
    const screen = await adminPage.getByRole("link", { name: "Resilienz-Tag München" }).getAttribute("href");
    for (const [page, lang, person] of [
      [adminPage, "de", "Jonas Muster"],
      [englishAdminPage, "en", "Lea Probe"],
    ] as const) {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${screen}/check-in`);
      await hydrated(page);
      const here = page.getByRole("button", { name: `${translate(lang, "Ist da")}: ${person}` });
      await tabTo(page, here);
      expect(await drawsRing(here)).toBe(true);
      await page.keyboard.press("Enter");
      await expect(page.getByTestId("check-in-row").filter({ hasText: person })).toContainText(
        translate(lang, "Teilgenommen"),
      );
    }
  } finally {
    await restore();
  }
});
