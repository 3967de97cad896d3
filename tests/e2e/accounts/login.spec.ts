import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "../fixtures";
import { mailTo } from "../newsletter";
import { loginPathIn } from "../outbox";

const DEMO_ADMIN = { email: "admin@example.com", password: "demo-admin-2025" };

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel("E-Mail").fill(email);
  await page.getByLabel("Passwort", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Anmelden", exact: true }).click();
}

test.describe("login page", () => {
  test("switches between sign in, register and forgot password; switching clears the messages", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto("/login");
    await expect(page.getByRole("heading", { level: 1, name: "Anmelden" })).toBeVisible();

    await signIn(page, DEMO_ADMIN.email, "not-the-password");
    await expect(page.getByTestId("login-message")).toHaveText("Ungültige E-Mail oder Passwort");

    await page.getByRole("link", { name: "Noch kein Konto? Registrieren" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Registrieren" })).toBeVisible();
    await expect(page.getByTestId("login-message")).toHaveCount(0);
    await page.getByRole("button", { name: "Registrieren" }).click();
    await expect(page.getByText("Vollständiger Name ist erforderlich")).toBeVisible();

    await page.getByRole("link", { name: "Bereits ein Konto? Anmelden" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Anmelden" })).toBeVisible();
    await expect(page.getByText("Vollständiger Name ist erforderlich")).toHaveCount(0);

    await page.getByRole("link", { name: "Passwort vergessen?" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Passwort vergessen" })).toBeVisible();
    await page.getByRole("button", { name: "Link senden" }).click();
    await expect(page.getByText("Bitte geben Sie Ihre E-Mail-Adresse ein")).toBeVisible();

    await expect(page.getByRole("link", { name: "Zurück zur Website" })).toHaveAttribute("href", "/");
    expect(errors).toEqual([]);
  });

  test("a visitor sent to /admin signs in and lands there; Logout ends the session", async ({ page }) => {
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin/);
    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();

    await page.getByRole("button", { name: "Abmelden" }).click();
    await expect(page).toHaveURL(/\/login\?notice=signedOut/);
    await expect(page.getByTestId("login-message")).toContainText("abgemeldet");
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/login\?redirectTo=/);
  });

  test("register, confirm by e-mail, reset the password by e-mail, sign in with the new one @shared", async ({
    page,
  }) => {
    const email = `e2e-${Date.now()}@example.com`;
    await page.goto("/login?mode=register");
    await page.getByLabel("Vollständiger Name").fill("Erika Mustermann");
    await page.getByLabel("E-Mail").fill(email);
    await page.getByLabel("Passwort", { exact: true }).fill("erstes-passwort");
    await page.getByRole("button", { name: "Registrieren" }).click();
    await expect(page.getByTestId("login-message")).toHaveText(
      "Registrierung erfolgreich! Bitte überprüfen Sie Ihre E-Mail zur Bestätigung.",
    );
    await expect(page.getByRole("heading", { level: 1, name: "Anmelden" })).toBeVisible();

    // Not confirmed yet.
    await signIn(page, email, "erstes-passwort");
    await expect(page.getByTestId("login-message")).toHaveText("Bitte bestätigen Sie Ihre E-Mail-Adresse");

    const confirmation = await mailTo(email, /^Bestätige deine E-Mail-Adresse$/);
    await page.goto(loginPathIn(confirmation.text));
    await expect(page.getByTestId("login-message")).toContainText("bestätigt");

    // Forgot password → mail → new password (the form is filled once the page has taken over).
    await hydrated(page);
    await page.getByRole("link", { name: "Passwort vergessen?" }).click();
    await expect(page.getByRole("button", { name: "Link senden" })).toBeVisible();
    await page.getByLabel("E-Mail").fill(email);
    await page.getByRole("button", { name: "Link senden" }).click();
    await expect(page.getByTestId("login-message")).toHaveText(
      "E-Mail zum Zurücksetzen des Passworts wurde gesendet. Bitte überprüfen Sie Ihr Postfach.",
    );
    const reset = await mailTo(email, /Passwort zurücksetzen/);
    const resetPath = loginPathIn(reset.text);
    expect(resetPath).toContain("reset=true");
    await page.goto(resetPath);
    await expect(page.getByRole("heading", { level: 1, name: "Neues Passwort festlegen" })).toBeVisible();
    await page.getByLabel("Neues Passwort").fill("zweites-passwort");
    await page.getByLabel("Passwort bestätigen").fill("zweites-passwort");
    await page.getByRole("button", { name: "Passwort speichern" }).click();
    await expect(page.getByTestId("login-message")).toContainText("Ihr Passwort wurde geändert");

    await signIn(page, email, "erstes-passwort");
    await expect(page.getByTestId("login-message")).toHaveText("Ungültige E-Mail oder Passwort");
    await signIn(page, email, "zweites-passwort");
    // A plain user goes back to the website, and /admin refuses them.
    await expect(page).toHaveURL(/\/$/);
    const response = await page.goto("/admin");
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("heading", { name: "Kein Zugriff" })).toBeVisible();
  });
});
