import { expectNoSeriousViolations } from "../axe";
import { expect, hydrated, test } from "../fixtures";

// The editorial workflow in a real browser against the built Worker: a blog post saved as a draft,
// its preview link opened without an account (German, English, dark), its revisions, then published
// by the every-minute schedule as wrangler runs it. Every screen and state is scanned by axe.
const run = Date.now().toString(36);

test.use({ reducedMotion: "reduce" });

/** Berlin wall-clock time of an instant, as a datetime-local input takes it. */
function berlinLocal(at: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone: "Europe/Berlin",
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

test("a blog draft: saved, previewed by link without an account, scheduled, and published by the schedule", async ({
  adminPage: page,
  browser,
  baseURL,
}) => {
  test.slow();
  const title = `E2E Entwurf ${run}`;
  const slug = `e2e-entwurf-${run}`;

  await page.goto("/admin/blog?new=1");
  await hydrated(page);
  const dialog = page.getByRole("dialog", { name: "Blogbeitrag erstellen" });
  await dialog.getByLabel(/^Titel(?!.*\(EN\))/).fill(title);
  await dialog.getByLabel(/^Webadresse(?!.*\(EN\))/).fill(slug);
  await dialog.getByLabel(/^Autor(?!.*\(EN\))/).fill("Erika E2E");
  await dialog.getByLabel(/^Kategorie(?!.*\(EN\))/).fill("Achtsamkeit");
  await dialog.getByLabel(/^Auszug(?!.*\(EN\))/).fill("Noch nicht für alle.");
  // The body as HTML, typed in the German rich-text field's source tab.
  await dialog.getByTestId("rich-text-field").first().getByRole("button", { name: "HTML-Quelltext" }).click();
  await dialog.locator('textarea[name="content"]').fill("<p>Ein <strong>Entwurf</strong> für die Vorschau.</p>");
  await dialog.getByLabel(/^Bild-URL(?!.*\(EN\))/).fill("/images/blog/resilienz.jpg");
  // Enter in a field saves a draft: nothing goes live by accident.
  await dialog.getByLabel(/^Kategorie(?!.*\(EN\))/).press("Enter");
  await expect(page.getByTestId("toast").getByText("Entwurf gespeichert")).toBeVisible();
  expect((await page.request.get(`/blog/${slug}`)).status()).toBe(404);
  const pending = page.getByTestId("pending-draft").filter({ hasText: title });
  await expect(pending.getByTestId("status-badge")).toHaveText("Entwurf");
  await expectNoSeriousViolations(page, "blog list with a draft");

  // The draft's dialog: a preview link for one day, the schedule opened.
  await pending.getByRole("link", { name: `Entwurf ${title} bearbeiten` }).click();
  const edit = page.getByRole("dialog", { name: "Blogbeitrag bearbeiten" });
  await expect(edit.getByLabel(/^Titel(?!.*\(EN\))/)).toHaveValue(title);
  await edit.getByLabel("Gültig für").selectOption("24");
  await edit.getByRole("button", { name: "Vorschau-Link" }).click();
  const link = edit.getByTestId("preview-link").getByRole("link");
  await expect(link).toHaveAttribute("href", /\/vorschau\/blog\/\d+\?exp=\d+&sig=[0-9a-f]{64}$/);
  const previewUrl = (await link.getAttribute("href"))!;
  await edit.getByText("Zeitplan (deutsche Zeit)").click();
  await expect(edit.getByLabel("Veröffentlichen am")).toBeVisible();
  await expectNoSeriousViolations(page, "draft dialog with preview link and schedule");

  // Whoever holds the link sees the page as it will be, marked as a preview, in either language.
  const visitor = await browser.newContext({ baseURL });
  try {
    const view = await visitor.newPage();
    await view.goto(previewUrl);
    await expect(view.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(view.getByTestId("preview-bar")).toContainText("Vorschau");
    await expect(view.getByTestId("post-body").locator("strong")).toHaveText("Entwurf");
    await expectNoSeriousViolations(view, "preview page (de)");
    await view.getByTestId("preview-bar").getByRole("link", { name: "English" }).click();
    await expect(view.getByTestId("preview-bar")).toContainText("This page is not published yet.");
    await expectNoSeriousViolations(view, "preview page (en)");
    await visitor.addCookies([{ name: "darkMode", value: "true", url: baseURL! }]);
    await view.reload();
    await expect(view.locator("html")).toHaveClass(/dark/);
    await expectNoSeriousViolations(view, "preview page (dark)");
    // A changed signature is the "expired" page, not the draft.
    await view.goto(
      `${previewUrl.replace(/sig=([0-9a-f])/, (_, c: string) => `sig=${c === "0" ? "1" : "0"}`)}&lang=de`,
    );
    await expect(view.getByRole("heading", { name: "Vorschau abgelaufen" })).toBeVisible();
  } finally {
    await visitor.close();
  }

  // Saved again with another picture (as the form posts it), so its revisions compare two images.
  const draftId = /\/vorschau\/blog\/(\d+)/.exec(previewUrl)![1]!;
  const resaved = await page.request.post("/admin/blog", {
    form: {
      intent: "create",
      status: "draft",
      draft: draftId,
      version: `d${draftId}.1`,
      title,
      slug,
      author: "Erika E2E",
      category: "Achtsamkeit",
      excerpt: "Noch nicht für alle.",
      content: "Ein **Entwurf** für die Vorschau.",
      image_url: "/images/blog/placeholder.jpg",
    },
    headers: { Origin: baseURL! },
    maxRedirects: 0,
  });
  expect(resaved.status()).toBe(302);

  // Its revisions: the pictures as thumbnails, each version restorable as a draft or published.
  await edit.getByRole("link", { name: "Versionen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Versionen: ${title}` })).toBeVisible();
  await expect(page.getByTestId("revision")).toHaveCount(2);
  await expect(page.getByTestId("revision-thumbnail").first()).toBeVisible();
  await expect(page.getByRole("button", { name: /^Wiederherstellen und veröffentlichen/ })).toHaveCount(2);
  await expectNoSeriousViolations(page, "revisions with thumbnails");

  // Scheduled for the next minute; the schedule, run as wrangler runs crons, publishes it.
  await page.goto("/admin/blog");
  await page.getByRole("link", { name: `Entwurf ${title} bearbeiten` }).click();
  const again = page.getByRole("dialog", { name: "Blogbeitrag bearbeiten" });
  await again.getByText("Zeitplan (deutsche Zeit)").click();
  const at = new Date(Date.now() + 60_000);
  await again.getByLabel("Veröffentlichen am").fill(berlinLocal(at));
  await again.getByRole("button", { name: "Planen" }).click();
  await expect(page.getByTestId("toast").getByText(/Veröffentlichung geplant/)).toBeVisible();
  await expect(page.getByTestId("pending-draft").filter({ hasText: title }).getByTestId("status-badge")).toContainText(
    "Geplant",
  );
  const cron = await page.request.get(
    `/cdn-cgi/local/scheduled?cron=${encodeURIComponent("* * * * *")}&time=${at.getTime() + 60_000}`,
  );
  expect(cron.ok()).toBe(true);
  const live = await page.request.get(`/blog/${slug}`);
  expect(live.status()).toBe(200);
  expect(await live.text()).toContain(title);

  // Clean up: the published post goes (to the trash).
  await page.goto(`/admin/blog?q=${encodeURIComponent(title)}`);
  await page.getByRole("link", { name: `${title} löschen` }).click();
  await page.getByRole("dialog", { name: "Löschen bestätigen" }).getByRole("button", { name: "Löschen" }).click();
  await expect(page.getByTestId("toast")).toBeVisible();
});
