import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "../fixtures";

/*
 * The single-record screens (general settings, page heroes): after a save the form shows what is
 * stored, and a second save in a row succeeds. Both change rows every page reads, hence @shared, and
 * each puts its row back in a `finally`.
 */

const UPDATED = "Allgemeine Einstellungen erfolgreich aktualisiert!";

async function openGeneral(page: Page) {
  await page.goto("/admin/general");
  // The screen's own script handles the save (the form's state after it is what is tested).
  await hydrated(page);
}

test.describe("single-record screens", () => {
  test("general settings: two cards saved in a row, each time the form shows what is stored @shared", async ({
    adminPage: page,
  }) => {
    await openGeneral(page);
    const address = page.getByLabel("Anrede der Besucher");
    const columns = page.getByLabel("Spalten der Themenkacheln");
    const company = page.getByLabel("Firmenname");
    const summary = page.getByTestId("current-settings");
    const original = {
      address: await address.inputValue(),
      columns: await columns.inputValue(),
      company: await company.inputValue(),
    };
    const other = original.address === "du" ? "sie" : "du";
    const name = `E2E Zweimal ${Date.now()}`;
    try {
      await address.selectOption(other);
      await page.getByRole("button", { name: "Texte der Website speichern" }).click();
      await expect(page.getByTestId("toast").filter({ hasText: UPDATED })).toHaveCount(1);
      await expect(address).toHaveValue(other);
      await expect(columns).toHaveValue(original.columns);

      // The second save (another card) posts the stored values of the first and succeeds; a name
      // typed with spaces around it shows as it was stored.
      await company.fill(`  ${name}  `);
      await page.getByRole("button", { name: "Unternehmensdaten speichern" }).click();
      await expect(summary).toContainText(name);
      await expect(company).toHaveValue(name);
      await expect(address).toHaveValue(other);
      await expect(columns).toHaveValue(original.columns);
      await expect(page.getByText("Bitte eine Anrede wählen")).toHaveCount(0);
      await expect(page.getByText("Spaltenanzahl ist erforderlich")).toHaveCount(0);

      // And a third, of the card whose choice came back empty before.
      const fewer = original.columns === "2" ? "3" : "2";
      await columns.selectOption(fewer);
      await page.getByRole("button", { name: "Startseite speichern" }).click();
      await expect(summary).toContainText(`${fewer} Spalten`);
      await expect(columns).toHaveValue(fewer);
      await expect(address).toHaveValue(other);
      await expect(company).toHaveValue(name);
    } finally {
      await openGeneral(page);
      await page.getByLabel("Anrede der Besucher").selectOption(original.address);
      await page.getByLabel("Spalten der Themenkacheln").selectOption(original.columns);
      await page.getByLabel("Firmenname").fill(original.company);
      await page.getByRole("button", { name: "Unternehmensdaten speichern" }).click();
      await expect(page.getByTestId("current-settings")).toContainText(original.company);
    }
  });

  test("a page hero saved twice in a row shows what is stored after each save @shared", async ({ adminPage: page }) => {
    const heroUpdated = "Blog hero section updated successfully!";
    const germanTitle = () => page.getByLabel(/^Titel \(DE\)(?!.*\(EN\))/);
    const germanSubtitle = () => page.getByLabel(/^Untertitel \(DE\)/);
    await page.goto("/admin/blog-hero");
    await hydrated(page);
    const original = { title: await germanTitle().inputValue(), subtitle: await germanSubtitle().inputValue() };
    try {
      await germanSubtitle().fill("  Zweimal gespeichert  ");
      await page.getByRole("button", { name: "Speichern", exact: true }).click();
      await expect(page.getByTestId("toast").filter({ hasText: heroUpdated })).toHaveCount(1);
      await expect(germanSubtitle()).toHaveValue("Zweimal gespeichert");

      await germanTitle().fill("  Zweiter Titel  ");
      await page.getByRole("button", { name: "Speichern", exact: true }).click();
      // Only the stored (trimmed) title shows that this save went through.
      await expect(germanTitle()).toHaveValue("Zweiter Titel");
      await expect(germanSubtitle()).toHaveValue("Zweimal gespeichert");
      await expect(page.getByRole("alert").filter({ hasText: "ist erforderlich" })).toHaveCount(0);
    } finally {
      await page.goto("/admin/blog-hero");
      await hydrated(page);
      await germanTitle().fill(original.title);
      await germanSubtitle().fill(original.subtitle);
      await page.getByRole("button", { name: "Speichern", exact: true }).click();
      await expect(page.getByTestId("toast").filter({ hasText: heroUpdated })).toHaveCount(1);
    }
  });
});
