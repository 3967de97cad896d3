import { readFileSync } from "node:fs";
import type { Browser, Page } from "@playwright/test";
import { expect, hydrated, ownClientAddress, test } from "../fixtures";
import { runOnE2eDb } from "../outbox";

/*
 * The visitor statistics (issue 53, decision 0071) with views counted for real: visitors with a
 * browser's user agent (the suite's own tabs say so too, but a test of counting names its visitors)
 * read public pages, the Worker hands the views to the page-views queue, its consumer writes the
 * rollups, and staff see them. Other specs' visitors are counted as well, so the figures are compared
 * with what the screen showed before, and the visits carry a campaign and a referrer of their own.
 */

const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const PHONE = { width: 390, height: 844 };

/** Today in Berlin (the rollups' day) as yyyy-mm-dd, and a day some days before it. */
const berlinDay = (offsetDays = 0) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin" }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  );

/** A figure of the screen as a number, whatever the language's thousands separator. */
const figure = async (page: Page, testId: string) =>
  Number((await page.getByTestId(testId).innerText()).replace(/\D/g, ""));

/** One visitor (own address, own browser) reading pages; each answer must be the page itself. */
async function visit(browser: Browser, baseURL: string, userAgent: string, pages: [path: string, referer?: string][]) {
  const context = await browser.newContext({ baseURL, userAgent, extraHTTPHeaders: ownClientAddress() });
  try {
    const page = await context.newPage();
    for (const [path, referer] of pages) {
      // The view is counted on the answer; the page's images and scripts are not waited for.
      const response = await page.goto(path, { waitUntil: "domcontentloaded", ...(referer ? { referer } : {}) });
      expect(response?.status(), path).toBe(200);
    }
  } finally {
    await context.close();
  }
}

test("views of two visitors reach the screen, the dashboard, the English screen and the CSV", async ({
  adminPage: page,
  englishAdminPage,
  browser,
  baseURL,
}) => {
  // Two browsers, seven pages, the queue's delivery and a download: minutes on a busy two-core machine.
  test.setTimeout(240_000);
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const campaign = `e2e-${stamp}`;
  const referrer = `news-${stamp}.example.org`;
  await page.goto("/admin/statistics?days=7");
  const before = { views: await figure(page, "stat-views"), visitors: await figure(page, "stat-visitors") };

  // German and English pages; the first with a campaign's utm_* and a referrer from elsewhere.
  await visit(browser, baseURL!, DESKTOP, [
    [`/about?utm_source=E2E-Newsletter&utm_medium=email&utm_campaign=${campaign}`, `https://${referrer}/artikel`],
    ["/kontakt"],
    ["/en/about"],
    ["/en"],
  ]);
  await visit(browser, baseURL!, IPHONE, [["/en/contact"]]);

  // The queue delivers within seconds: the screen is read again until the views are in.
  await expect(async () => {
    await page.reload();
    expect(await figure(page, "stat-views")).toBeGreaterThanOrEqual(before.views + 5);
    await expect(page.getByTestId("top-campaign")).toContainText(campaign, { timeout: 1 });
  }).toPass({ timeout: 45_000, intervals: [500, 1000, 2000] });
  expect(await figure(page, "stat-visitors")).toBeGreaterThanOrEqual(before.visitors + 2);
  await expect(page.getByTestId("top-page")).toContainText("/about");
  await expect(page.getByTestId("top-referrer")).toContainText(referrer);
  await expect(page.getByTestId("top-source")).toContainText("e2e-newsletter");
  await expect(page.getByTestId("top-medium")).toContainText("email");
  await expect(page.getByTestId("top-language")).toContainText("Deutsch");
  await expect(page.getByTestId("top-language")).toContainText("Englisch");
  await expect(page.getByTestId("top-device")).toContainText("Smartphone");
  await expect(page.getByTestId("top-device")).toContainText("Desktop");
  const shown = await figure(page, "stat-views");

  // The CSV: what the screen shows, downloaded from its link.
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "CSV herunterladen" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^statistics-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await file.path(), "utf8").replace(/^\uFEFF/, "");
  expect(csv.split("\r\n")[0]).toBe("kind,value,views,visitors");
  expect(csv).toContain(`campaign,${campaign},1,\r\n`);
  expect(csv).toContain(`referrer,${referrer},1,\r\n`);
  expect(csv).toMatch(/\r\npage,\/about,\d+,\r\n/);

  // The dashboard's card shows the same week.
  await page.goto("/admin");
  expect(await figure(page, "dashboard-views")).toBeGreaterThanOrEqual(shown);

  // An admin who reads the back office in English: the same figures in English words.
  await englishAdminPage.goto("/admin/statistics?days=7");
  await expect(englishAdminPage.locator("html")).toHaveAttribute("lang", "en");
  await expect(englishAdminPage.getByRole("heading", { level: 1 })).toHaveText("Visitor statistics");
  await expect(englishAdminPage.getByTestId("top-campaign")).toContainText(campaign);
  await expect(englishAdminPage.getByTestId("top-language")).toContainText("English");
  await expect(englishAdminPage.getByTestId("top-language")).toContainText("German");
  await expect(englishAdminPage.getByRole("link", { name: "Download CSV" })).toBeVisible();
});

