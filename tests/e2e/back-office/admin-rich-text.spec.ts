import type { Locator, Page } from "@playwright/test";
import { expect, hydrated, test } from "../fixtures";
import { uniquePng } from "../media";
import { editorSelection } from "../rich-editor";

/*
 * The visual editor of a rich-text field (decisions 0048, 0049) in a real form, the blog's: what the
 * owner writes with its buttons and dialogs is stored as the HTML of decision 0048 and comes back into
 * the editor; links and videos the site would not show are refused with a message; without JavaScript
 * the field is the HTML text box and saves.
 */
const run = Date.now().toString(36);
const VIDEO = "https://www.youtube.com/watch?v=dQw4w9WgXcQ";

/** The blog form's required fields other than the body. */
async function fillPost(form: Locator, title: string) {
  await form.getByLabel(/^Titel(?!.*\(EN\))/).fill(title);
  await form.getByLabel(/^Autor(?!.*\(EN\))/).fill("Erika E2E");
  await form.getByLabel(/^Kategorie(?!.*\(EN\))/).fill("Achtsamkeit");
  await form.getByLabel(/^Auszug(?!.*\(EN\))/).fill("Ein Beitrag aus dem Editor-Test.");
  await form.getByLabel(/^Bild-URL(?!.*\(EN\))/).fill("/images/blog/resilienz.jpg");
}

async function deletePost(page: Page, title: string) {
  await page.goto("/admin/blog");
  await page.getByRole("link", { name: `${title} löschen` }).click();
  await page.getByRole("dialog", { name: "Löschen bestätigen" }).getByRole("button", { name: "Löschen" }).click();
  await expect(page.getByTestId("content-row").filter({ hasText: title })).toHaveCount(0);
}

