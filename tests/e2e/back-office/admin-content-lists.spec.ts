import { expectNoSeriousViolations } from "../axe";
import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures";

/*
 * The back office without JavaScript (dialogs opened by the URL are in the server's HTML and their
 * forms post as plain forms), and a content list searched and paged on the server.
 */

test.describe("a content screen without JavaScript", () => {
  test("a service is created in the ?new dialog, the dialog closes by its link, and the row is deleted", async ({
    browser,
    adminState,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, storageState: adminState, javaScriptEnabled: false });
    const page = await context.newPage();
    const title = `E2E ohne Skript ${Date.now().toString(36)}`;
    try {
      await page.goto("/admin/services");
      await page.getByRole("link", { name: "Neuer Service" }).click();
      await expect(page).toHaveURL(/\?new=1$/);
      const dialog = page.getByRole("dialog", { name: "Service erstellen" });
      await expect(dialog).toBeVisible();
      await dialog.getByLabel(/^Titel \(DE\)(?!.*\(EN\))/).fill(title);
      await dialog.getByLabel(/^Titel \(EN\)(?!.*\(EN\))/).fill(`${title} EN`);
      await dialog.getByLabel(/^Beschreibung \(DE\)(?!.*\(EN\))/).fill("Ohne JavaScript angelegt.");
      await dialog.getByLabel(/^Beschreibung \(EN\)(?!.*\(EN\))/).fill("Created without JavaScript.");
      await dialog.getByLabel(/^Bild-URL(?!.*\(EN\))/).fill("/images/services/coaching.jpg");
      await dialog.getByRole("button", { name: "Veröffentlichen" }).click();
      await expect(page).toHaveURL(/\/admin\/services$/);
      await expect(page.getByTestId("toast").getByText("Service erfolgreich erstellt!")).toBeVisible();
      const row = page.getByTestId("content-row").filter({ hasText: title });
      await expect(row).toHaveCount(1);

      // The close button is a link while there is no script.
      await page.goto("/admin/services?new=1");
      await page.getByRole("dialog").getByRole("link", { name: "Schließen" }).click();
      await expect(page).toHaveURL(/\/admin\/services$/);
      await expect(page.getByRole("dialog")).toHaveCount(0);

      await row.getByRole("link", { name: `${title} löschen` }).click();
      const confirm = page.getByRole("dialog", { name: "Löschen bestätigen" });
      await expect(confirm).toContainText(title);
      await confirm.getByRole("button", { name: "Löschen" }).click();
      await expect(page.getByTestId("toast").getByText("Service erfolgreich gelöscht!")).toBeVisible();
      await expect(row).toHaveCount(0);
    } finally {
      await context.close();
    }
  });
});

/** Posts a blog post as the screen's form does (same origin). */
async function createPost(page: Page, baseURL: string, title: string) {
  const res = await page.request.post("/admin/blog", {
    form: {
      intent: "create",
      title,
      excerpt: "Kurz",
      author: "E2E",
      category: "Test",
      date: "01.01.2026",
      image_url: "/images/blog/placeholder.jpg",
    },
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(302);
}

/** The ids of the posts whose title contains `stamp` (from the list's edit links, every page). */
async function postIds(page: Page, stamp: string): Promise<string[]> {
  const ids = new Set<string>();
  for (let n = 1; n <= 3; n++) {
    const html = await (await page.request.get(`/admin/blog?q=${encodeURIComponent(stamp)}&page=${n}`)).text();
    for (const match of html.matchAll(/edit=(\d+)/g)) ids.add(match[1]!);
  }
  return [...ids];
}

test.describe("a paged content list", () => {
  test("blog: search and page links work by keyboard, mark the current page and pass axe; 20 a page", async ({
    adminPage: page,
    baseURL,
  }) => {
    test.slow();
    const stamp = `Seitentest${Date.now().toString(36)}`;
    try {
      for (let i = 1; i <= 22; i++) await createPost(page, String(baseURL), `${stamp} ${i}`);
      await page.goto("/admin/blog");
      await page.waitForFunction(() => {
        const el = document.querySelector("header button, header a");
        return !!el && Object.keys(el).some((key) => key.startsWith("__reactProps"));
      });
      const search = page.getByRole("searchbox", { name: "Suchen" });
      await search.focus();
      await page.keyboard.type(stamp);
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(new RegExp(`\\?q=${stamp}$`));
      await expect(page.getByTestId("content-count")).toHaveText(`22 Treffer für „${stamp}“`);
      await expect(page.getByTestId("content-row")).toHaveCount(20);
      // Newest first, as without paging.
      await expect(page.getByTestId("content-row").first()).toContainText(`${stamp} 22`);

      const pages = page.getByRole("navigation", { name: "Seiten" });
      await expect(pages.getByRole("link", { name: "Seite 1" })).toHaveAttribute("aria-current", "page");
      await pages.getByRole("link", { name: "Seite 2" }).focus();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/page=2/);
      await expect(page.getByTestId("content-row")).toHaveCount(2);
      await expect(pages.getByRole("link", { name: "Seite 2" })).toHaveAttribute("aria-current", "page");
      await expect(search).toHaveValue(stamp);

      await expectNoSeriousViolations(page, "blog list, searched, page 2");
    } finally {
      for (const id of await postIds(page, stamp)) {
        await page.request.post("/admin/blog", {
          form: { intent: "delete", id },
          headers: { Origin: String(baseURL) },
          maxRedirects: 0,
        });
      }
    }
  });
});
