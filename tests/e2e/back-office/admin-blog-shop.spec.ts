import type { Page } from "@playwright/test";
import { berlinDaysSince, expect, test } from "../fixtures";

// Back office: blog posts and shop products against the built Worker and the seeded demo DB, signed
// in once per worker through tests/e2e/fixtures.ts; every record created here is deleted again, so
// other spec files see the seeded data unchanged.
const run = Date.now().toString(36);

function collectPageErrors(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

test("an admin writes a rich-text blog post, sees it on /blog and deletes it", async ({ adminPage: page }) => {
  const errors = collectPageErrors(page);
  // Taken before the post is created, so the date check holds across midnight in Berlin.
  const started = new Date();
  const title = `E2E Glück ${run}`;
  const slug = `e2e-glueck-${run}`;

  await page.goto("/admin/blog");
  await page.getByRole("link", { name: "Neuer Blogbeitrag" }).click();
  const dialog = page.getByRole("dialog", { name: "Blogbeitrag erstellen" });
  await expect(dialog).toBeVisible();
  // No placeholder external link (docs/decisions/0020).
  await expect(dialog.getByLabel(/^Externer Link(?!.*\(EN\))/)).toHaveValue("");

  await dialog.getByLabel(/^Titel(?!.*\(EN\))/).fill(title);
  await dialog.getByLabel(/^Autor(?!.*\(EN\))/).fill("Erika E2E");
  await dialog.getByLabel(/^Kategorie(?!.*\(EN\))/).fill("Achtsamkeit");
  await dialog.getByLabel(/^Auszug(?!.*\(EN\))/).fill("Ein Beitrag aus dem End-to-End-Test.");
  await dialog.getByLabel(/^Bild-URL(?!.*\(EN\))/).fill("/images/blog/resilienz.jpg");
  // The German body's visual editor (back-office.md 2: at least 300px high), and its HTML source tab.
  const field = dialog.getByTestId("rich-text-field").first();
  const box = await field.getByTestId("rich-editor").boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(300);
  await field.getByRole("button", { name: "HTML-Quelltext" }).click();
  // The body's HTML as the rich-text field takes it (decision 0048); the script is removed on save.
  await dialog
    .locator('textarea[name="content"]')
    .fill(
      "<h2>Drei Schritte</h2><p>Das ist <strong>wirklich wichtig</strong>.</p><ul><li>Atmen</li><li>Lächeln</li></ul>" +
        "<script>window.__xss = 1</script>",
    );

  await dialog.getByRole("button", { name: "Veröffentlichen" }).click();
  await expect(page.getByTestId("toast").getByText("Blogbeitrag erfolgreich erstellt!")).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = page.getByTestId("content-row").filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(slug);
  await expect(row).toContainText(berlinDaysSince(started));

  // The preview button opens /blog/{slug} in a new tab.
  const [tab] = await Promise.all([
    page.context().waitForEvent("page"),
    row.getByRole("link", { name: `${title} auf der Website ansehen` }).click(),
  ]);
  await tab.waitForLoadState();
  expect(new URL(tab.url()).pathname).toBe(`/blog/${slug}`);
  await expect(tab.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await tab.close();

  await page.goto("/blog");
  await expect(page.getByRole("main").getByText(title, { exact: true })).toBeVisible();

  await page.goto(`/blog/${slug}`);
  const body = page.getByTestId("post-body");
  await expect(body.getByRole("heading", { level: 2, name: "Drei Schritte" })).toBeVisible();
  await expect(body.locator("strong")).toHaveText("wirklich wichtig");
  await expect(body.getByRole("listitem")).toHaveText(["Atmen", "Lächeln"]);
  await expect(body).not.toContainText("__xss");
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  await expect(page.getByText(berlinDaysSince(started))).toBeVisible();

  // Edit: the saved HTML, cleaned, comes back into the editor.
  await page.goto("/admin/blog");
  await page.getByRole("link", { name: `${title} bearbeiten` }).click();
  const edit = page.getByRole("dialog", { name: "Blogbeitrag bearbeiten" });
  await expect(edit.locator('textarea[name="content"]')).toHaveValue(/^<h2>Drei Schritte<\/h2>[\s\S]*<\/ul>$/);
  await edit.getByLabel(/^Auszug(?!.*\(EN\))/).fill("Geänderter Auszug.");
  await edit.getByRole("button", { name: "Veröffentlichen" }).click();
  await expect(page.getByTestId("toast").getByText("Blogbeitrag erfolgreich aktualisiert!")).toBeVisible();

  await page.getByRole("link", { name: `${title} löschen` }).click();
  const confirm = page.getByRole("dialog", { name: "Löschen bestätigen" });
  await confirm.getByRole("button", { name: "Löschen" }).click();
  await expect(page.getByTestId("toast").getByText("Blogbeitrag erfolgreich gelöscht!")).toBeVisible();
  await expect(page.getByTestId("content-row").filter({ hasText: title })).toHaveCount(0);
  expect((await page.request.get(`/blog/${slug}`)).status()).toBe(404);
  expect(errors).toEqual([]);
});

test("an admin adds a shop product with a details page, a slug clash is refused, and it is deleted", async ({
  adminPage: page,
}) => {
  const errors = collectPageErrors(page);
  const name = `E2E Journal ${run}`;
  const slug = `e2e-journal-${run}`;

  await page.goto("/admin/shop");
  await page.getByRole("link", { name: "Neues Produkt" }).click();
  const dialog = page.getByRole("dialog", { name: "Produkt erstellen" });
  await expect(dialog.getByLabel(/^Bewertung(?!.*\(EN\))/)).toHaveValue("4.5");
  await expect(dialog.getByLabel(/^Externer Link(?!.*\(EN\))/)).toHaveValue("");
  await dialog.getByLabel(/^Externer Link(?!.*\(EN\))/).fill("https://shop.example.org/e2e-journal");
  await dialog.getByLabel(/^Name(?!.*\(EN\))/).fill(name);
  await dialog.getByLabel(/^Preis(?!.*\(EN\))/).fill("24.99€");
  await dialog.getByLabel(/^Kategorie(?!.*\(EN\))/).fill("Bücher");
  await dialog.getByLabel(/^Beschreibung(?!.*\(EN\))/).fill("Ein Produkt aus dem End-to-End-Test.");
  await dialog.getByLabel(/^Bild-URL(?!.*\(EN\))/).fill("/images/shop/journal.jpg");
  // The slug field appears only with the details button.
  await expect(dialog.getByLabel(/^Webadresse(?!.*\(EN\))/)).toHaveCount(0);
  await dialog.getByRole("switch", { name: "Details-Button anzeigen" }).check();
  await dialog.getByRole("button", { name: "Veröffentlichen" }).click();
  await expect(page.getByTestId("toast").getByText("Produkt erfolgreich erstellt!")).toBeVisible();

  await page.goto(`/shop/${slug}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

  // A second product with the same slug is refused and nothing is stored.
  await page.goto("/admin/shop?new=1");
  const second = page.getByRole("dialog", { name: "Produkt erstellen" });
  await second.getByLabel(/^Name(?!.*\(EN\))/).fill(`${name} 2`);
  await second.getByLabel(/^Preis(?!.*\(EN\))/).fill("9.99€");
  await second.getByLabel(/^Kategorie(?!.*\(EN\))/).fill("Bücher");
  await second.getByLabel(/^Beschreibung(?!.*\(EN\))/).fill("Doppelt.");
  await second.getByLabel(/^Bild-URL(?!.*\(EN\))/).fill("/images/shop/journal.jpg");
  await second.getByLabel(/^Externer Link(?!.*\(EN\))/).fill("https://shop.example.org/e2e-journal-2");
  await second.getByRole("switch", { name: "Details-Button anzeigen" }).check();
  await second.getByLabel(/^Webadresse(?!.*\(EN\))/).fill(slug);
  await second.getByRole("button", { name: "Veröffentlichen" }).click();
  await expect(second.getByText("Bitte wählen Sie einen anderen Slug.")).toBeVisible();
  await expect(second.getByText("Slug bereits verwendet")).toBeVisible();
  // Its typed values were never saved: closing asks first (decision 0051), and leaving is confirmed.
  page.once("dialog", (question) => void question.accept());
  await second.getByRole("button", { name: "Abbrechen" }).click();
  await expect(page.getByTestId("content-row").filter({ hasText: `${name} 2` })).toHaveCount(0);

  await page.getByRole("link", { name: `${name} löschen` }).click();
  await page.getByRole("dialog", { name: "Löschen bestätigen" }).getByRole("button", { name: "Löschen" }).click();
  await expect(page.getByTestId("toast").getByText("Produkt erfolgreich gelöscht!")).toBeVisible();
  await expect(page.getByTestId("content-row").filter({ hasText: name })).toHaveCount(0);
  expect(errors).toEqual([]);
});
