import { expectNoSeriousViolations } from "../axe";
import { expect, hydrated, test } from "../fixtures";
import { uniquePng } from "../media";

test("upload through the file picker shows progress, the image joins the grid marked without alt text, alt texts save", async ({
  adminPage: page,
}) => {
  const name = `e2e-${Date.now()}.png`;
  await page.goto("/admin/media");
  await hydrated(page);
  await page.getByLabel("Dateien auswählen").setInputFiles([
    { name, mimeType: "image/png", buffer: uniquePng(name) },
    { name: "evil.png", mimeType: "image/png", buffer: Buffer.from("<html><script>alert(1)</script></html>") },
  ]);
  const upload = page.getByTestId("media-upload");
  await expect(upload.getByText("Hochgeladen")).toBeVisible();
  await expect(upload.getByText("Nur JPEG, PNG, WebP, AVIF und GIF")).toBeVisible();
  await expect(upload.locator("progress").first()).toHaveAttribute("value", "100");

  const card = page.getByTestId("media-card").filter({ hasText: name });
  await expect(card).toBeVisible();
  await expect(card.getByText("Kein Alt-Text", { exact: true })).toBeVisible();
  await card.getByLabel("Alt-Text (DE)").fill("Testbild");
  await card.getByLabel("Alt-Text (EN)").fill("Test picture");
  await card.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByText("Alt-Text gespeichert")).toBeVisible();
  await expect(
    page.getByTestId("media-card").filter({ hasText: name }).getByText("Kein Alt-Text", { exact: true }),
  ).toHaveCount(0);
  await expectNoSeriousViolations(page, "media library after an upload");
});

test("the picker beside an image URL box opens and chooses a library image by keyboard", async ({
  adminPage: page,
}) => {
  await page.goto("/admin/blog-hero");
  await hydrated(page);
  const picker = page.getByRole("button", { name: /Bild wählen oder hochladen/ }).first();
  await picker.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Bild aus der Medienbibliothek" });
  await expect(dialog).toBeVisible();
  const first = dialog.getByTestId("media-picker-grid").getByRole("button").first();
  await expect(first).toBeVisible();
  await expectNoSeriousViolations(page, "media picker open");
  await first.focus();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("textbox", { name: "Hintergrundbild (URL)" })).toHaveValue(
    /^\/media\/[0-9a-f]{64}\.(webp|png)$/,
  );
  // The keyboard user is back where they were: on the button that opened the picker.
  await expect(picker).toBeFocused();
  // Escape closes it the same way.
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(picker).toBeFocused();
});
