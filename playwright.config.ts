import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT || 8788);
// Debian's Chromium by default (browsers cannot be downloaded here); override with CHROMIUM_PATH.
const executablePath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

/*
 * Two phases on one server. First the specs that only read the seeded site (and add rows of their
 * own that nothing else counts), two workers at once, test by test. Then the specs that change shared
 * rows (general settings, legal pages, heroes, redirect order, accounts) or create and delete back-office
 * records, one at a time, so no reader sees a half-edited site and no two writers meet.
 */
const READERS = /\/(home|links|video-consent|contact-legal|pages-[\w-]+|a11y)\.spec\.ts$/;

export default defineConfig({
  testDir: "tests/e2e",
  workers: Number(process.env.E2E_WORKERS || 2),
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    trace: "retain-on-failure",
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
      ],
    },
  },
  projects: [
    { name: "readers", testMatch: READERS, fullyParallel: true },
    { name: "writers", testIgnore: READERS, dependencies: ["readers"], workers: 1, fullyParallel: false },
  ],
  webServer: {
    command: "node scripts/e2e-server.mjs",
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
