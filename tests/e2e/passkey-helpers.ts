import type { Browser, CDPSession, Locator, Page } from "@playwright/test";
import { expect, hydrated, ownClientAddress } from "./fixtures";

/**
 * Chromium's virtual authenticator on one page (the DevTools protocol's WebAuthn domain): a platform
 * authenticator that keeps discoverable credentials and verifies the user, as a laptop's fingerprint
 * reader would. `remove()` takes it away again, so a reused tab is left as it was.
 */
export async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; remove: () => Promise<void> }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return {
    cdp,
    remove: async () => {
      await cdp.send("WebAuthn.removeVirtualAuthenticator", { authenticatorId }).catch(() => {});
      await cdp.send("WebAuthn.disable").catch(() => {});
      await cdp.detach().catch(() => {});
    },
  };
}

/**
 * Signs an account in once more, in a browser of its own that is then closed: the account has one
 * more session to list and end. The other sessions are left alone.
 */
export async function anotherSession(browser: Browser, baseURL: string, who: { email: string; password: string }) {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: ownClientAddress() });
  const page = await context.newPage();
  await page.goto("/login");
  await hydrated(page);
  await page.getByLabel("E-Mail").fill(who.email);
  await page.getByLabel("Passwort", { exact: true }).fill(who.password);
  await page.getByRole("button", { name: "Anmelden", exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await context.close();
}

/**
 * Adds a passkey with the given name on the profile the page shows (its virtual authenticator
 * answers). A shared staff session is often older than ten minutes: then the profile asks for the
 * password as well, and gets it.
 */
export async function addPasskeyOnProfile(page: Page, name: string, lang: "de" | "en" = "de", password = "") {
  await page.goto("/admin/profile");
  await hydrated(page);
  const passkeys = page.getByRole("region", { name: "Passkeys" });
  await passkeys.getByLabel(lang === "de" ? "Name des Passkeys" : "Name of the passkey").fill(name);
  await fillPasswordIfAsked(passkeys, lang, password);
  await passkeys.getByRole("button", { name: lang === "de" ? "Passkey hinzufügen" : "Add a passkey" }).click();
  await expect(passkeys.locator(`[data-testid="passkey-row"][data-name="${name}"]`)).toBeVisible();
}

/** Fills the current password where a passkey change asks for it (a sign-in older than ten minutes). */
export async function fillPasswordIfAsked(within: Locator, lang: "de" | "en", password: string) {
  const field = within.getByLabel(lang === "de" ? "Aktuelles Passwort" : "Current password");
  if (await field.count()) await field.fill(password);
}
