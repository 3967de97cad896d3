import { expect, test } from "../fixtures";
import { codeFor, confirmEnrolment, signInWithPassword, startEnrolment, twoFactorStaff } from "../two-factor";

/**
 * Two-factor sign-in in the browser (decision 0038): a staff member sets up an authenticator app on
 * the profile, signs out, and signs in with password and code; once more with JavaScript off, where
 * every step is a plain form post. Each test has an account of its own (two-factor-staff.json).
 */
test.describe("two-factor sign-in with an authenticator app", () => {
  // Two sign-ins with a password hash each, and a set-up: slow on a busy two-core machine.
  test.describe.configure({ timeout: 180_000 });
  test("set up on the profile, sign out, sign in with password and code", async ({ browser, baseURL }) => {
    // A context of its own rather than a reused tab: a CI run once stalled this test's tab for three
    // minutes, which a tab handed on from test to test can carry over.
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    const who = twoFactorStaff("browser");
    await signInWithPassword(page, who);
    await expect(page).toHaveURL(/\/admin$/);
    const secret = await startEnrolment(page, who);
    expect(secret).toMatch(/^[A-Z2-7]{32,}$/);
    const backupCodes = await confirmEnrolment(page, secret);
    expect(backupCodes[0]).toMatch(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/);

    await page.getByRole("button", { name: "Abmelden" }).click();
    await expect(page).toHaveURL(/\/login/);

    await signInWithPassword(page, who);
    await expect(page).toHaveURL(/\/login\?mode=code/);
    await expect(page.getByRole("heading", { level: 1, name: "Bestätigungscode" })).toBeVisible();
    // The password alone opened nothing.
    expect((await page.context().cookies()).some((c) => c.name.endsWith("session_token"))).toBe(false);

    await page.getByLabel("Code aus der App").fill("000000");
    await page.getByRole("button", { name: "Bestätigen" }).click();
    await expect(page.getByText("Der Code ist falsch oder abgelaufen.")).toBeVisible();

    await page.getByLabel("Code aus der App").fill(codeFor(secret, 1));
    await page.getByRole("button", { name: "Bestätigen" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await context.close();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("set up and sign in with plain form posts, a backup code instead of the app's code", async ({ page }) => {
      const who = twoFactorStaff("nojs");
      await signInWithPassword(page, who);
      await expect(page).toHaveURL(/\/admin$/);
      const secret = await startEnrolment(page, who);
      const backupCodes = await confirmEnrolment(page, secret);

      await page.getByRole("button", { name: "Abmelden" }).click();
      await signInWithPassword(page, who);
      await expect(page).toHaveURL(/\/login\?mode=code/);
      await page.getByRole("link", { name: "Stattdessen einen Ersatzcode verwenden" }).click();
      await page.getByLabel("Ersatzcode").fill(backupCodes[0]!);
      await page.getByRole("button", { name: "Bestätigen" }).click();
      await expect(page).toHaveURL(/\/admin$/);
    });
  });
});
