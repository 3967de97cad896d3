import { test as base, expect, type Browser, type Page } from "@playwright/test";
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";

/** Seeded by scripts/e2e-server.mjs beside the demo admin. */
export const E2E_STAFF: readonly { email: string; password: string; name: string; role: "admin" | "moderator" }[] =
  JSON.parse(readFileSync(new URL("./staff.json", import.meta.url), "utf8"));

/**
 * Signed-in pages for admin specs. Each staff account signs in through the login form ONCE per run:
 * the first worker that needs it signs in and leaves the session's cookies in the server's state
 * directory (which the server wipes when it starts, so a stored session never outlives its database);
 * every other worker, and every worker of a later phase, reuses them. Every test gets a fresh context
 * with those cookies. The accounts are the e2e-only staff, never the demo admin, so a test that signs
 * the demo admin out (which ends all of its sessions) does not end these.
 *
 *   import { test, expect } from "./fixtures";
 *   test("…", async ({ adminPage }) => { await adminPage.goto("/admin/users"); … });
 *
 * Tests must not sign these accounts out, change their role or password, or ban them.
 */
type StaffState = Awaited<ReturnType<Awaited<ReturnType<Browser["newContext"]>>["storageState"]>>;

async function signedInState(browser: Browser, baseURL: string, who: (typeof E2E_STAFF)[number]): Promise<StaffState> {
  const stored = `.tmp/e2e-state-${process.env.E2E_PORT || "8788"}/session-${who.role}.json`;
  if (existsSync(stored)) return JSON.parse(readFileSync(stored, "utf8")) as StaffState;
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto("/login?redirectTo=%2Fadmin");
  await page.getByLabel("E-Mail").fill(who.email);
  await page.getByLabel("Passwort", { exact: true }).fill(who.password);
  await page.getByRole("button", { name: "Anmelden" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  const state = await context.storageState();
  await context.close();
  // Written whole, then renamed: a worker starting at the same moment never reads half a file.
  writeFileSync(`${stored}.${process.pid}`, JSON.stringify(state));
  renameSync(`${stored}.${process.pid}`, stored);
  return state;
}

export const test = base.extend<
  { adminPage: Page; moderatorPage: Page },
  { adminState: StaffState; moderatorState: StaffState }
>({
  adminState: [
    async ({ browser }, use, workerInfo) => {
      await use(await signedInState(browser, String(workerInfo.project.use.baseURL), E2E_STAFF[0]));
    },
    { scope: "worker" },
  ],
  moderatorState: [
    async ({ browser }, use, workerInfo) => {
      await use(await signedInState(browser, String(workerInfo.project.use.baseURL), E2E_STAFF[1]));
    },
    { scope: "worker" },
  ],
  adminPage: async ({ browser, adminState, baseURL }, use) => {
    const context = await browser.newContext({ baseURL, storageState: adminState });
    await use(await context.newPage());
    await context.close();
  },
  moderatorPage: async ({ browser, moderatorState, baseURL }, use) => {
    const context = await browser.newContext({ baseURL, storageState: moderatorState });
    await use(await context.newPage());
    await context.close();
  },
});

export { expect };

/** React has attached its handlers: before that a click or a fill can be lost to the page being taken over. */
export async function hydrated(page: Page) {
  await page.waitForFunction(() =>
    [...document.querySelectorAll("header a, header button, main a, main button")].some((el) =>
      Object.keys(el).some((key) => key.startsWith("__reactProps")),
    ),
  );
}

/** A day in Berlin as the back office prints it (dd.mm.yyyy). */
export function berlinDay(at: Date): string {
  return new Intl.DateTimeFormat("de-DE", {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    timeZone: "Europe/Berlin",
  }).format(at);
}

/**
 * The Berlin day a record made between `since` and now carries: the day at `since` or the day now
 * (they differ when the run crosses midnight in Berlin), as one pattern.
 */
export function berlinDaysSince(since: Date): RegExp {
  const days = [...new Set([berlinDay(since), berlinDay(new Date())])];
  return new RegExp(days.map((day) => day.replace(/\./g, "\\.")).join("|"));
}
