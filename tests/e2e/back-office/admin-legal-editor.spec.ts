import { expect, test } from "../fixtures";
import { editorSelection } from "../rich-editor";

/*
 * The legal pages' rich-text editor: loaded only where it is used, writing HTML the public page shows,
 * with an HTML source tab; without JavaScript the textarea alone still saves; the active switch hides
 * a page from visitors.
 */

const EDITOR_CHUNK = /\/assets\/rich-html-editor-[\w-]+\.js$/;

test("visitors never download the editor; the legal form loads it on demand", async ({ page, adminPage }) => {
  const publicScripts: string[] = [];
  page.on("request", (request) => publicScripts.push(request.url()));
  for (const path of ["/", "/impressum", "/blog", "/kontakt"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  expect(publicScripts.filter((url) => EDITOR_CHUNK.test(url))).toEqual([]);

  const adminScripts: string[] = [];
  adminPage.on("request", (request) => adminScripts.push(request.url()));
  await adminPage.goto("/admin/legal");
  await adminPage.waitForLoadState("networkidle");
  expect(
    adminScripts.filter((url) => EDITOR_CHUNK.test(url)),
    "the list of cards does not need it",
  ).toEqual([]);
  await adminPage.goto("/admin/legal?edit=cookies");
  await expect(adminPage.getByTestId("legal-content-de").getByTestId("rich-editor")).toBeVisible();
  expect(adminScripts.some((url) => EDITOR_CHUNK.test(url))).toBe(true);
});

test("the editor writes headings, lists, tables and links that the public page shows; the source tab shows the HTML @shared", async ({
  adminPage: page,
}) => {
  test.setTimeout(120_000);
  await page.goto("/admin/legal?edit=cookies");
  const de = page.getByTestId("legal-content-de");
  const editor = de.getByTestId("rich-editor");
  await expect(editor).toBeVisible();

  // A toolbar button runs its command and then, on the next animation frame, focuses the text again and
  // puts the selection back where the command left it. Keys sent before that frame are undone by it (an
  // End that collapsed a selection is reverted, and the Enter after it replaces the selected word), so
  // the keys that follow a button wait for two frames.
  const tool = async (name: string) => {
    await de.getByRole("button", { name }).click();
    await expect(editor).toBeFocused(); // the editable text itself carries the test id
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  };
  await editor.click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.press("Delete");
  await tool("Überschrift 2");
  await page.keyboard.type("Welche Cookies wir setzen");
  await page.keyboard.press("Enter");
  await tool("Aufzählung");
  await page.keyboard.type("Sitzung");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Mehr beim ");
  page.once("dialog", (dialog) => void dialog.accept("https://example.com/datenschutz"));
  await page.keyboard.type("Anbieter");
  await page.keyboard.press("Shift+ArrowLeft");
  for (let i = 0; i < 7; i++) await page.keyboard.press("Shift+ArrowLeft");
  await expect.poll(async () => (await editorSelection(editor)).selected).toBe("Anbieter");
  await tool("Link setzen");
  await expect(editor.locator('a[href="https://example.com/datenschutz"]')).toHaveText("Anbieter");
  // The editor can still put the word's selection back after the link prompt (its focus handling runs on
  // timers), and an Enter on a selected word replaces it. So End is pressed until the editor's own
  // selection has collapsed; from then on, putting the selection back puts back the collapsed one.
  await expect(async () => {
    await page.keyboard.press("End");
    expect((await editorSelection(editor)).empty).toBe(true);
  }).toPass();
  await page.keyboard.press("Enter");
  await tool("Tabelle einfügen");
  await page.keyboard.type("Name");

  await de.getByRole("button", { name: "HTML-Quelltext" }).click();
  const source = page.locator('textarea[name="content_de"]');
  await expect(source).toBeVisible();
  const html = await source.inputValue();
  expect(html).toContain("<h2>Welche Cookies wir setzen</h2>");
  expect(html).toMatch(/<ul><li><p>Sitzung<\/p><\/li><\/ul>/);
  expect(html).toContain('href="https://example.com/datenschutz"');
  expect(html).toContain("<table");

  // An expert's change in the source is what the editor shows when switching back.
  await source.fill(`${html}<p>Stand: Juli</p>`);
  await de.getByRole("button", { name: "Editor" }).click();
  await expect(editor).toContainText("Stand: Juli");

  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(page).toHaveURL(/\/admin\/legal$/);

  await page.goto("/cookies");
  const content = page.getByTestId("legal-content");
  await expect(content.getByRole("heading", { level: 2, name: "Welche Cookies wir setzen" })).toBeVisible();
  await expect(content.getByRole("listitem").filter({ hasText: "Sitzung" })).toBeVisible();
  await expect(content.getByRole("link", { name: "Anbieter" })).toHaveAttribute(
    "href",
    "https://example.com/datenschutz",
  );
  await expect(content.getByRole("table")).toBeVisible();
  await expect(content).toContainText("Stand: Juli");
});

test.describe("without JavaScript", () => {
  test("the HTML textarea saves, and the active switch hides the page from visitors @shared", async ({
    browser,
    adminState,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, storageState: adminState, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/admin/legal?edit=cookies");
    await expect(page.getByTestId("rich-editor")).toHaveCount(0);
    const source = page.locator('textarea[name="content_de"]');
    await expect(source).toBeVisible();
    await source.fill("<h2>Ohne Skript</h2><p>Gespeichert ohne JavaScript.</p>");
    const active = page.locator('input[name="is_active"]');
    await expect(active).toBeChecked();
    await active.uncheck();
    await page.getByRole("button", { name: "Speichern" }).click();
    await expect(page).toHaveURL(/\/admin\/legal$/);
    await expect(page.getByTestId("legal-card-cookies").getByTestId("legal-status")).toContainText("Ausgeschaltet");

    const visitor = await browser.newContext({ baseURL });
    const publicPage = await visitor.newPage();
    const hidden = await publicPage.goto("/cookies");
    expect(hidden?.status()).toBe(404);
    await expect(publicPage.getByText("Gespeichert ohne JavaScript.")).toHaveCount(0);

    await page.goto("/admin/legal?edit=cookies");
    await page.locator('input[name="is_active"]').check();
    await page.getByRole("button", { name: "Speichern" }).click();
    await expect(page).toHaveURL(/\/admin\/legal$/);
    const shown = await publicPage.goto("/cookies");
    expect(shown?.status()).toBe(200);
    await expect(publicPage.getByRole("heading", { level: 2, name: "Ohne Skript" })).toBeVisible();
    await visitor.close();
    await context.close();
  });
});
