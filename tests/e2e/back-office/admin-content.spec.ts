import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures";

// The shared content screens of the back office against the built Worker and the seeded demo DB,
// signed in once per worker through tests/e2e/fixtures.ts.

function collectPageErrors(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

test("an admin creates a service, sees it on /services, edits, deactivates and deletes it", async ({
  adminPage: page,
}) => {
  const errors = collectPageErrors(page);
  const title = `E2E Achtsamkeit ${Date.now().toString(36)}`;

  await page.goto("/admin/services");
  await expect(page.getByRole("link", { name: /Service-Detailseiten/ })).toHaveAttribute(
    "href",
    "/admin/service-details",
  );
  await page.getByRole("link", { name: "Neuer Service" }).click();
  const dialog = page.getByRole("dialog", { name: "Service erstellen" });
  await expect(dialog).toBeVisible();
  // A blank required field is refused in the browser with the field's message.
  await dialog.getByRole("button", { name: "Veröffentlichen" }).click();
  await expect(dialog.getByText("Titel (DE) ist erforderlich")).toBeVisible();

  await dialog.getByLabel(/^Titel \(DE\)(?!.*\(EN\))/).fill(title);
  await dialog.getByLabel(/^Titel \(EN\)(?!.*\(EN\))/).fill(`${title} EN`);
  await dialog.getByRole("textbox", { name: /^Beschreibung \(DE\)/ }).fill("Ein Service aus dem End-to-End-Test.");
  await dialog.getByRole("textbox", { name: /^Beschreibung \(EN\)/ }).fill("A service from the end-to-end test.");
  await dialog.getByLabel(/^Bild-URL(?!.*\(EN\))/).fill("/images/services/coaching.jpg");
  await expect(dialog.getByTestId("image-preview")).toBeVisible();
  await dialog.getByRole("button", { name: "Veröffentlichen" }).click();
  await expect(page.getByTestId("toast").getByText("Service erfolgreich erstellt!")).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = page.getByTestId("content-row").filter({ hasText: title });
  await expect(row).toHaveCount(1);

  await page.goto("/services");
  await expect(page.getByRole("main").getByText(title, { exact: true })).toBeVisible();

  await page.goto("/admin/services");
  await page.getByRole("link", { name: `${title} bearbeiten` }).click();
  const edit = page.getByRole("dialog", { name: "Service bearbeiten" });
  await expect(edit.getByLabel(/^Titel \(DE\)(?!.*\(EN\))/)).toHaveValue(title);
  await edit.getByLabel(/^Titel \(DE\)(?!.*\(EN\))/).fill(`${title} neu`);
  await edit.getByRole("button", { name: "Veröffentlichen" }).click();
  await expect(page.getByTestId("toast").getByText("Service erfolgreich aktualisiert!")).toBeVisible();
  await page.goto("/services");
  await expect(page.getByRole("main").getByText(`${title} neu`, { exact: true })).toBeVisible();

  await page.goto("/admin/services");
  const toggle = page.getByRole("button", { name: `Status: ${title} neu`, exact: true });
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  // The switch shows its new state at once, before the server has it; the visitor's page is asked for
  // only after the server has answered the switch's post.
  const saved = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/admin/services"));
  await toggle.click();
  expect((await saved).status()).toBeLessThan(400);
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  await expect(
    page
      .getByTestId("content-row")
      .filter({ hasText: `${title} neu` })
      .getByText("Ausgeblendet"),
  ).toBeVisible();
  await page.goto("/services");
  await expect(page.getByRole("main").getByText(`${title} neu`)).toHaveCount(0);

  await page.goto("/admin/services");
  await page.getByRole("link", { name: `${title} neu löschen` }).click();
  const confirm = page.getByRole("dialog", { name: "Löschen bestätigen" });
  await expect(confirm.getByText("Sind Sie sicher, dass Sie diesen Service löschen möchten?")).toBeVisible();
  await confirm.getByRole("button", { name: "Löschen" }).click();
  await expect(page.getByTestId("toast").getByText("Service erfolgreich gelöscht!")).toBeVisible();
  await expect(page.getByTestId("content-row").filter({ hasText: title })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("reordering navigation at /admin/navigation changes the public navbar @shared", async ({ adminPage: page }) => {
  const errors = collectPageErrors(page);
  const navbar = () => page.getByRole("navigation", { name: "Hauptnavigation" }).getByRole("link");

  await page.goto("/");
  const before = await navbar().allInnerTexts();
  const services = before.indexOf("Leistungen");
  const about = before.indexOf("Über uns");
  expect(about).toBeGreaterThanOrEqual(0);
  expect(services).toBe(about + 1);

  await page.goto("/admin/navigation");
  await expect(page.getByRole("heading", { level: 1, name: "Navigation" })).toBeVisible();
  const names = page.getByTestId("content-row").locator("td:nth-child(2)");
  const inNavbar = page.getByRole("button", { name: "Hauptmenü: Leistungen", exact: true });
  try {
    await page.getByRole("button", { name: "Leistungen nach oben verschieben" }).click();
    await expect(page.getByTestId("toast").getByText("Reihenfolge aktualisiert")).toBeVisible();
    await expect(names.nth(about)).toHaveText("Leistungen");
    await expect(names.nth(about + 1)).toHaveText("Über uns");

    await page.goto("/");
    const after = await navbar().allInnerTexts();
    expect(after.indexOf("Leistungen")).toBe(about);
    expect(after.indexOf("Über uns")).toBe(about + 1);

    // Switching an item out of the navbar hides it there (with its own toast).
    await page.goto("/admin/navigation");
    await inNavbar.click();
    await expect(page.getByTestId("toast").getByText("Anzeige im Hauptmenü aktualisiert")).toBeVisible();
    await page.goto("/");
    await expect(navbar().filter({ hasText: "Leistungen" })).toHaveCount(0);
  } finally {
    // Put the seeded navigation back for the specs that run after this one, however far the test got.
    await page.goto("/admin/navigation");
    if ((await inNavbar.getAttribute("aria-pressed")) !== "true") await inNavbar.click();
    await expect(inNavbar).toHaveAttribute("aria-pressed", "true");
    if ((await names.nth(about).innerText()).trim() === "Leistungen")
      await page.getByRole("button", { name: "Leistungen nach unten verschieben" }).click();
    await expect(names.nth(about)).toHaveText("Über uns");
    await expect(names.nth(about + 1)).toHaveText("Leistungen");
  }
  expect(errors).toEqual([]);
});

test("main sections: tabs switch by keyboard; the sort tab reorders and toggles @shared", async ({
  adminPage: page,
}) => {
  const errors = collectPageErrors(page);
  await page.goto("/admin/main-sections");
  const sortTab = page.getByRole("tab", { name: "Reihenfolge & Sichtbarkeit" });
  await expect(sortTab).toHaveAttribute("aria-selected", "true");
  const rows = page.getByTestId("sort-row");
  const count = await rows.count();
  expect(count).toBeGreaterThan(1);
  const second = (await rows.nth(1).locator("span.font-medium").innerText()).trim();
  const firstSwitch = rows.first().getByRole("button", { name: `Aktiv: ${second}`, exact: true });
  try {
    await page.getByRole("button", { name: `${second} nach oben verschieben` }).click();
    await expect(page.getByTestId("toast").getByText("Reihenfolge aktualisiert")).toBeVisible();
    await expect(rows.first().locator("span.font-medium")).toHaveText(second);

    // Each switch is stored by a post and the list is read again after it; the keyboard part below waits
    // for both, or the answer to a switch could land in the middle of it.
    const switched = () =>
      page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/admin/main-sections"));
    let stored = switched();
    await firstSwitch.click();
    await stored;
    await expect(firstSwitch).toHaveAttribute("aria-pressed", "false");
    await expect(page).not.toHaveURL(/tab=crud/);
    stored = switched();
    await firstSwitch.click();
    await stored;
    await expect(firstSwitch).toHaveAttribute("aria-pressed", "true");
    await page.waitForLoadState("networkidle");

    await sortTab.focus();
    await expect(sortTab).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Anlegen, Bearbeiten & Löschen" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(page).toHaveURL(/tab=crud/);
    await page.getByRole("link", { name: "Neue Themenkachel" }).click();
    const dialog = page.getByRole("dialog", { name: "Themenkachel erstellen" });
    await expect(dialog.getByLabel("Symbol")).toHaveValue("Users");
    await dialog.getByRole("button", { name: "Abbrechen" }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/tab=crud/);
    // A switch in the table keeps the CRUD tab open.
    await page.getByRole("button", { name: `Aktiv: ${second}`, exact: true }).click();
    await expect(page.getByTestId("toast").getByText("Status aktualisiert")).toBeVisible();
    await expect(page).toHaveURL(/tab=crud/);
    await expect(page.getByRole("button", { name: `Aktiv: ${second}`, exact: true })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
  } finally {
    // Put the seeded sections back, however far the test got: active again, in their old order.
    await page.goto("/admin/main-sections");
    const active = page.getByRole("button", { name: `Aktiv: ${second}`, exact: true });
    if ((await active.getAttribute("aria-pressed")) !== "true") await active.click();
    await expect(active).toHaveAttribute("aria-pressed", "true");
    if ((await rows.first().locator("span.font-medium").innerText()).trim() === second)
      await page.getByRole("button", { name: `${second} nach unten verschieben` }).click();
    await expect(rows.nth(1).locator("span.font-medium")).toHaveText(second);
  }
  expect(errors).toEqual([]);
});

test("index sections: cards with the eye toggle @shared", async ({ adminPage: page }) => {
  const errors = collectPageErrors(page);
  await page.goto("/admin/index-sections");
  await expect(page.getByRole("heading", { level: 1, name: "Text-Bild-Bereiche" })).toBeVisible();
  const card = page.getByTestId("index-section-card").first();
  const title = (await card.getByRole("heading", { level: 2 }).innerText()).trim();
  try {
    await card.getByRole("button", { name: `${title} deaktivieren` }).click();
    await expect(page.getByTestId("toast").getByText("Bereich deaktiviert")).toBeVisible();
    await expect(card.getByText("Inaktiv")).toBeVisible();
    await card.getByRole("button", { name: `${title} aktivieren` }).click();
    await expect(page.getByTestId("toast").getByText("Bereich aktiviert", { exact: true })).toBeVisible();
    await expect(card.getByText("Inaktiv")).toHaveCount(0);
  } finally {
    // The seeded section stays active for the specs after this one, however far the test got.
    await page.goto("/admin/index-sections");
    const activate = page.getByRole("button", { name: `${title} aktivieren` });
    if (await activate.count()) await activate.click();
    await expect(page.getByRole("button", { name: `${title} deaktivieren` })).toBeVisible();
  }

  await page.getByRole("link", { name: "Neuer Bereich" }).click();
  const dialog = page.getByRole("dialog", { name: "Bereich erstellen" });
  await expect(dialog.getByLabel("Link", { exact: true })).toHaveCount(0);
  await dialog.getByRole("switch", { name: "Externer Link" }).check();
  await expect(dialog.getByLabel("Link", { exact: true })).toBeVisible();
  await expect(dialog.getByRole("switch", { name: "Im gleichen Fenster öffnen" })).toBeVisible();
  expect(errors).toEqual([]);
});
