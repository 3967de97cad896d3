import { answerCookieBanner, berlinDaysSince, expect, test } from "../fixtures";
import { readyToSend } from "../form-stamp";
import { mailTo } from "../newsletter";
import { sitePathIn } from "../outbox";

test.describe("back office: newsletter subscriptions", () => {
  test("a visitor's signup appears for the admin, who switches it off and on, exports it and deletes it @shared", async ({
    page,
    adminPage,
  }) => {
    // A visitor (not signed in) subscribes through the form on the home page.
    const email = `abo-${Date.now().toString(36)}@example.com`;
    // Taken before the signup, so the date check holds across midnight in Berlin.
    const started = new Date();
    await page.goto("/");
    await answerCookieBanner(page);
    await page.getByPlaceholder("E-Mail-Adresse").fill(email);
    await readyToSend(page);
    await page.getByRole("button", { name: "Anmelden", exact: true }).click();
    await expect(page.getByTestId("newsletter-success")).toBeVisible();

    const errors: string[] = [];
    adminPage.on("pageerror", (e) => errors.push(e.message));
    await adminPage.goto("/admin/newsletter-subscriptions");
    await expect(adminPage.getByRole("heading", { level: 1, name: "Newsletter-Verwaltung" })).toBeVisible();
    const total = Number(await adminPage.getByTestId("stat-total").getByTestId("stat-value").innerText());
    const inactive = Number(await adminPage.getByTestId("stat-inactive").getByTestId("stat-value").innerText());
    expect(total).toBeGreaterThanOrEqual(1);

    // Newest first: the fresh signup is the first row, dated today, active, from this site.
    const row = adminPage.locator(`[data-testid="newsletter-row"][data-email="${email}"]`);
    await expect(adminPage.getByTestId("newsletter-row").first()).toHaveAttribute("data-email", email);
    await expect(row).toContainText(berlinDaysSince(started));
    await expect(row.getByTestId("newsletter-status")).toHaveText("Aktiv");
    // Double opt-in: pending until the link in the mail is followed.
    await expect(row.getByTestId("newsletter-optin")).toHaveText("Ausstehend");
    await expect(row).toContainText(new URL(adminPage.url()).host);

    // Switch it off: status, fading, counts and the spec's toast.
    const toggle = row.getByRole("button", { name: `Aktiv: ${email}`, exact: true });
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await toggle.click();
    await expect(adminPage.getByTestId("toast")).toContainText("Erfolg");
    await expect(adminPage.getByTestId("toast")).toContainText("Status erfolgreich aktualisiert.");
    await expect(row.getByTestId("newsletter-status")).toHaveText("Inaktiv");
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await expect(row).toHaveAttribute("data-inactive", "true");
    await expect(adminPage.getByTestId("stat-inactive").getByTestId("stat-value")).toHaveText(String(inactive + 1));

    // An inactive subscriber is not in the export.
    const csvUrl = "/admin/newsletter-subscriptions/export.csv";
    expect(await (await adminPage.request.get(csvUrl)).text()).not.toContain(email);

    // And on again.
    await toggle.click();
    await expect(row.getByTestId("newsletter-status")).toHaveText("Aktiv");
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await expect(adminPage.getByTestId("stat-inactive").getByTestId("stat-value")).toHaveText(String(inactive));

    // A pending address is never exported; once the visitor confirms, it is.
    expect(await (await adminPage.request.get(csvUrl)).text()).not.toContain(email);
    await page.goto(sitePathIn((await mailTo(email)).text, "/newsletter/confirm"));
    await page.getByRole("button", { name: "Anmeldung bestätigen" }).click();
    await expect(page.getByRole("main")).toContainText("Deine Anmeldung zum Newsletter ist bestätigt");
    await adminPage.reload();
    await expect(row.getByTestId("newsletter-optin")).toHaveText("Bestätigt");

    // The consent record: when, where and what was agreed to.
    await row.getByRole("link", { name: `Einwilligung von ${email}` }).click();
    const consent = adminPage.getByRole("dialog", { name: "Einwilligung" });
    await expect(consent).toContainText("Link bestätigt");
    await expect(consent).toContainText("Newsletter");
    await adminPage.keyboard.press("Escape");
    await expect(consent).toBeHidden();

    // The export button downloads the confirmed subscribers, this one included.
    const download = adminPage.waitForEvent("download");
    await adminPage.getByRole("link", { name: "CSV exportieren" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^newsletter-abonnenten-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await (await adminPage.request.get(csvUrl)).text();
    expect(csv).toContain(`${email},`);

    // Delete, with confirmation; cancelling first keeps it.
    await row.getByRole("link", { name: `${email} löschen` }).click();
    const dialog = adminPage.getByRole("dialog", { name: "Löschen bestätigen" });
    await expect(dialog).toContainText(email);
    await dialog.getByRole("link", { name: "Abbrechen" }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toBeVisible();

    await row.getByRole("link", { name: `${email} löschen` }).click();
    await dialog.getByRole("button", { name: "Löschen" }).click();
    await expect(adminPage.getByTestId("toast")).toContainText("Newsletter-Abonnement erfolgreich gelöscht.");
    await expect(row).toHaveCount(0);
    await expect(adminPage).toHaveURL(/\/admin\/newsletter-subscriptions$/);
    await expect(adminPage.getByTestId("stat-total").getByTestId("stat-value")).toHaveText(String(total - 1));
    expect(errors).toEqual([]);
  });

  test("works without JavaScript: signup, switch off, confirm and delete", async ({ browser, adminState, baseURL }) => {
    const email = `ohne-js-${Date.now().toString(36)}@example.com`;
    const visitor = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await visitor.newPage();
    await page.goto("/");
    await page.getByPlaceholder("E-Mail-Adresse").fill(email);
    await readyToSend(page);
    await page.getByRole("button", { name: "Anmelden", exact: true }).click();
    await expect(page.getByTestId("toast")).toContainText(
      "Bitte bestätige deine Anmeldung über den Link in der E-Mail",
    );
    await visitor.close();

    const staff = await browser.newContext({ baseURL, storageState: adminState, javaScriptEnabled: false });
    const admin = await staff.newPage();
    await admin.goto("/admin/newsletter-subscriptions");
    const row = admin.locator(`[data-testid="newsletter-row"][data-email="${email}"]`);
    await expect(row.getByTestId("newsletter-status")).toHaveText("Aktiv");

    await row.getByRole("button", { name: `Aktiv: ${email}`, exact: true }).click();
    await expect(admin.getByTestId("toast")).toContainText("Status erfolgreich aktualisiert.");
    await expect(row.getByTestId("newsletter-status")).toHaveText("Inaktiv");

    // The confirmation is in the server's HTML (the shared dialog renders without a portal).
    await row.getByRole("link", { name: `${email} löschen` }).click();
    await expect(admin).toHaveURL(/\?delete=\d+$/);
    const confirm = admin.getByRole("dialog", { name: "Löschen bestätigen" });
    await expect(confirm).toContainText(email);
    await confirm.getByRole("button", { name: "Löschen" }).click();
    await expect(admin.getByTestId("toast")).toContainText("Newsletter-Abonnement erfolgreich gelöscht.");
    await expect(row).toHaveCount(0);
    await staff.close();
  });

  test("a moderator cannot open the screen or the export", async ({ moderatorPage }) => {
    const screen = await moderatorPage.goto("/admin/newsletter-subscriptions");
    expect(screen?.status()).toBe(403);
    await expect(moderatorPage.getByText("Kein Zugriff")).toBeVisible();
    const csv = await moderatorPage.request.get("/admin/newsletter-subscriptions/export.csv");
    expect(csv.status()).toBe(403);
    expect(await csv.text()).not.toContain("@");
  });
});
