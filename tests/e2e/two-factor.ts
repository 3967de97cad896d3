import type { Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { Secret, TOTP } from "otpauth";
import { expect } from "./fixtures";

type Staff = { email: string; password: string; name: string; role: "moderator" };

/** Accounts that set up a second factor, one per test (seeded by scripts/e2e-server.mjs). */
const ACCOUNTS: Staff[] = JSON.parse(readFileSync(new URL("./two-factor-staff.json", import.meta.url), "utf8"));
export const twoFactorStaff = (which: "browser" | "nojs" | "axe" | "keyboard"): Staff =>
  ACCOUNTS.find((account) => account.email === `e2e-2fa-${which}@example.com`)!;

/** What an authenticator app shows for the key now, or `steps` periods of 30 s later. */
export function codeFor(secret: string, steps = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" });
  return totp.generate({ timestamp: Date.now() + steps * 30_000 });
}

/** The password step of /login (German labels). */
export async function signInWithPassword(page: Page, who: Staff) {
  await page.goto("/login");
  await page.getByLabel("E-Mail").fill(who.email);
  await page.getByLabel("Passwort", { exact: true }).fill(who.password);
  await page.getByRole("button", { name: "Anmelden", exact: true }).click();
}

/**
 * Opens the set-up on the profile with the password and returns the key shown as text. A set-up left
 * half done (a first attempt of the same test that stopped after "Einrichten") is cancelled first, as
 * its owner would, so a retry starts where the first attempt did.
 */
export async function startEnrolment(page: Page, who: Staff): Promise<string> {
  await page.goto("/admin/profile");
  const section = page.getByTestId("two-factor-section");
  const cancel = section.getByRole("button", { name: "Einrichtung abbrechen" });
  if (await cancel.isVisible()) {
    await cancel.click();
    await expect(cancel).toBeHidden();
  }
  await section.getByLabel("Aktuelles Passwort").fill(who.password);
  await section.getByRole("button", { name: "Einrichten" }).click();
  await expect(section.getByRole("img", { name: "QR-Code für die Authenticator-App" })).toBeVisible();
  return (await section.getByTestId("two-factor-secret").innerText()).replace(/\s+/g, "");
}

/** Confirms the set-up with the app's first code; returns the backup codes it shows. */
export async function confirmEnrolment(page: Page, secret: string): Promise<string[]> {
  const section = page.getByTestId("two-factor-section");
  await section.getByLabel("Code aus der App").fill(codeFor(secret));
  await section.getByRole("button", { name: "Bestätigen und einschalten" }).click();
  const codes = section.getByTestId("backup-codes").getByRole("listitem");
  await expect(codes).toHaveCount(10);
  await expect(section.getByTestId("two-factor-status")).toHaveText("Eingeschaltet");
  return codes.allInnerTexts();
}
