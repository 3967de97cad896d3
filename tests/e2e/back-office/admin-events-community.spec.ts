import { expect, test } from "../fixtures";

// /admin/events, /admin/kongress and /admin/community against the built Worker and the seeded demo
// DB, signed in once per worker through tests/e2e/fixtures.ts; everything created here is deleted
// again, so the seeded data stays as it was.
test("an admin creates an event with an organizer, sees both on /events/{slug}, and deletes the event with its organizer; a community stat switched off leaves /community", async ({
  adminPage: page,
}) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const stamp = Date.now().toString(36);
  const title = `E2E Event ${stamp}`;
  const slug = `e2e-event-${stamp}`;
  const organizer = `E2E Orga ${stamp}`;

  // Create the event (slug left empty: it comes from the title).
  await page.goto("/admin/events");
  await expect(page.getByRole("tab", { name: "Events" })).toHaveAttribute("aria-selected", "true");
  await page.getByRole("link", { name: "Neues Event" }).click();
  const dialog = page.getByRole("dialog", { name: "Event erstellen" });
  await dialog.getByLabel(/^Titel(?!.*\(EN\))/).fill(title);
  await dialog.getByLabel(/^Untertitel(?!.*\(EN\))/).fill("Ein Event aus dem End-to-End-Test");
  await dialog.getByLabel(/^Beschreibung(?!.*\(EN\))/).fill("Kurzbeschreibung des Test-Events.");
  await dialog.getByLabel(/^Beginn/).fill("2099-05-01T10:00");
  await dialog.getByLabel(/^Ort(?!.*\(EN\))/).fill("Berlin");
  await dialog.getByLabel(/^Tickets(?!.*\(EN\))/).fill("ab 10 €");
  await dialog
    .getByLabel(/^Bild-URL(?!.*\(EN\))/)
    .fill("https://images.unsplash.com/photo-1540575467063-178a50c2df87?w=800");
  await dialog.getByLabel(/^Externer Link(?!.*\(EN\))/).fill("https://tickets.example.com/e2e");
  await dialog.getByRole("button", { name: "Veröffentlichen" }).click();
  await expect(page.getByTestId("toast").getByText("Event erfolgreich erstellt!")).toBeVisible();
  const row = page.getByTestId("content-row").filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row.getByText(slug)).toBeVisible();

  // Its organizer, on the Organisatoren tab for the chosen event.
  await page.getByRole("tab", { name: "Organisatoren" }).click();
  await expect(page.getByTestId("choose-parent")).toBeVisible();
  await page.getByLabel("Event", { exact: true }).selectOption({ label: title });
  await expect(page).toHaveURL(/tab=organisatoren&event=\d+/);
  await expect(page.getByText("Keine Organisatoren für dieses Event.")).toBeVisible();
  await page.getByRole("link", { name: "Neuer Organisator" }).click();
  const orgDialog = page.getByRole("dialog", { name: "Organisator erstellen" });
  await expect(orgDialog.getByLabel(/^Event(?!.*\(EN\))/)).toHaveValue(/\d+/);
  await expect(orgDialog.getByLabel(/^Event(?!.*\(EN\))/).locator("option:checked")).toHaveText(title);
  await orgDialog.getByLabel(/^Name(?!.*\(EN\))/).fill(organizer);
  await orgDialog.getByLabel(/^Titel(?!.*\(EN\))/).fill("Moderation");
  await orgDialog
    .getByLabel(/^Bild-URL(?!.*\(EN\))/)
    .fill("https://images.unsplash.com/photo-1494790108377-be9c29b29330?w=400");
  await orgDialog.getByLabel(/^Bio(?!.*\(EN\))/).fill("Moderiert das Test-Event.");
  await orgDialog.getByRole("button", { name: "Erstellen" }).click();
  await expect(page.getByTestId("toast").getByText("Organisator erfolgreich erstellt!")).toBeVisible();
  await expect(page.getByTestId("content-row").filter({ hasText: organizer })).toHaveCount(1);

  // Both on the public page.
  await page.goto(`/events/${slug}`);
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await expect(page.getByText(organizer)).toBeVisible();

  // Deleting the event says that its organizer goes with it, and does so.
  await page.goto("/admin/events");
  await page.getByRole("link", { name: `${title} löschen` }).click();
  const confirm = page.getByRole("dialog", { name: "Löschen bestätigen" });
  await expect(confirm.getByText("Dieses Event und sein Organisator werden gelöscht.")).toBeVisible();
  await confirm.getByRole("button", { name: "Löschen" }).click();
  await expect(page.getByTestId("toast").getByText("Event erfolgreich gelöscht!")).toBeVisible();
  await expect(page.getByTestId("content-row").filter({ hasText: title })).toHaveCount(0);
  expect((await page.request.get(`/events/${slug}`)).status()).toBe(404);

  // Community: a new stat shows on /community until it is switched off; then it is deleted.
  const label = `E2E Zahl ${stamp}`;
  await page.goto("/admin/community");
  await expect(page.getByRole("tab", { name: "Features" })).toHaveAttribute("aria-selected", "true");
  await page.getByRole("tab", { name: "Statistiken" }).click();
  await expect(page).toHaveURL(/tab=statistiken/);
  await page.getByRole("link", { name: "Neue Statistik" }).click();
  const statDialog = page.getByRole("dialog", { name: "Statistik erstellen" });
  await statDialog.getByLabel(/^Schlüssel(?!.*\(EN\))/).fill(`e2e-${stamp}`);
  await statDialog.getByLabel(/^Wert(?!.*\(EN\))/).fill("1,234");
  await statDialog.getByLabel(/^Bezeichnung \(DE\)(?!.*\(EN\))/).fill(label);
  await statDialog.getByLabel(/^Bezeichnung \(EN\)(?!.*\(EN\))/).fill(`${label} EN`);
  await statDialog.getByLabel(/^Reihenfolge(?!.*\(EN\))/).fill("-1");
  await statDialog.getByRole("button", { name: "Veröffentlichen" }).click();
  await expect(statDialog.getByText("Reihenfolge muss mindestens 0 sein")).toBeVisible();
  await statDialog.getByLabel(/^Reihenfolge(?!.*\(EN\))/).fill("99");
  await statDialog.getByRole("button", { name: "Veröffentlichen" }).click();
  await expect(page.getByTestId("toast").getByText("Statistik erfolgreich erstellt!")).toBeVisible();
  await page.goto("/community");
  await expect(page.getByText(label, { exact: true })).toBeVisible();

  await page.goto("/admin/community?tab=statistiken");
  const toggle = page.getByRole("button", { name: `Aktiv: ${label}`, exact: true });
  // The switch flips at once; the page is left only once the server has answered the write.
  const written = page.waitForResponse(
    (response) => response.request().method() === "POST" && response.url().includes("/admin/community"),
  );
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  expect((await written).status()).toBeLessThan(400);
  await page.goto("/community");
  await expect(page.getByText(label, { exact: true })).toHaveCount(0);

  await page.goto("/admin/community?tab=statistiken");
  await page.getByRole("link", { name: `${label} löschen` }).click();
  await page.getByRole("dialog", { name: "Löschen bestätigen" }).getByRole("button", { name: "Löschen" }).click();
  await expect(page.getByTestId("toast").getByText("Statistik erfolgreich gelöscht!")).toBeVisible();
  await expect(page.getByTestId("content-row").filter({ hasText: label })).toHaveCount(0);

  expect(errors).toEqual([]);
});
