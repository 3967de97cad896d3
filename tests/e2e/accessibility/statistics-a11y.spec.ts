import type { Page } from "@playwright/test";
import { expectNoSeriousViolationsLightAndDark } from "../axe";
import { expect, test } from "../fixtures";
import { EMPTY_WEEK, SEEDED_WEEK, seedStatistics } from "../statistics";

/*
 * The accessibility gate (axe, WCAG 2.0/2.1 A and AA, serious and critical fail) on the visitor
 * statistics (issue 53): the screen with a week of figures (its tables open), a week without any,
 * with a range it cannot show, and the dashboard's card; German and English, light and dark. The
 * admin-bar sweep in a11y.spec.ts scans the screen as it is at that moment as well.
 */
test.use({ reducedMotion: "reduce" });

const week = ({ from, to }: { from: string; to: string }) => `/admin/statistics?from=${from}&to=${to}`;

/** Opens every table folded under a chart (a closed <details> hides its content from axe). */
async function openTables(page: Page) {
  await page.locator("main details").evaluateAll((tables) => {
    for (const table of tables) (table as HTMLDetailsElement).open = true;
  });
}

for (const lang of ["de", "en"] as const) {
  test(`statistics screen (${lang}): with figures, empty, with a field error; the dashboard card`, async ({
    adminPage,
    englishAdminPage,
  }) => {
    // Four pages, each scanned in two themes: minutes on a busy machine.
    test.setTimeout(300_000);
    const page = lang === "de" ? adminPage : englishAdminPage;
    await seedStatistics();

    await page.goto(week(SEEDED_WEEK));
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.getByTestId("top-device").getByRole("row")).not.toHaveCount(0);
    await openTables(page);
    await expectNoSeriousViolationsLightAndDark(page, `statistics with figures (${lang})`);

    await page.goto(week(EMPTY_WEEK));
    await expect(
      page.getByText(lang === "de" ? "Keine Aufrufe in diesem Zeitraum." : "No views in this period.").first(),
    ).toBeVisible();
    await openTables(page);
    await expectNoSeriousViolationsLightAndDark(page, `statistics without figures (${lang})`);

    const response = await page.goto(week({ from: SEEDED_WEEK.to, to: SEEDED_WEEK.from }));
    expect(response?.status()).toBe(400);
    await expect(page.locator('[aria-invalid="true"]')).toHaveCount(1);
    await expectNoSeriousViolationsLightAndDark(page, `statistics with a field error (${lang})`);

    await page.goto("/admin");
    await expect(page.getByTestId("dashboard-statistics")).toBeVisible();
    await expectNoSeriousViolationsLightAndDark(page, `dashboard with the statistics card (${lang})`);
  });
}
