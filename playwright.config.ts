import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT || 8788);
/*
 * Debian's Chromium headless shell by default (browsers cannot be downloaded here), the full Chromium
 * where only that is installed; CHROMIUM_PATH overrides both. The shell is the same engine without the
 * desktop browser around it, and what Playwright itself runs for headless tests: on these two-core
 * machines, where the browser is most of the suite's CPU, the whole Playwright stage took 352 s with it
 * against 465 s with the full browser, same tests passing (docs/decisions/0036-tests-in-the-headless-shell.md).
 */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const executablePath = process.env.CHROMIUM_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");

/*
 * Three phases on one server, each test in exactly one:
 * 1. readers: the specs that read the seeded public site (and count what is in it: three short links,
 *    three services, ...), those in public-site/ and the accessibility scans (a11y). They add only rows
 *    nothing counts (contact messages, sign-ups).
 * 2. writers: the back-office specs. Each creates, changes and deletes records of its own with unique
 *    names, so they run side by side too; they come after the readers, whose counts they would upset.
 *    Beside them, one at a time, the tests tagged @seats: they register for the seeded events and count
 *    their seats (or change the seeded registrations and put them back), which no writer counts. They
 *    mostly wait, as a person filling a form would (form-stamp.ts), so the writers use the cores meanwhile.
 * 3. shared: the few tests tagged @shared change rows everyone shares (general settings, legal pages,
 *    page heroes, the order of the navigation, sections and short links) or count a whole table (the
 *    newsletter totals). They run one at a time, last, and put everything back in a `finally`.
 * Two workers in every phase but the last: the machine's two cores are otherwise half idle while a test
 * waits on the server.
 */
const READERS = /\/(public-site\/[\w-]+|accessibility\/(a11y|valid-html))\.spec\.ts$/;
const SHARED = /@shared/;
const SEATS = /@seats/;

export default defineConfig({
  testDir: "tests/e2e",
  workers: Number(process.env.E2E_WORKERS || 2),
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    // Recording a trace costs every test screenshots and DOM snapshots (about 6 % of the suite's time);
    // a failed test's retry (CI retries once) records one, which is when it is read.
    trace: "on-first-retry",
    ...devices["Desktop Chrome"],
    launchOptions: {
      executablePath,
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
        // Other hosts (stock photos, video players, the blog and shop links) fail at once instead of
        // waiting on a lookup: the tests never need them, and a page's "load" no longer waits on them.
        "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1",
      ],
    },
  },
  fullyParallel: true,
  projects: [
    { name: "readers", testMatch: READERS, grepInvert: [SHARED, SEATS] },
    // Before the writers: a phase's tests are queued in the order of its projects, so the seats' tests
    // start at once on one worker instead of waiting behind every writer.
    { name: "seats", grep: SEATS, dependencies: ["readers"], workers: 1 },
    { name: "writers", testIgnore: READERS, grepInvert: [SHARED, SEATS], dependencies: ["readers"] },
    { name: "shared", grep: SHARED, dependencies: ["writers", "seats"], workers: 1 },
  ],
  webServer: {
    command: "node scripts/e2e-server.mjs",
    url: `http://localhost:${port}/`,
    // npm test starts the server itself, beside the vitest stage (scripts/test.mjs); otherwise a server
    // already on the port is someone else's, and the run must not use it.
    reuseExistingServer: process.env.E2E_SERVER_STARTED === "1",
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
