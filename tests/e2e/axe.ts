import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type axe from "axe-core";
import type { AxeResults, Result, RunOptions } from "axe-core";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/** The accessibility gate's rules: WCAG 2.0/2.1 A and AA; serious and critical findings fail. */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const FAILING = new Set(["serious", "critical"]);

function describeViolation(violation: Result): string {
  const nodes = violation.nodes.slice(0, 6).map((node) => {
    const why = (node.failureSummary ?? "").split("\n").slice(1).join(" ").trim();
    return `    at ${node.target.join(" >> ")}${why ? ` — ${why}` : ""}`;
  });
  const more = violation.nodes.length > 6 ? [`    … and ${violation.nodes.length - 6} more`] : [];
  return [`[${violation.impact}] ${violation.id}: ${violation.help}`, ...nodes, ...more].join("\n");
}

/*
 * What dark mode can change. The server sends the same HTML in light and dark mode; a head script only
 * puts the `dark` class on <html>, and that class only swaps colours (the `.dark` variables) and, in the
 * theme toggle alone, which icon and which hidden name text are shown. So on a page already scanned
 * with every rule in light mode, the dark scan needs the rules that read colours (text contrast, links
 * told apart from text by colour) and the button-name rule for the toggle's dark-mode name; the other
 * rules would look at the very same markup again. A `dark:` variant that hides or shows anything else
 * belongs in this list's reasoning too.
 */
const DARK_RULES = ["color-contrast", "link-in-text-block", "button-name"];

/*
 * axe-core is put into the page once per document and run there directly. Compiling its script was about half of every scan (0.3 s of 0.6 s here); the scans of one document (light, then
 * dark) now share one copy. Only the violations are collected: axe then skips recording every node that
 * passed. Frames are not entered: the site's own pages have no frame of their origin to scan (the video
 * players' frames are other hosts', holding a stand-in page on the test machine, and the newsletter mail
 * preview is a sandboxed frame without scripts, in which axe could not run).
 */
// The minified build: the same rules in less than half the script to send and compile per document.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

async function scan(page: Page, options: RunOptions): Promise<AxeResults> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    (runOptions) => (window as unknown as { axe: typeof axe }).axe.run({ exclude: ["iframe[sandbox]"] }, runOptions),
    { ...options, resultTypes: ["violations"], iframes: false } satisfies RunOptions,
  );
}

function expectNone(results: AxeResults, label: string, url: string) {
  const found = results.violations.filter((v) => FAILING.has(v.impact ?? "")).map(describeViolation);
  expect(found, `${label} (${url})\n${found.join("\n")}`).toEqual([]);
}

/**
 * Runs axe on the page as it is now and fails with a readable list of serious/critical findings.
 * `darkOfScanned`: the page is in dark mode and the same page, in the same state, was scanned in light
 * mode in this test already; only what dark mode can change is checked again (see DARK_RULES).
 */
export async function expectNoSeriousViolations(page: Page, label: string, { darkOfScanned = false } = {}) {
  if (darkOfScanned) await expect(page.locator("html")).toHaveClass(/(^|\s)dark(\s|$)/);
  const options: RunOptions = darkOfScanned
    ? { runOnly: { type: "rule", values: DARK_RULES } }
    : { runOnly: { type: "tag", values: TAGS } };
  expectNone(await scan(page, options), label, page.url());
}

/**
 * The page as it is now, in light mode with every rule, then in dark mode with the rules dark mode can
 * change: switched in place, as the site's theme button does (it only toggles the `dark` class on
 * <html>), so the open state under test is scanned in both themes without being opened twice. The page
 * is left in the theme it came in.
 */
export async function expectNoSeriousViolationsLightAndDark(page: Page, label: string) {
  await expect(page.locator("html")).not.toHaveClass(/(^|\s)dark(\s|$)/);
  await expectNoSeriousViolations(page, label);
  await setTheme(page, true);
  try {
    await expectNoSeriousViolations(page, `${label} (dark)`, { darkOfScanned: true });
  } finally {
    await setTheme(page, false);
  }
}

/**
 * Switches the theme class with colour transitions held off while the page is in the other theme, as a
 * theme switch without animation would: the scan reads the theme's settled colours at once, however busy
 * the page is. Waiting for the transitions instead took a dozen rounds of chained transitions on a table
 * (up to a second per switch on these machines), and never ended on a form that kept re-rendering while
 * its editor loaded. Back in the first theme, the hold is lifted after the colours have settled.
 */
async function setTheme(page: Page, dark: boolean) {
  const running = await page.evaluate((on) => {
    const id = "axe-theme-hold";
    let hold = document.getElementById(id);
    if (!hold) {
      hold = document.createElement("style");
      hold.id = id;
      hold.textContent = "*, *::before, *::after { transition: none !important; }";
      document.head.appendChild(hold);
      // Applied before the colours change, so no transition starts.
      void document.documentElement.getBoundingClientRect();
    }
    document.documentElement.classList.toggle("dark", on);
    // A layout read restyles the whole document now, with transitions still held.
    void document.documentElement.getBoundingClientRect();
    if (!on) {
      hold.remove();
      void document.documentElement.getBoundingClientRect();
    }
    return document.getAnimations().filter((animation) => animation instanceof CSSTransition).length;
  }, dark);
  if (dark) expect(running, "colour transitions while the dark theme is scanned").toBe(0);
}
