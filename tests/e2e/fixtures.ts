import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  type TestInfo,
} from "@playwright/test";
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";

/** Seeded by scripts/e2e-server.mjs beside the demo admin. */
export const E2E_STAFF: readonly {
  email: string;
  password: string;
  name: string;
  role: "admin" | "moderator";
  adminLanguage?: "de" | "en";
}[] = JSON.parse(readFileSync(new URL("./staff.json", import.meta.url), "utf8"));

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

/**
 * The address a helper's own browser signs in from. The whole suite runs on one machine, and the site
 * allows 30 sign-ins per address in 15 minutes; the staff sessions and extra sessions the suite sets up
 * stand for people at their own desks, so each comes from its own documentation address (wrangler's
 * dev server keeps a CF-Connecting-IP header the client sends). Tests of sign-in itself stay on loopback.
 */
export function ownClientAddress(): Record<string, string> {
  // IPv6's documentation prefix; the site counts per /64 network, so each gets its own.
  const part = () => Math.floor(Math.random() * 0xffff).toString(16);
  return { "CF-Connecting-IP": `2001:db8:${part()}:${part()}::1` };
}

async function signedInState(browser: Browser, baseURL: string, who: (typeof E2E_STAFF)[number]): Promise<StaffState> {
  const stored = `.tmp/e2e-state-${process.env.E2E_PORT || "8788"}/session-${who.role}-${who.adminLanguage ?? "de"}.json`;
  if (existsSync(stored)) return JSON.parse(readFileSync(stored, "utf8")) as StaffState;
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: ownClientAddress() });
  const page = await context.newPage();
  await page.goto("/login?redirectTo=%2Fadmin");
  await page.getByLabel("E-Mail").fill(who.email);
  await page.getByLabel("Passwort", { exact: true }).fill(who.password);
  await page.getByRole("button", { name: "Anmelden", exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  const state = await context.storageState();
  await context.close();
  // Written whole, then renamed: a worker starting at the same moment never reads half a file.
  writeFileSync(`${stored}.${process.pid}`, JSON.stringify(state));
  renameSync(`${stored}.${process.pid}`, stored);
  return state;
}

/*
 * Reused tabs. A new browser context and tab cost Chromium about 0.5-1 s of CPU each (a renderer process,
 * and the page's 20-55 script modules fetched and compiled again with cold caches); on these two-core
 * machines that was most of what a short test costs. So each worker keeps one tab per kind of visitor
 * (anonymous, admin, moderator, and per set of context options such as JavaScript off) and hands it to
 * test after test, reset in between: cookies back to the kind's sign-in, local storage cleared,
 * permissions, routes, extra headers, viewport and media emulation undone, the listeners a test added
 * removed, other tabs of the context closed, the page back on about:blank. A tab the test changed in a
 * way that cannot be undone (an init script, an exposed function) or left after a failure is closed, and
 * the next test gets a new one.
 */
type Kind = "visitor" | "admin" | "moderator" | "english-admin";
type Listener = [event: string, listener: (...args: never[]) => unknown];
type Tab = { context: BrowserContext; page: Page; dirty: boolean; listeners: Listener[] };

/**
 * The context options a test can change with test.use; tabs are kept per combination. `initScript`: a
 * script every document of the tab runs first (test.use({ initScript })), given to the tab when it is
 * made, so a spec that needs one on every page keeps reusing its tabs (a script added by the test
 * itself cannot be taken back, and costs the tab).
 */
type TabOptions = Pick<
  BrowserContextOptions,
  "baseURL" | "javaScriptEnabled" | "reducedMotion" | "colorScheme" | "viewport" | "locale" | "timezoneId"
> & { initScript?: string };

async function tabFor(
  pool: Map<string, Tab>,
  browser: Browser,
  kind: Kind,
  options: TabOptions,
  state: StaffState | undefined,
): Promise<Tab> {
  const key = JSON.stringify([kind, options]);
  let tab = pool.get(key);
  if (tab?.dirty || tab?.page.isClosed()) {
    await tab.context.close().catch(() => {});
    tab = undefined;
  }
  if (!tab) {
    const { initScript, ...contextOptions } = options;
    const context = await browser.newContext({ ...contextOptions, storageState: state });
    if (initScript) await context.addInitScript({ content: initScript });
    tab = { context, page: await context.newPage(), dirty: false, listeners: [] };
    pool.set(key, tab);
    return watched(tab);
  }
  const { context, page } = tab;
  await context.clearCookies();
  if (state) await context.addCookies(state.cookies);
  const origin = new URL(options.baseURL!).origin;
  const session = await context.newCDPSession(page);
  await session.send("Storage.clearDataForOrigin", {
    origin,
    storageTypes: "local_storage,indexeddb,cache_storage,service_workers",
  });
  await session.detach();
  return watched(tab);
}

/** What a test can do to a tab that no reset takes back: the tab is replaced after it. */
const IRREVERSIBLE = ["addInitScript", "exposeFunction", "exposeBinding"];
/** How a test adds listeners to its page: each one is noted, and removed after the test. */
const LISTENING = ["on", "once", "addListener", "prependListener"];

/** Marks the tab dirty when the test does what a reset cannot undo, and notes the listeners it adds. */
function watched(tab: Tab): Tab {
  const { page, context } = tab;
  tab.listeners = [];
  const spoil = (target: object, name: string) => {
    const original = (target as Record<string, (...args: unknown[]) => unknown>)[name];
    Object.defineProperty(target, name, {
      configurable: true,
      value: (...args: unknown[]) => {
        tab.dirty = true;
        return original.apply(target, args);
      },
    });
  };
  for (const name of IRREVERSIBLE) {
    spoil(page, name);
    spoil(context, name);
  }
  for (const name of LISTENING) {
    const original = (page as unknown as Record<string, (...args: unknown[]) => unknown>)[name];
    Object.defineProperty(page, name, {
      configurable: true,
      value: (event: string, listener: (...args: never[]) => unknown) => {
        tab.listeners.push([event, listener]);
        return original.call(page, event, listener);
      },
    });
  }
  return tab;
}

/** Undoes what a test may have changed on its tab, or marks the tab for replacement. */
async function release(tab: Tab, failed: boolean) {
  const { context, page } = tab;
  // The wrappers are own properties of this page and context; deleting them uncovers the originals.
  for (const name of [...IRREVERSIBLE, ...LISTENING]) {
    delete (page as unknown as Record<string, unknown>)[name];
    delete (context as unknown as Record<string, unknown>)[name];
  }
  if (failed || tab.dirty || page.isClosed()) {
    tab.dirty = true;
    return;
  }
  try {
    for (const [event, listener] of tab.listeners) page.off(event as "load", listener as () => void);
    for (const other of context.pages()) if (other !== page) await other.close();
    await page.unrouteAll({ behavior: "ignoreErrors" });
    await context.unrouteAll({ behavior: "ignoreErrors" });
    await page.setExtraHTTPHeaders({});
    await context.setExtraHTTPHeaders({});
    await context.clearPermissions();
    await context.setOffline(false);
    await page.goto("about:blank");
  } catch {
    tab.dirty = true;
  }
}

type TabPool = { browser: Browser; tabs: Map<string, Tab> };

/** Lends the test the worker's tab of one kind, as the test's options ask for it, and takes it back after. */
async function lendTab(
  tabPool: TabPool,
  options: TabOptions,
  kind: Kind,
  state: StaffState | undefined,
  use: (page: Page) => Promise<void>,
  testInfo: TestInfo,
) {
  const tab = await tabFor(tabPool.tabs, tabPool.browser, kind, options, state);
  await resetPage(tab.page, options);
  await use(tab.page);
  await release(tab, testInfo.status !== testInfo.expectedStatus);
}

export const test = base.extend<
  {
    adminPage: Page;
    moderatorPage: Page;
    englishAdminPage: Page;
    tabOptions: TabOptions;
    initScript: string | undefined;
  },
  { adminState: StaffState; moderatorState: StaffState; englishAdminState: StaffState; tabPool: TabPool }
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
  // An admin who reads the back office in English (the suites run its screens in both languages).
  englishAdminState: [
    async ({ browser }, use, workerInfo) => {
      await use(await signedInState(browser, String(workerInfo.project.use.baseURL), E2E_STAFF[2]));
    },
    { scope: "worker" },
  ],
  tabPool: [
    async ({ browser }, use) => {
      const pool: TabPool = { browser, tabs: new Map() };
      await use(pool);
      for (const tab of pool.tabs.values()) await tab.context.close().catch(() => {});
    },
    { scope: "worker" },
  ],
  context: async ({ page }, use) => {
    await use(page.context());
  },
  initScript: [undefined, { option: true }],
  // Playwright reads which fixtures a fixture needs from the names it destructures, hence the list.
  tabOptions: async (
    { baseURL, javaScriptEnabled, reducedMotion, colorScheme, viewport, locale, timezoneId, initScript },
    use,
  ) => {
    await use({ baseURL, javaScriptEnabled, reducedMotion, colorScheme, viewport, locale, timezoneId, initScript });
  },
  page: async ({ tabPool, tabOptions }, use, testInfo) => {
    await lendTab(tabPool, tabOptions, "visitor", undefined, use, testInfo);
  },
  adminPage: async ({ tabPool, tabOptions, adminState }, use, testInfo) => {
    await lendTab(tabPool, tabOptions, "admin", adminState, use, testInfo);
  },
  moderatorPage: async ({ tabPool, tabOptions, moderatorState }, use, testInfo) => {
    await lendTab(tabPool, tabOptions, "moderator", moderatorState, use, testInfo);
  },
  englishAdminPage: async ({ tabPool, tabOptions, englishAdminState }, use, testInfo) => {
    await lendTab(tabPool, tabOptions, "english-admin", englishAdminState, use, testInfo);
  },
});