test("the period: 7/30/90 days and a chosen range; an inverted range gets a field error, no 500", async ({
  adminPage: page,
}) => {
  await page.goto("/admin/statistics");
  await hydrated(page);
  const periods = page.getByRole("navigation", { name: "Zeitraum" });
  await expect(periods.getByRole("link", { name: "30 Tage" })).toHaveAttribute("aria-current", "page");
  const table = page.getByTestId("table-days");
  await table.locator("summary").click();
  for (const days of [7, 90, 30]) {
    await periods.getByRole("link", { name: `${days} Tage` }).click();
    await expect(page).toHaveURL(new RegExp(`\\?days=${days}$`));
    await expect(periods.getByRole("link", { name: `${days} Tage` })).toHaveAttribute("aria-current", "page");
    await expect(table.locator("tbody tr")).toHaveCount(days);
  }

  const from = page.getByLabel("Von", { exact: true });
  const to = page.getByLabel("Bis", { exact: true });
  await from.fill(berlinDay(-2));
  await to.fill(berlinDay());
  await page.getByRole("button", { name: "Anzeigen" }).click();
  await expect(page).toHaveURL(new RegExp(`from=${berlinDay(-2)}&to=${berlinDay()}$`));
  await expect(table.locator("tbody tr")).toHaveCount(3);
  await expect(periods.locator('[aria-current="page"]')).toHaveCount(0);
  // A period link after typed dates: the fields show the period's days, not the dates typed before.
  await periods.getByRole("link", { name: "7 Tage" }).click();
  await expect(page).toHaveURL(/\?days=7$/);
  await expect(from).toHaveValue(berlinDay(-6));
  await expect(to).toHaveValue(berlinDay());

  // Backwards: the field says why, in the screen's language, and keeps what was typed.
  await from.fill(berlinDay());
  await to.fill(berlinDay(-6));
  await page.getByRole("button", { name: "Anzeigen" }).click();
  await expect(page.getByText("Das Ende darf nicht vor dem Anfang liegen.")).toBeVisible();
  await expect(to).toHaveAttribute("aria-invalid", "true");
  await expect(to).toHaveValue(berlinDay(-6));
  const response = await page.goto(`/admin/statistics?from=${berlinDay()}&to=${berlinDay(-6)}`);
  expect(response?.status()).toBe(400);
  await expect(page.getByText("Das Ende darf nicht vor dem Anfang liegen.")).toBeVisible();
  await expect(to).toHaveValue(berlinDay(-6));
  await expect(from).toHaveValue(berlinDay());
  expect(
    (await page.request.get(`/admin/statistics/export.csv?from=${berlinDay()}&to=${berlinDay(-6)}`)).status(),
  ).toBe(400);
});

