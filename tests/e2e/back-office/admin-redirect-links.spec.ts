import { expect, test } from "../fixtures";
import type { Page } from "@playwright/test";

// Seeded links (db/seed.ts): instagram, youtube, termin shown on /weiterleitungen; podcast hidden.

/** The codes in the Sort Order form, top to bottom. */
async function sortCodes(page: Page) {
  return page.getByTestId("sort-row").evaluateAll((rows) => rows.map((row) => row.getAttribute("data-code")));
}

/** The card headings on /weiterleitungen, top to bottom. */
async function publicOrder(page: Page) {
  await page.goto("/weiterleitungen");
  return page.getByTestId("redirect-card").getByRole("heading").allTextContents();
}

test("an admin reorders the links in the Sort Order tab and /weiterleitungen follows @shared", async ({
  adminPage: page,
  baseURL,
}) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));

  await page.goto("/admin/redirect-links");
  await expect(page.getByRole("heading", { name: "Kurzlinks", level: 1 })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Links verwalten" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByTestId("redirect-row").first()).toBeVisible();

  await page.getByRole("tab", { name: "Sortieren" }).click();
  await expect(page).toHaveURL(/\?tab=sort$/);
  await expect(page.getByRole("tab", { name: "Sortieren" })).toHaveAttribute("aria-selected", "true");
  const original = await sortCodes(page);
  expect(original.indexOf("instagram")).toBeLessThan(original.indexOf("youtube"));
  const ids = await page
    .locator('input[name="ids"]')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));

  try {
    // Move /youtube above /instagram with the keyboard-usable buttons, then save once.
    const steps = original.indexOf("youtube") - original.indexOf("instagram");
    const up = page.getByRole("button", { name: "/youtube nach oben verschieben" });
    for (let i = 0; i < steps; i += 1) await up.click();
    expect((await sortCodes(page)).indexOf("youtube")).toBe(original.indexOf("instagram"));
    await expect(page.getByText("Ungespeicherte Änderungen")).toBeVisible();
    await page.getByRole("button", { name: "Reihenfolge speichern" }).click();
    await expect(page.getByTestId("toast")).toContainText("Reihenfolge der Kurzlinks gespeichert");
    await expect(page).toHaveURL(/\?tab=sort$/);
    await expect(page.getByText("Ungespeicherte Änderungen")).toHaveCount(0);
    expect((await sortCodes(page)).indexOf("youtube")).toBeLessThan((await sortCodes(page)).indexOf("instagram"));

    const shown = await publicOrder(page);
    expect(shown.indexOf("/youtube")).toBeGreaterThanOrEqual(0);
    expect(shown.indexOf("/youtube")).toBeLessThan(shown.indexOf("/instagram"));

    // Typing a position and leaving the field moves the row too; then put the original order back.
    await page.goto("/admin/redirect-links?tab=sort");
    const position = page.getByLabel("Position von /instagram");
    await position.fill(String(original.indexOf("instagram") + 1));
    await position.blur();
    await expect.poll(() => sortCodes(page)).toEqual(original);
    await page.getByRole("button", { name: "Reihenfolge speichern" }).click();
    await expect(page.getByTestId("toast")).toContainText("Reihenfolge der Kurzlinks gespeichert");
    expect(await sortCodes(page)).toEqual(original);
  } finally {
    // Whatever happened above, the shared e2e database gets its order back.
    const body = new URLSearchParams([
      ["intent", "reorder"],
      ...ids.map((id): [string, string] => ["ids", id]),
    ]).toString();
    const res = await page.request.post("/admin/redirect-links?tab=sort", {
      data: body,
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: String(baseURL) },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(302);
  }

  const restored = await publicOrder(page);
  expect(restored[0]).toBe("/instagram");
  expect(restored.indexOf("/instagram")).toBeLessThan(restored.indexOf("/youtube"));
  expect(errors).toEqual([]);
});
