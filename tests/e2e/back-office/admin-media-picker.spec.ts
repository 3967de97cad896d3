import type { Locator, Page } from "@playwright/test";
import { expect, hydrated, test } from "../fixtures";
import { uniquePng } from "../media";

/** The element lies wholly inside the viewport (not above it, below it or beside it). */
async function expectInViewport(page: Page, target: Locator, what: string) {
  const box = await target.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box, `${what} is drawn`).not.toBeNull();
  const { x, y, width, height } = box!;
  expect(
    x >= 0 && y >= 0 && x + width <= viewport.width && y + height <= viewport.height,
    `${what} at ${JSON.stringify(box)} in ${viewport.width}×${viewport.height}`,
  ).toBe(true);
}

/**
 * A new event with its title typed, scrolled down to its (lowest) image field, whose picker opens:
 * the picker must be on screen, hold the focus and give it back.
 */
async function openPickerBelowTheFold(page: Page, title: string) {
  await page.goto("/admin/events?new=1");
  await hydrated(page);
  const form = page.getByRole("dialog", { name: "Event erstellen" });
  await form.getByLabel(/^Titel(?!.*\(EN\))/).fill(title);
  const opener = form.getByRole("button", { name: /^Bild wählen oder hochladen/ }).last();
  await opener.scrollIntoViewIfNeeded();
  await opener.click();
  const picker = page.getByRole("dialog", { name: "Bild aus der Medienbibliothek" });
  await expect(picker).toBeVisible();
  return { form, opener, picker };
}

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`the picker opened from the event form's lowest image field lies inside the viewport at ${viewport.width}×${viewport.height}, holds the focus and Escape closes only it`, async ({
    adminPage: page,
  }) => {
    await page.setViewportSize(viewport);
    const title = `E2E Picker ${Date.now().toString(36)}`;
    const { form, opener, picker } = await openPickerBelowTheFold(page, title);
    await expectInViewport(page, picker.getByRole("searchbox", { name: "Bilder durchsuchen" }), "search field");
    await expectInViewport(page, picker.getByTestId("media-upload"), "upload area");
    await expect.poll(() => picker.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    await page.keyboard.press("Escape");
    await expect(picker).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(form).toBeVisible();
    await expect(form.getByLabel(/^Titel(?!.*\(EN\))/)).toHaveValue(title);
  });
}

test("an image uploaded in the picker stays open on it with its German and English alt fields in view; the alt text lands in the library, and the form keeps what was typed", async ({
  adminPage: page,
}) => {
  const title = `E2E Alt ${Date.now().toString(36)}`;
  const { form, opener, picker } = await openPickerBelowTheFold(page, title);
  // The box and the note of the field the picker was opened from.
  const field = opener.locator("xpath=..");
  const name = `e2e-picker-${Date.now()}.png`;
  await picker
    .getByLabel("Dateien auswählen")
    .setInputFiles([{ name, mimeType: "image/png", buffer: uniquePng(name) }]);
  // The picker stays open on the new image, its alt fields in view and the German one to type into.
  const alt = picker.getByTestId("picker-alt");
  await expect(alt.getByLabel("Alt-Text (DE)")).toBeFocused();
  await expectInViewport(page, alt.getByLabel("Alt-Text (DE)"), "German alt field");
  await expectInViewport(page, alt.getByLabel("Alt-Text (EN)"), "English alt field");
  await expect(picker.getByText("keinen Alt-Text auf Deutsch")).toHaveCount(1);

  const text = `Ein Bild aus dem Auswahldialog ${Date.now()}`;
  await alt.getByLabel("Alt-Text (DE)").fill(text);
  await alt.getByRole("button", { name: "Alt-Texte speichern" }).click();
  await expect(alt.getByText("Alt-Texte gespeichert")).toBeVisible();
  await expect(alt.getByText("Kein englischer Alt-Text: die englische Seite zeigt den deutschen.")).toBeVisible();

  await page.keyboard.press("Escape");
  await expect(picker).toBeHidden();
  await expect(field.getByRole("textbox")).toHaveValue(/^\/media\/[0-9a-f]{64}\.png$/);
  const state = field.getByTestId("image-alt-state");
  await expect(state).toContainText("Kein englischer Alt-Text");
  await expect(form.getByLabel(/^Titel(?!.*\(EN\))/)).toHaveValue(title);

  // The library holds the text.
  await page.goto(`/admin/media?q=${encodeURIComponent(name)}`);
  await expect(page.getByTestId("media-card").first().getByLabel("Alt-Text (DE)")).toHaveValue(text);
});

test("a library card copies its address, which also stands in a box to select by hand", async ({ adminPage: page }) => {
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/admin/media");
  await hydrated(page);
  const card = page.getByTestId("media-card").first();
  const address = card.getByTestId("media-address");
  await expect(address).toHaveValue(/^\/media\/[0-9a-f]{64}\.(png|webp|jpg|avif|gif)$/);
  await card.getByRole("button", { name: /^Adresse kopieren: / }).click();
  await expect(card.getByText("Adresse kopiert")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await address.inputValue());
});
