import type { Locator, Page } from "@playwright/test";
import { translate, type TextVars } from "~/lib/admin/i18n";
import { expect, hydrated, test } from "../fixtures";
import { tabTo as tabToTarget } from "../keyboard";
import { SEEDED_WEEK, seedStatistics } from "../statistics";

/*
 * Keyboard only (issue 53): on the visitor statistics, staff reach the period links, the range fields,
 * the CSV link and the table behind the chart with Tab, switch and open them with Enter, and see where
 * the focus is; the dashboard card leads there by keyboard. Both back-office languages.
 */
test.use({ reducedMotion: "reduce" });

/** Long pages: up to 120 Tab presses to a control. */
const tabTo = (page: Page, target: Locator) => tabToTarget(page, target, { max: 120 });

/** The focus ring: outline or box-shadow of the element as drawn right now. */
const ring = (target: Locator) =>
  target.evaluate((el) => {
    const style = getComputedStyle(el);
    return `${style.outlineStyle === "none" ? "none" : `${style.outlineStyle} ${style.outlineWidth}`} | ${style.boxShadow}`;
  });

/** Tabs to the target and checks that keyboard focus draws a ring it does not have unfocused. */
async function expectVisibleFocus(page: Page, target: Locator, label: string) {
  const before = await ring(target);
  await tabTo(page, target);
  const after = await ring(target);
  expect(after, `${label}: focus ring ${before} → ${after}`).not.toBe(before);
  expect(after, `${label}: nothing drawn on focus`).not.toBe("none | none");
}

for (const lang of ["de", "en"] as const) {
  test(`statistics by keyboard (${lang}): period, range, CSV link, table; the dashboard card`, async ({
    adminPage,
    englishAdminPage,
  }) => {
    // Two screens and dozens of key presses: more than the default 30 s on a busy machine.
    test.setTimeout(180_000);
    const page = lang === "de" ? adminPage : englishAdminPage;
    const t = (german: string, vars?: TextVars) => translate(lang, german, vars);
    await seedStatistics();

    await page.goto("/admin");
    await hydrated(page);
    const card = page.getByTestId("dashboard-statistics").getByRole("link", { name: t("Zur Besucherstatistik") });
    await expectVisibleFocus(page, card, "dashboard card link");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/admin\/statistics\?days=7$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("Besucherstatistik"));

    await page.goto(`/admin/statistics?from=${SEEDED_WEEK.from}&to=${SEEDED_WEEK.to}`);
    await hydrated(page);
    const periods = page.getByRole("navigation", { name: t("Zeitraum") });
    const month = periods.getByRole("link", { name: t("{n} Tage", { n: 30 }) });
    await expectVisibleFocus(page, month, "period link");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\?days=30$/);
    await expect(month).toHaveAttribute("aria-current", "page");

    // The range: both fields by Tab, Enter in the second sends the form.
    const from = page.getByLabel(t("Von"), { exact: true });
    const to = page.getByLabel(t("Bis"), { exact: true });
    await expectVisibleFocus(page, from, "from field");
    await from.fill(SEEDED_WEEK.from);
    await expectVisibleFocus(page, to, "to field");
    await to.fill(SEEDED_WEEK.to);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`from=${SEEDED_WEEK.from}&to=${SEEDED_WEEK.to}$`));
    await expect(to).toBeFocused();

    await expectVisibleFocus(page, page.getByRole("button", { name: t("Anzeigen") }), "show button");
    await expectVisibleFocus(page, page.getByRole("link", { name: t("CSV herunterladen") }), "CSV link");

    // The numbers behind the chart open with Enter.
    const table = page.getByTestId("table-days");
    await expectVisibleFocus(page, table.locator("summary"), "table summary");
    await page.keyboard.press("Enter");
    await expect(table).toHaveAttribute("open", "");
    await expect(table.locator("tbody tr")).toHaveCount(7);
  });
}