test("an owner writes a heading, a bold word, a link, an uploaded image with alt texts and a caption, and a video; they are stored as decision 0048 says, come back, and show on the German and English pages", async ({
  adminPage: page,
}) => {
  test.setTimeout(90_000);
  const title = `E2E Editor ${run}`;
  await page.goto("/admin/blog?new=1");
  await hydrated(page);
  const form = page.getByRole("dialog", { name: "Blogbeitrag erstellen" });
  await fillPost(form, title);
  const field = form.getByTestId("rich-text-field").first();
  const editor = field.getByTestId("rich-editor");
  // A button gives the focus back to the text on the next frames; keys wait for that (see the legal spec).
  const tool = async (name: string) => {
    await field.getByRole("button", { name, exact: true }).click();
    await expect(editor).toBeFocused();
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  };

  await editor.click();
  await tool("Überschrift 2");
  await page.keyboard.type("Ein Weg");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Das ist ");
  await tool("Fett");
  await page.keyboard.type("wichtig");
  await tool("Fett");
  await page.keyboard.type(". Mehr im Kontakt");
  for (let i = 0; i < 7; i++) await page.keyboard.press("Shift+ArrowLeft");
  await expect.poll(async () => (await editorSelection(editor)).selected).toBe("Kontakt");

  // A script address is refused with a message, and nothing is linked.
  page.once("dialog", (dialog) => void dialog.accept("javascript:alert(1)"));
  await field.getByRole("button", { name: "Link setzen" }).click();
  await expect(field.getByTestId("rich-link-refused")).toContainText("Dieser Link wurde nicht gesetzt");
  await expect(editor.locator("a")).toHaveCount(0);
  page.once("dialog", (dialog) => void dialog.accept("/kontakt"));
  await field.getByRole("button", { name: "Link setzen" }).click();
  await expect(editor.locator('a[href="/kontakt"]')).toHaveText("Kontakt");
  await expect(field.getByTestId("rich-link-refused")).toBeEmpty();
  await expect(async () => {
    await page.keyboard.press("End");
    expect((await editorSelection(editor)).empty).toBe(true);
  }).toPass();
  await page.keyboard.press("Enter");

  // An image uploaded through the picker inside the image dialog, with its alt texts and caption.
  await field.getByRole("button", { name: "Bild einfügen" }).click();
  const imageDialog = page.getByRole("dialog", { name: "Bild im Text" });
  await imageDialog.getByRole("button", { name: /^Bild wählen oder hochladen/ }).click();
  const picker = page.getByRole("dialog", { name: "Bild aus der Medienbibliothek" });
  const name = `e2e-rich-${run}.png`;
  await picker
    .getByLabel("Dateien auswählen")
    .setInputFiles([{ name, mimeType: "image/png", buffer: uniquePng(name) }]);
  // The picker stays open on the new image with its alt fields; the texts are typed in the image dialog.
  await expect(picker.getByTestId("picker-alt").getByLabel("Alt-Text (DE)")).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(picker).toBeHidden();
  const address = imageDialog.getByRole("textbox", { name: "Bild-Adresse" });
  await expect(address).toHaveValue(/^\/media\/[0-9a-f]{64}\.png$/);
  const src = await address.inputValue();
  await imageDialog.getByRole("button", { name: "Übernehmen" }).click();
  await expect(imageDialog.getByText("Bitte beschreiben Sie das Bild auf Deutsch")).toBeVisible();
  await imageDialog.getByLabel(/^Alt-Text \(DE\)/).fill("Ein grünes Quadrat");
  await imageDialog.getByLabel(/^Alt-Text \(EN\)/).fill("A green square");
  await imageDialog.getByLabel(/^Bildunterschrift/).fill("Unterwegs");
  await imageDialog.getByRole("button", { name: "Übernehmen" }).click();
  await expect(imageDialog).toBeHidden();
  await expect(editor.getByRole("img", { name: "Ein grünes Quadrat" })).toBeVisible();

  // A video: another host's address is refused with a message, a YouTube one becomes a labelled block.
  await field.getByRole("button", { name: "Video einfügen" }).click();
  const videoDialog = page.getByRole("dialog", { name: "Video im Text" });
  const videoAddress = videoDialog.getByLabel(/^Adresse des Videos/);
  await videoAddress.fill("https://example.com/clip.mp4");
  await videoDialog.getByRole("button", { name: "Übernehmen" }).click();
  await expect(videoDialog.getByText("keine Adresse eines Videos auf YouTube oder Vimeo")).toBeVisible();
  await videoAddress.fill(VIDEO);
  await videoDialog.getByRole("button", { name: "Übernehmen" }).click();
  await expect(videoDialog).toBeHidden();
  await expect(editor.getByTestId("rich-video")).toContainText(VIDEO);
  await expect(
    editor.getByRole("img", { name: "Ein grünes Quadrat" }),
    "the video comes after the image",
  ).toBeVisible();

  await form.getByRole("button", { name: "Veröffentlichen" }).click();
  await expect(page.getByTestId("toast").getByText("Blogbeitrag erfolgreich erstellt!")).toBeVisible();

  // Reopened: the editor shows it all, and the source is the HTML of decision 0048.
  await page.getByRole("link", { name: `${title} bearbeiten` }).click();
  const edit = page.getByRole("dialog", { name: "Blogbeitrag bearbeiten" });
  const again = edit.getByTestId("rich-text-field").first();
  const reopened = again.getByTestId("rich-editor");
  await expect(reopened.getByRole("heading", { level: 2, name: "Ein Weg" })).toBeVisible();
  await expect(reopened.locator("strong")).toHaveText("wichtig");
  await expect(reopened.locator('a[href="/kontakt"]')).toHaveText("Kontakt");
  await expect(reopened.getByRole("img", { name: "Ein grünes Quadrat" })).toBeVisible();
  await expect(reopened.getByTestId("rich-video")).toContainText(VIDEO);
  await again.getByRole("button", { name: "HTML-Quelltext" }).click();
  const source = edit.locator('textarea[name="content"]');
  await expect(source).toBeVisible();
  const stored =
    '<h2>Ein Weg</h2><p>Das ist <strong>wichtig</strong>. Mehr im <a href="/kontakt">Kontakt</a></p>' +
    `<figure><img src="${src}" alt="Ein grünes Quadrat" data-alt-en="A green square"><figcaption>Unterwegs</figcaption></figure>` +
    `<div data-video="${VIDEO}"></div>`;
  // Saving gives every link rel="noopener noreferrer" (the sanitiser's), which the editor then writes in
  // its own attribute order: compared without it.
  const html = async () => (await source.inputValue()).replace(/ rel="noopener noreferrer"/g, "");
  await expect.poll(html).toBe(stored);

  // The source tab round-trips: an edit there is what the editor shows, and the rest comes back unchanged.
  await source.fill(`${stored}<blockquote><p>Nachtrag</p></blockquote>`);
  await again.getByRole("button", { name: "Editor", exact: true }).click();
  await expect(reopened.locator("blockquote")).toHaveText("Nachtrag");
  await again.getByRole("button", { name: "HTML-Quelltext" }).click();
  await expect.poll(html).toBe(`${stored}<blockquote><p>Nachtrag</p></blockquote>`);

  // A click on the image reopens its dialog with its values; a changed caption is stored.
  await again.getByRole("button", { name: "Editor", exact: true }).click();
  await reopened.getByRole("img", { name: "Ein grünes Quadrat" }).click();
  const reedit = page.getByRole("dialog", { name: "Bild im Text" });
  await expect(reedit.getByLabel(/^Alt-Text \(EN\)/)).toHaveValue("A green square");
  await reedit.getByLabel(/^Bildunterschrift/).fill("Am Weg");
  await reedit.getByRole("button", { name: "Übernehmen" }).click();
  await expect(reopened.locator("figcaption")).toHaveText("Am Weg");
  await again.getByRole("button", { name: "HTML-Quelltext" }).click();
  await expect.poll(html).toBe(stored.replace("Unterwegs", "Am Weg") + "<blockquote><p>Nachtrag</p></blockquote>");
  await edit.getByRole("button", { name: "Abbrechen" }).click();

  // The published post as visitors read it, in German and in English (the German body, its image named
  // in English there): the video waits for the visitor's click, nothing of YouTube loads before.
  const pages = [
    { path: `/blog/e2e-editor-${run}`, alt: "Ein grünes Quadrat", play: "Video abspielen" },
    { path: `/en/blog/e2e-editor-${run}`, alt: "A green square", play: "Play video" },
  ];
  for (const { path, alt, play } of pages) {
    await page.goto(path);
    const body = page.getByTestId("post-body");
    await expect(body.getByRole("heading", { level: 2, name: "Ein Weg" })).toBeVisible();
    await expect(body.locator("strong")).toHaveText("wichtig");
    await expect(body.getByRole("link", { name: "Kontakt" })).toHaveAttribute(
      "href",
      path.startsWith("/en/") ? /\/en\/contact$/ : /^\/kontakt$/,
    );
    await expect(body.getByRole("img", { name: alt, exact: true })).toHaveAttribute("src", src);
    await expect(body.locator("figcaption")).toHaveText("Unterwegs");
    await expect(body.locator('[data-video-consent="pending"]')).toBeVisible();
    await expect(body.locator("iframe")).toHaveCount(0);
    if (path.startsWith("/en/")) {
      await hydrated(page);
      await body.getByRole("button", { name: new RegExp(`^${play}`) }).click();
      await expect(body.locator('iframe[src*="youtube-nocookie.com/embed/dQw4w9WgXcQ"]')).toHaveCount(1);
    }
  }

  // The alt texts typed in the image dialog are the library's now: it offers them wherever the image is chosen.
  await page.goto(`/admin/media?q=${encodeURIComponent(name)}`);
  const card = page.getByTestId("media-card").first();
  await expect(card.getByLabel("Alt-Text (DE)")).toHaveValue("Ein grünes Quadrat");
  await expect(card.getByLabel("Alt-Text (EN)")).toHaveValue("A green square");

  await deletePost(page, title);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the rich-text field is an HTML text box, and the post saves", async ({ adminPage: page }) => {
    const title = `E2E Ohne Skript ${run}`;
    await page.goto("/admin/blog?new=1");
    const form = page.getByRole("dialog", { name: "Blogbeitrag erstellen" });
    await fillPost(form, title);
    await expect(form.getByTestId("rich-editor")).toHaveCount(0);
    const box = form.locator('textarea[name="content"]');
    await expect(box).toBeVisible();
    await box.fill("<h2>Ohne Skript</h2><p>Gespeichert ohne JavaScript.</p>");
    await form.getByRole("button", { name: "Veröffentlichen" }).click();
    await page.getByRole("link", { name: `${title} bearbeiten` }).click();
    await expect(page.locator('textarea[name="content"]')).toHaveValue(
      "<h2>Ohne Skript</h2><p>Gespeichert ohne JavaScript.</p>",
    );
    await deletePost(page, title);
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a long text's toolbar stays at the top of the dialog while the text scrolls under it", async ({
    adminPage: page,
  }) => {
    // A new post's form: nothing is saved, so no other test's records change.
    await page.goto("/admin/blog?new=1");
    await hydrated(page);
    const dialog = page.getByRole("dialog", { name: "Blogbeitrag erstellen" });
    const field = dialog.getByTestId("rich-text-field").first();
    const editor = field.getByTestId("rich-editor");
    await editor.click();
    for (let line = 1; line <= 40; line++) await page.keyboard.type(`Absatz ${line}\n`);
    const toolbar = field.getByTestId("rich-toolbar");
    // The end of the text in view: its start, and the toolbar's place in the flow, are far above.
    await field.getByText("Absatz 40").scrollIntoViewIfNeeded();
    const top = async (locator: Locator) => (await locator.boundingBox())!.y;
    await expect(field.getByText("Absatz 1", { exact: true })).not.toBeInViewport();
    await expect(toolbar).toBeInViewport({ ratio: 1 });
    expect(Math.abs((await top(toolbar)) - (await top(dialog)))).toBeLessThanOrEqual(2);
    // A tool of it still works on the text under it.
    await expect(toolbar.getByRole("button").first()).toBeVisible();
  });
});
