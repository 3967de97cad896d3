import { expect, test } from "../fixtures";

// /admin/academy against the built Worker and the seeded demo DB: signed in through tests/e2e/fixtures.ts; the course it creates is deleted again at the end.
test("an admin creates a course with a details page, opens it from /academy and deletes it", async ({
  adminPage: page,
}) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const suffix = Date.now().toString(36);
  const title = `E2E Kurs ${suffix}`;
  const slug = `e2e-kurs-${suffix}`;

  await page.goto("/admin/academy");
  await page.getByRole("link", { name: "Neuer Kurs" }).click();
  const dialog = page.getByRole("dialog", { name: "Kurs erstellen" });
  await expect(dialog).toBeVisible();
  // The spec's defaults: one module, rating 4.5; no placeholder external link (docs/decisions/0020).
  await expect(dialog.getByLabel(/^Module(?!.*\(EN\))/)).toHaveValue("1");
  await expect(dialog.getByLabel(/^Bewertung(?!.*\(EN\))/)).toHaveValue("4.5");
  await expect(dialog.getByLabel(/^Externer Link(?!.*\(EN\))/)).toHaveValue("");
  await dialog.getByLabel(/^Externer Link(?!.*\(EN\))/).fill("https://academy.example.org/e2e");

  await dialog.getByLabel(/^Titel(?!.*\(EN\))/).fill(title);
  // The slug is normalised as typed; the form shows the resulting address.
  await dialog.getByLabel(/^Webadresse(?!.*\(EN\))/).fill(`E2E Kurs ${suffix}!`);
  await expect(dialog.getByTestId("slug-preview").first()).toHaveText(`URL: /academy/${slug}`);
  await dialog.getByLabel(/^Kursleitung(?!.*\(EN\))/).fill("Dr. Test Becker");
  await dialog.getByLabel(/^Dauer(?!.*\(EN\))/).fill("3 Wochen");
  await dialog.getByLabel(/^Beschreibung(?!.*\(EN\))/).fill("Ein Kurs aus dem End-to-End-Test.");
  await dialog
    .getByRole("textbox", { name: /^Ausführliche Beschreibung(?!.*\(EN\))/ })
    .fill("Erste Zeile der Kursseite.\nZweite Zeile.");
  await dialog.getByLabel(/^Module(?!.*\(EN\))/).fill("4");
  await dialog.getByLabel(/^Teilnehmende(?!.*\(EN\))/).fill("12");
  await dialog.getByLabel(/^Preis(?!.*\(EN\))/).fill("49 €");
  await dialog
    .getByLabel(/^Bild-URL(?!.*\(EN\))/)
    .fill("https://images.unsplash.com/photo-1501504905252-473c47e087f8?w=800");
  await dialog.getByRole("switch", { name: /Details-Button/ }).check();
  await dialog.getByRole("button", { name: "Veröffentlichen" }).click();
  await expect(page.getByTestId("toast").getByText("Kurs erfolgreich erstellt!")).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = page.getByTestId("content-row").filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row.getByText(slug, { exact: true })).toBeVisible();

  // Editing shows the saved address too.
  await page.getByRole("link", { name: `${title} bearbeiten` }).click();
  const edit = page.getByRole("dialog", { name: "Kurs bearbeiten" });
  await expect(edit.getByLabel(/^Webadresse(?!.*\(EN\))/)).toHaveValue(slug);
  await expect(edit.getByTestId("slug-preview").first()).toHaveText(`URL: /academy/${slug}`);
  await edit.getByRole("button", { name: "Abbrechen" }).click();
  await expect(edit).toBeHidden();

  // The card on /academy links to the course page.
  await page.goto("/academy");
  const card = page.getByTestId("course-card").filter({ hasText: title });
  await card.getByRole("link", { name: `Details zum Kurs „${title}“` }).click();
  await expect(page).toHaveURL(new RegExp(`/academy/${slug}$`));
  const detail = page.getByTestId("course-detail");
  await expect(detail.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(detail.getByText("Dr. Test Becker")).toBeVisible();
  await expect(detail.getByText("4 Module")).toBeVisible();
  await expect(detail.getByTestId("course-description")).toContainText("Zweite Zeile.");
  const explore = detail.getByRole("link", { name: /Kurs entdecken/ });
  await expect(explore).toHaveAttribute("target", "_blank");
  await expect(explore).toHaveAttribute("href", /^https:\/\/academy\./);
  await page.getByRole("link", { name: "Zurück zur Akademie" }).click();
  await expect(page).toHaveURL(/\/academy$/);

  // Restore the seeded state.
  await page.goto("/admin/academy");
  await page.getByRole("link", { name: `${title} löschen` }).click();
  const confirm = page.getByRole("dialog", { name: "Löschen bestätigen" });
  await expect(confirm.getByText("Sind Sie sicher, dass Sie diesen Kurs löschen möchten?")).toBeVisible();
  await confirm.getByRole("button", { name: "Löschen" }).click();
  await expect(page.getByTestId("toast").getByText("Kurs erfolgreich gelöscht!")).toBeVisible();
  await expect(page.getByTestId("content-row").filter({ hasText: title })).toHaveCount(0);
  const gone = await page.goto(`/academy/${slug}`);
  expect(gone?.status()).toBe(404);
  await expect(page.getByText("Kurs nicht gefunden")).toBeVisible();
  expect(errors).toEqual([]);
});
