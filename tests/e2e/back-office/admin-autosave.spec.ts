import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "../fixtures";

// Nothing lost while writing (decision 0051): an existing record saves its draft by itself, a new one
// is kept in the browser and offered back, and leaving with changes asks first.
const run = Date.now().toString(36);

/** A published blog post made as the screen's form does; opened in its edit dialog. */
async function openNewPost(page: Page, baseURL: string, title: string) {
  const res = await page.request.post("/admin/blog", {
    form: {
      intent: "create",
      status: "published",
      title,
      excerpt: "Der erste Auszug.",
      author: "E2E",
      category: "Test",
      image_url: "/images/blog/placeholder.jpg",
    },
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(302);
  await page.goto(`/admin/blog?q=${encodeURIComponent(title)}`);
  await hydrated(page);
  await page.getByRole("link", { name: `${title} bearbeiten` }).click();
  return page.getByRole("dialog", { name: "Blogbeitrag bearbeiten" });
}

test("typing into a published post saves its draft by itself; after a reload the text is there and publishes", async ({
  adminPage: page,
  baseURL,
}) => {
  const title = `E2E Autosave ${run}`;
  const dialog = await openNewPost(page, baseURL!, title);
  const excerpt = dialog.getByLabel(/^Auszug(?!.*\(EN\))/);
  await excerpt.fill("Der zweite Auszug, automatisch gesichert.");
  await expect(dialog.getByTestId("autosave-note")).toHaveText(/^Gespeichert um \d\d:\d\d/);

  await page.reload();
  const again = page.getByRole("dialog", { name: "Blogbeitrag bearbeiten" });
  await expect(again.getByLabel(/^Auszug(?!.*\(EN\))/)).toHaveValue("Der zweite Auszug, automatisch gesichert.");
  await expect(again.getByTestId("status-badge")).toHaveText("Veröffentlicht, mit unveröffentlichten Änderungen");
  await hydrated(page);
  // The form carries the version the autosave answered: publishing is no conflict.
  await again.getByLabel(/^Auszug(?!.*\(EN\))/).fill("Der dritte Auszug.");
  await again.getByRole("button", { name: "Veröffentlichen" }).click();
  await expect(page.getByTestId("toast").getByText("Blogbeitrag erfolgreich aktualisiert!")).toBeVisible();
  expect(await (await page.request.get("/blog")).text()).toContain("Der dritte Auszug.");
});

test("a new post is kept in the browser, offered back after a reload, and closing it with changes asks first", async ({
  adminPage: page,
}) => {
  const title = `E2E Neu ${run}`;
  await page.goto("/admin/blog?new=1");
  await hydrated(page);
  const dialog = page.getByRole("dialog", { name: "Blogbeitrag erstellen" });
  await dialog.getByLabel(/^Titel(?!.*\(EN\))/).fill(title);
  await expect(dialog.getByTestId("autosave-note")).toHaveText(/^Im Browser gesichert um/);

  await page.reload();
  await hydrated(page);
  await expect(dialog.getByTestId("restored-note")).toContainText("Ungespeicherter Entwurf wiederhergestellt");
  await expect(dialog.getByLabel(/^Titel(?!.*\(EN\))/)).toHaveValue(title);

  // Closing asks; "stay" keeps the form and its text.
  const questions: string[] = [];
  page.once("dialog", (question) => {
    questions.push(question.message());
    void question.dismiss();
  });
  await dialog.getByRole("button", { name: "Abbrechen" }).click();
  await expect.poll(() => questions.length).toBe(1);
  expect(questions[0]).toContain("noch nicht gespeichert");
  await expect(dialog.getByLabel(/^Titel(?!.*\(EN\))/)).toHaveValue(title);

  // Leaving on purpose drops what the browser kept: the next new post starts empty.
  page.once("dialog", (question) => void question.accept());
  await dialog.getByRole("button", { name: "Abbrechen" }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole("link", { name: "Neuer Blogbeitrag" }).click();
  await expect(dialog.getByLabel(/^Titel(?!.*\(EN\))/)).toHaveValue("");
  await expect(dialog.getByTestId("restored-note")).toHaveCount(0);
});

test("the preview beside the form: the saved draft framed at phone width, beside the form, full width on a phone", async ({
  adminPage: page,
  baseURL,
}) => {
  const title = `E2E Vorschau ${run}`;
  const dialog = await openNewPost(page, baseURL!, title);
  await dialog.getByLabel(/^Auszug(?!.*\(EN\))/).fill("Nur im Entwurf zu sehen.");
  await expect(dialog.getByTestId("autosave-note")).toHaveText(/^Gespeichert um/);

  await dialog.getByRole("link", { name: "Vorschau neben dem Formular" }).click();
  const panel = dialog.getByTestId("preview-panel");
  const frame = panel.getByTestId("preview-frame");
  await expect(frame).toHaveAttribute("data-width", "390");
  // The site lets its own back office frame the preview: the draft shows inside.
  const inside = page.frameLocator('[data-testid="preview-frame"]');
  await expect(inside.getByTestId("preview-bar")).toBeVisible();
  await expect(inside.getByText("Nur im Entwurf zu sehen.").first()).toBeVisible();
  // Beside the form on a wide screen.
  const form = dialog.getByLabel(/^Auszug(?!.*\(EN\))/);
  expect((await panel.boundingBox())!.x).toBeGreaterThan((await form.boundingBox())!.x + 200);

  // On a phone the panel takes the dialog's width and the page is scaled to fit it.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect
    .poll(async () => (await frame.boundingBox())!.width)
    .toBeLessThanOrEqual((await panel.boundingBox())!.width + 1);
  const box = (await panel.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(Math.abs(box.x - (await form.boundingBox())!.x)).toBeLessThan(2);
});

test("the translation view: German read-only beside the English fields, the untranslated ones marked and counted", async ({
  adminPage: page,
  baseURL,
}) => {
  const dialog = await openNewPost(page, baseURL!, `E2E Übersetzung ${run}`);
  await dialog.getByRole("button", { name: "Übersetzung Deutsch/Englisch" }).click();
  const count = dialog.getByTestId("untranslated-count");
  await expect(count).toHaveText(/^\d+ von \d+ Feldern nicht übersetzt$/);
  const missing = Number(/^(\d+)/.exec((await count.textContent())!)![1]);
  await expect(dialog.getByTestId("german-text").filter({ hasText: `E2E Übersetzung ${run}` })).toBeVisible();
  // German fields are shown as text, not as fields to change; the English ones can be typed into.
  await expect(dialog.getByLabel(/^Titel(?!.*\(EN\))/)).toBeHidden();
  await dialog.getByLabel("Titel (EN)", { exact: true }).fill(`E2E Translation ${run}`);
  await expect(count).toHaveText(
    `${missing - 1} von ${(await count.textContent())!.split(" von ")[1]!.split(" ")[0]} Feldern nicht übersetzt`,
  );
  await dialog.getByRole("button", { name: "Übersetzung Deutsch/Englisch" }).click();
  await expect(dialog.getByLabel(/^Titel(?!.*\(EN\))/)).toBeVisible();
});
