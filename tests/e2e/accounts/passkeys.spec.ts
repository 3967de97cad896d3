import type { Browser, Page } from "@playwright/test";
import { expect, hydrated, test } from "../fixtures";
import { mailTo } from "../newsletter";
import { loginPathIn } from "../outbox";
import { virtualAuthenticator } from "../passkey-helpers";

/**
 * A passkey round trip in Chromium with its virtual authenticator (the DevTools protocol's WebAuthn
 * domain: a platform authenticator that keeps discoverable credentials and verifies the user): add a
 * passkey on the profile, sign out, sign in with it on /login, land in the back office, remove it.
 * It works on a moderator of its own, registered and promoted here, since signing out ends every
 * session of an account and the shared e2e staff must stay signed in for the other specs.
 */

/** A fresh confirmed account made moderator by the e2e admin; returns its e-mail and password. */
async function ownModerator(browser: Browser, baseURL: string, adminPage: Page) {
  const email = `e2e-passkey-${Date.now().toString(36)}@example.com`;
  const password = "passkey-e2e-password";
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto("/login?mode=register");
  await hydrated(page);
  await page.getByLabel("Vollständiger Name").fill("Passkey Probe");
  await page.getByLabel("E-Mail").fill(email);
  await page.getByLabel("Passwort", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Registrieren" }).click();
  await expect(page.getByTestId("login-message")).toContainText("Registrierung erfolgreich!");
  const confirmation = await mailTo(email, /^Bestätige deine E-Mail-Adresse$/);
  await page.goto(loginPathIn(confirmation.text));
  await expect(page.getByTestId("login-message")).toContainText("bestätigt");
  await context.close();

  await adminPage.goto(`/admin/users?q=${encodeURIComponent(email)}`);
  const row = adminPage.locator(`[data-testid="user-row"][data-email="${email}"]`);
  await row.getByLabel(`Rolle für ${email}`).selectOption("moderator");
  await row.getByRole("button", { name: `Rolle speichern für ${email}` }).click();
  await expect(row.getByTestId("role-badge")).toHaveText("Moderator");
  return { email, password };
}

test("add a passkey on the profile, sign out, sign in with it on /login, then remove it", async ({
  adminPage,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { email, password } = await ownModerator(browser, baseURL!, adminPage);
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  try {
    await page.goto("/login?redirectTo=%2Fadmin%2Fprofile");
    await hydrated(page);
    await page.getByLabel("E-Mail").fill(email);
    await page.getByLabel("Passwort", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Anmelden", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/profile$/);
    const authenticator = await virtualAuthenticator(page);

    // Add: the name field suggests this browser; the new passkey is listed, never used yet.
    await hydrated(page);
    const passkeys = page.getByRole("region", { name: "Passkeys" });
    const name = passkeys.getByLabel("Name des Passkeys");
    await expect(name).toHaveValue(/Chrome/);
    await name.fill("Virtueller Schlüssel");
    await passkeys.getByRole("button", { name: "Passkey hinzufügen" }).click();
    const row = passkeys.locator('[data-testid="passkey-row"][data-name="Virtueller Schlüssel"]');
    await expect(row).toBeVisible();
    await expect(row).toContainText("noch nie");
    await expect(page.getByTestId("toast")).toContainText("Passkey hinzugefügt");
    // The name field is empty again, ready for another passkey (issue 51).
    await expect(name).toHaveValue("");

    // Sign out (every session of the account ends), then back in with the passkey alone.
    await page.getByRole("button", { name: "Abmelden" }).click();
    await expect(page).toHaveURL(/\/login\?notice=signedOut/);
    await hydrated(page);
    await page.getByRole("button", { name: "Mit Passkey anmelden" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    // The profile shows when it was used; remove it (confirmed in a dialog).
    await page.goto("/admin/profile");
    await hydrated(page);
    await expect(row).not.toContainText("noch nie");
    await expect(page.getByRole("region", { name: "Aktive Sitzungen" }).locator('[data-current="true"]')).toContainText(
      "Dieser Browser",
    );
    await row.getByRole("link", { name: "Passkey „Virtueller Schlüssel“ entfernen" }).click();
    const dialog = page.getByRole("dialog", { name: "Passkey entfernen?" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Entfernen" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId("toast")).toContainText("Passkey entfernt");
    await expect(passkeys.getByTestId("no-passkeys")).toBeVisible();

    // The removed passkey no longer signs in (the authenticator still holds it).
    await page.getByRole("button", { name: "Abmelden" }).click();
    await hydrated(page);
    await page.getByRole("button", { name: "Mit Passkey anmelden" }).click();
    await expect(page.getByTestId("passkey-sign-in-error")).toHaveText(
      "Dieser Passkey wurde nicht erkannt. Bitte melden Sie sich mit E-Mail und Passwort an.",
    );
    await expect(page).toHaveURL(/\/login/);
    await authenticator.remove();
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the passkey button says it needs JavaScript and stays disabled", async ({ page }) => {
    await page.goto("/login");
    const button = page.getByRole("button", { name: "Mit Passkey anmelden" });
    await expect(button).toBeDisabled();
    // Playwright turns scripts off but Chromium still parses <noscript> as text: its content is read.
    expect(await page.getByTestId("passkey-sign-in").locator("noscript").textContent()).toContain(
      "Die Anmeldung mit einem Passkey braucht JavaScript.",
    );
    await page.goto("/login?lang=en");
    await expect(page.getByRole("button", { name: "Sign in with a passkey" })).toBeDisabled();
    expect(await page.getByTestId("passkey-sign-in").locator("noscript").textContent()).toContain(
      "Signing in with a passkey needs JavaScript.",
    );
  });

  test("the profile's passkey section says it needs JavaScript; its add button stays disabled", async ({
    moderatorPage: page,
  }) => {
    await page.goto("/admin/profile");
    const passkeys = page.getByRole("region", { name: "Passkeys" });
    await expect(passkeys.getByRole("button", { name: "Passkey hinzufügen" })).toBeDisabled();
    expect(await passkeys.locator("noscript").textContent()).toContain("Passkeys brauchen JavaScript.");
  });
});
