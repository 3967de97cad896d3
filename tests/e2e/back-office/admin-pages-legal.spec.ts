import type { Locator } from "@playwright/test";
import { expect, test } from "../fixtures";

/** The card opens the rich-text editor; this switches its German content to the HTML source and returns that box. */
async function germanHtmlSource(card: Locator): Promise<Locator> {
  const field = card.getByTestId("legal-content-de");
  await expect(field.getByTestId("rich-editor")).toBeVisible();
  await field.getByRole("button", { name: "HTML-Quelltext" }).click();
  const source = card.locator('textarea[name="content_de"]');
  await expect(source).toBeVisible();
  return source;
}

// Legal pages and page heroes in the back office, signed in once per worker through tests/e2e/fixtures.ts.
test.describe("back office: legal pages and page heroes", () => {
  test("edits the imprint in its card and the public page shows it @shared", async ({ adminPage: page }) => {
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto("/admin/legal");
    await expect(page.getByRole("heading", { level: 1, name: "Rechtliche Seiten" })).toBeVisible();

    const card = page.getByRole("region", { name: "Impressum" });
    await expect(card.getByText("Legal notice")).toBeVisible();
    await card.getByRole("link", { name: /Bearbeiten/ }).click();
    await expect(page).toHaveURL(/\?edit=impressum$/);
    // Only this card is in edit mode.
    await expect(page.getByRole("button", { name: "Speichern" })).toHaveCount(1);
    await expect(card.getByRole("tab", { name: "Deutsch" })).toHaveAttribute("aria-selected", "true");

    // Other spec files read the seeded imprint: remember it and put it back at the end.
    const originalTitle = await card.getByLabel(/^Titel \(DE\)(?!.*\(EN\))/).inputValue();
    const originalContent = await (await germanHtmlSource(card)).inputValue();
    try {
      await card.getByLabel(/^Titel \(DE\)(?!.*\(EN\))/).fill("Impressum (geprüft)");
      await card
        .locator('textarea[name="content_de"]')
        .fill('<h2>Anbieter</h2><p>Glücksakademie GmbH – geprüft</p><script>alert("x")</script>');
      await card.getByRole("tab", { name: "English" }).click();
      await expect(card.getByLabel(/^Titel \(EN\)/)).toHaveValue("Legal notice");
      await card.getByRole("button", { name: "Speichern" }).click();

      await expect(page.getByTestId("toast")).toContainText("Rechtliche Seite erfolgreich aktualisiert.");
      await expect(page).toHaveURL(/\/admin\/legal$/);
      await expect(card.getByText("Impressum (geprüft)")).toBeVisible();
      await expect(card.getByTestId("legal-preview")).toHaveText("Anbieter Glücksakademie GmbH – geprüft");

      await page.goto("/impressum");
      await expect(page.getByRole("heading", { level: 1, name: "Impressum (geprüft)" })).toBeVisible();
      await expect(page.getByTestId("legal-content")).toContainText("Glücksakademie GmbH – geprüft");
      await expect(page.getByTestId("legal-content").locator("script")).toHaveCount(0);
    } finally {
      await page.goto("/admin/legal?edit=impressum");
      await card.getByLabel(/^Titel \(DE\)(?!.*\(EN\))/).fill(originalTitle);
      await (await germanHtmlSource(card)).fill(originalContent);
      await card.getByRole("button", { name: "Speichern" }).click();
      await expect(page.getByTestId("toast")).toContainText("Rechtliche Seite erfolgreich aktualisiert.");
    }
    expect(errors).toEqual([]);
  });

  test("Abbrechen leaves edit mode without saving; an empty title is refused", async ({ adminPage: page }) => {
    await page.goto("/admin/legal?edit=cookies");
    const card = page.getByRole("region", { name: "Cookie-Richtlinie" });
    await card.getByLabel(/^Titel \(DE\)(?!.*\(EN\))/).fill("");
    await card.getByRole("button", { name: "Speichern" }).click();
    await expect(card.getByText("Titel (DE) ist erforderlich")).toBeVisible();
    await card.getByRole("link", { name: "Abbrechen" }).click();
    await expect(page).toHaveURL(/\/admin\/legal$/);
    await expect(page.getByRole("button", { name: "Speichern" })).toHaveCount(0);
    await expect(card.getByText("Cookie-Richtlinie", { exact: true }).first()).toBeVisible();
  });

  test("edits the blog hero title and the blog shows it @shared", async ({ adminPage: page }) => {
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto("/admin/blog-hero");
    await expect(page.getByRole("heading", { level: 1, name: "Seitenkopf: Blog" })).toBeVisible();
    await expect(page.getByRole("link", { name: /\/blog/ })).toHaveAttribute("target", "_blank");
    await expect(page.getByTestId("image-preview")).toBeVisible();

    const originalTitle = await page.getByLabel(/^Titel \(DE\)(?!.*\(EN\))/).inputValue();
    try {
      await page.getByLabel(/^Titel \(DE\)(?!.*\(EN\))/).fill("Gedanken für glückliche Tage");
      await page.getByRole("button", { name: "Speichern", exact: true }).click();
      await expect(page.getByTestId("toast")).toContainText("Blog hero section updated successfully!");
      await expect(page.getByLabel(/^Titel \(DE\)(?!.*\(EN\))/)).toHaveValue("Gedanken für glückliche Tage");

      await page.goto("/blog");
      await expect(page.getByRole("heading", { level: 1, name: "Gedanken für glückliche Tage" })).toBeVisible();
    } finally {
      // Put the seeded title back for the other spec files.
      await page.goto("/admin/blog-hero");
      await page.getByLabel(/^Titel \(DE\)(?!.*\(EN\))/).fill(originalTitle);
      await page.getByRole("button", { name: "Speichern", exact: true }).click();
      await expect(page.getByTestId("toast")).toContainText("Blog hero section updated successfully!");
    }
    expect(errors).toEqual([]);
  });
});