test("in English, an inverted range is explained in English", async ({ englishAdminPage: page }) => {
  const response = await page.goto(`/admin/statistics?from=${berlinDay()}&to=${berlinDay(-6)}`);
  expect(response?.status()).toBe(400);
  await expect(page.getByText("The end must not be before the start.")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Period" }).getByRole("link", { name: "90 days" })).toBeVisible();
});

test("on a phone (390×844) the screen, its table open, scrolls only up and down", async ({ adminPage: page }) => {
  await page.setViewportSize(PHONE);
  await page.goto("/admin/statistics?days=90");
  await page.getByTestId("table-days").locator("summary").click();
  await expect(page.getByTestId("table-days").getByRole("table")).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the period links, the range form and the CSV link work as plain links and forms", async ({
    adminPage: page,
  }) => {
    await page.goto("/admin/statistics");
    await page.getByRole("navigation", { name: "Zeitraum" }).getByRole("link", { name: "90 Tage" }).click();
    await expect(page).toHaveURL(/\?days=90$/);
    await expect(page.getByRole("link", { name: "90 Tage" })).toHaveAttribute("aria-current", "page");

    await page.getByLabel("Von", { exact: true }).fill(berlinDay(-1));
    await page.getByLabel("Bis", { exact: true }).fill(berlinDay());
    await page.getByRole("button", { name: "Anzeigen" }).click();
    await expect(page).toHaveURL(new RegExp(`from=${berlinDay(-1)}&to=${berlinDay()}$`));
    // The table is a <details>: it opens without scripts.
    await page.getByTestId("table-days").locator("summary").click();
    await expect(page.getByTestId("table-days").locator("tbody tr")).toHaveCount(2);

    const answer = page.waitForResponse((r) => r.url().includes(`to=${berlinDay(-3)}`));
    await page.getByLabel("Bis", { exact: true }).fill(berlinDay(-3));
    await page.getByRole("button", { name: "Anzeigen" }).click();
    expect((await answer).status()).toBe(400);
    await expect(page.getByText("Das Ende darf nicht vor dem Anfang liegen.")).toBeVisible();
    await expect(page.getByLabel("Bis", { exact: true })).toHaveValue(berlinDay(-3));

    const href = await page.getByRole("link", { name: "CSV herunterladen" }).getAttribute("href");
    expect(href).toMatch(/^\/admin\/statistics\/export\.csv\?days=30$/);
    const csv = await page.request.get(href!);
    expect(csv.status()).toBe(200);
    expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  });
});

test("a moderator reads the statistics; a signed-in member gets 'Kein Zugriff'", async ({
  moderatorPage,
  browser,
  baseURL,
}) => {
  const screen = await moderatorPage.goto("/admin/statistics");
  expect(screen?.status()).toBe(200);
  await expect(moderatorPage.getByRole("heading", { level: 1 })).toHaveText("Besucherstatistik");

  const email = `e2e-stats-${Date.now().toString(36)}@example.com`;
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: ownClientAddress() });
  try {
    const page = await context.newPage();
    await page.goto("/login?mode=register");
    await page.getByLabel("Vollständiger Name").fill("Mia Mitglied");
    await page.getByLabel("E-Mail").fill(email);
    await page.getByLabel("Passwort", { exact: true }).fill("mitglieds-passwort");
    await page.getByRole("button", { name: "Registrieren" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Anmelden" })).toBeVisible();
    // The confirmation mail is another spec's subject: the address is marked confirmed directly.
    await runOnE2eDb(`UPDATE user SET email_verified = 1 WHERE email = ?`, email);
    await page.getByLabel("E-Mail").fill(email);
    await page.getByLabel("Passwort", { exact: true }).fill("mitglieds-passwort");
    await page.getByRole("button", { name: "Anmelden", exact: true }).click();
    await expect(page).toHaveURL(/\/$/);

    const refused = await page.goto("/admin/statistics");
    expect(refused?.status()).toBe(403);
    await expect(page.getByRole("heading", { name: "Kein Zugriff" })).toBeVisible();
    expect((await page.request.get("/admin/statistics/export.csv")).status()).toBe(403);
  } finally {
    await context.close();
    await runOnE2eDb(`DELETE FROM user WHERE email = ?`, email);
  }
});