/** The viewport and media emulation the test's options ask for (a test before may have changed them). */
async function resetPage(page: Page, options: TabOptions) {
  if (options.viewport) await page.setViewportSize(options.viewport);
  await page.emulateMedia({
    media: null,
    colorScheme: options.colorScheme ?? "light",
    reducedMotion: options.reducedMotion ?? "no-preference",
    forcedColors: null,
  });
}

export { expect };

/**
 * The page's scripts have attached their handlers. A public page loads no React (decision 0069): its
 * enhancement modules run before DOMContentLoaded, so a parsed document is ready. A hydrated page
 * (back office, sign-in, previews) is ready once React has attached its handlers: before that a click
 * or a fill can be lost to the page being taken over.
 */
export async function hydrated(page: Page) {
  await page.waitForFunction(
    () =>
      document.readyState !== "loading" &&
      (!("__reactRouterContext" in window) ||
        [...document.querySelectorAll("header a, header button, main a, main button")].some((el) =>
          Object.keys(el).some((key) => key.startsWith("__reactProps")),
        )),
  );
}

/**
 * Answers the cookie banner ("Nur notwendige" unless told otherwise) and waits until it is gone. It waits
 * for the page's scripts first: before them, the banner's button posts the page's form and the page
 * loads again, and a click or a fill sent while that load replaces the page is lost.
 */
export async function answerCookieBanner(page: Page, button = "Nur notwendige") {
  await hydrated(page);
  const banner = page.getByTestId("cookie-banner");
  await banner.getByRole("button", { name: button }).click();
  await expect(banner).toBeHidden();
}

/** A day in Berlin as the back office prints it (dd.mm.yyyy). */
function printedBerlinDay(at: Date): string {
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
  const days = [...new Set([printedBerlinDay(since), printedBerlinDay(new Date())])];
  return new RegExp(days.map((day) => day.replace(/\./g, "\\.")).join("|"));
}
