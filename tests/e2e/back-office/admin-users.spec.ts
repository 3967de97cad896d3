import { expect, test } from "../fixtures";

/**
 * /admin/users and /admin/profile in the browser. The users test works on an account it registers
 * itself (never on the fixture staff); the profile test only checks what the browser refuses, so the
 * fixture moderator's data never changes.
 */
test.describe("admin users and profile", () => {
  test("an admin makes a fresh account moderator (blue badge) and back to user; the password dialog checks its entries", async ({
    adminPage,
    browser,
    baseURL,
  }) => {
    const errors: string[] = [];
    adminPage.on("pageerror", (e) => errors.push(e.message));
    const email = `e2e-users-${Date.now().toString(36)}@example.com`;

    // A visitor registers in a separate, signed-out browser.
    const visitor = await browser.newContext({ baseURL });
    const page = await visitor.newPage();
    await page.goto("/login?mode=register");
    await page.getByLabel("Vollständiger Name").fill("Wegwerf Konto");
    await page.getByLabel("E-Mail").fill(email);
    await page.getByLabel("Passwort", { exact: true }).fill("wegwerf-passwort");
    await page.getByRole("button", { name: "Registrieren" }).click();
    await expect(page.getByTestId("login-message")).toContainText("Registrierung erfolgreich!");
    await visitor.close();

    await adminPage.goto("/admin/users");
    await expect(adminPage.getByRole("heading", { level: 1, name: "Benutzerverwaltung" })).toBeVisible();
    await expect(adminPage.getByTestId("count-all")).toBeVisible();
    const row = adminPage.locator(`[data-testid="user-row"][data-email="${email}"]`);
    await expect(row).toContainText("Wegwerf Konto");
    await expect(row.getByTestId("role-badge")).toHaveText("Benutzer");

    await row.getByLabel(`Rolle für ${email}`).selectOption("moderator");
    await row.getByRole("button", { name: `Rolle speichern für ${email}` }).click();
    await expect(adminPage.getByTestId("toast")).toContainText(`Die Rolle von ${email} ist jetzt „Moderator“.`);
    const badge = row.getByTestId("role-badge");
    await expect(badge).toHaveText("Moderator");
    await expect(badge).toHaveClass(/bg-blue-100/);

    // The password dialog (URL ?password=<id>) refuses entries that differ, before anything is sent.
    await row.getByRole("link", { name: `Passwort ändern für ${email}` }).click();
    const dialog = adminPage.getByRole("dialog", { name: "Passwort ändern" });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel("Neues Passwort").fill("neues-passwort-1");
    await dialog.getByLabel("Passwort bestätigen").fill("neues-passwort-2");
    await dialog.getByRole("button", { name: "Passwort speichern" }).click();
    await expect(dialog).toContainText("Passwörter stimmen nicht überein");
    await dialog.getByLabel("Passwort bestätigen").fill("neues-passwort-1");
    await dialog.getByRole("button", { name: "Passwort speichern" }).click();
    await expect(dialog).toBeHidden();
    await expect(adminPage.getByTestId("toast")).toContainText(`Passwort für ${email} wurde erfolgreich aktualisiert`);

    // Back to user: grey badge.
    await row.getByLabel(`Rolle für ${email}`).selectOption("user");
    await row.getByRole("button", { name: `Rolle speichern für ${email}` }).click();
    await expect(badge).toHaveText("Benutzer");
    await expect(badge).not.toHaveClass(/bg-blue-100/);
    expect(errors).toEqual([]);
  });

  test("a moderator sees the own profile; the forms check their entries in the browser", async ({ moderatorPage }) => {
    await moderatorPage.goto("/admin/profile");
    await expect(moderatorPage.getByRole("heading", { level: 1, name: "Profil" })).toBeVisible();
    const info = moderatorPage.getByRole("region", { name: "Kontoinformationen" });
    await expect(info).toContainText("e2e-moderator@example.com");
    await expect(info.getByTestId("role-badge")).toHaveText("Moderator");

    const edit = moderatorPage.getByRole("region", { name: "Profil bearbeiten" });
    await edit.getByLabel("Vollständiger Name").fill("");
    await edit.getByLabel("E-Mail").fill("kein-at");
    await edit.getByRole("button", { name: "Profil speichern" }).click();
    await expect(edit).toContainText("Name ist erforderlich");
    await expect(edit).toContainText("Ungültige E-Mail-Adresse");
    // A new address needs the current password; the browser says so before anything is sent.
    await edit.getByLabel("Vollständiger Name").fill("E2E Moderator");
    await edit.getByLabel("E-Mail").fill("neue-adresse@example.com");
    await edit.getByRole("button", { name: "Profil speichern" }).click();
    await expect(edit).toContainText("Zum Ändern der E-Mail-Adresse ist das aktuelle Passwort erforderlich");
    await expect(edit.getByLabel("Aktuelles Passwort")).toHaveAttribute("aria-invalid", "true");

    const password = moderatorPage.getByRole("region", { name: "Passwort ändern" });
    await password.getByLabel("Aktuelles Passwort").fill("irgendwas");
    await password.getByRole("textbox", { name: "Neues Passwort", exact: true }).fill("neues-passwort-1");
    await password.getByLabel("Neues Passwort bestätigen").fill("neues-passwort-2");
    await password.getByRole("button", { name: "Passwort ändern" }).click();
    await expect(password).toContainText("Passwörter stimmen nicht überein");
    await expect(moderatorPage.getByTestId("toast")).toContainText("Die neuen Passwörter stimmen nicht überein");

    // A moderator does not get into the user administration.
    const res = await moderatorPage.goto("/admin/users");
    expect(res?.status()).toBe(403);
  });
});
