import AxeBuilder from "@axe-core/playwright";
import type { Result } from "axe-core";
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

/**
 * Runs axe on the page as it is now and fails with a readable list of serious/critical findings.
 * `darkOfScanned`: the page is in dark mode and the same page, in the same state, was scanned in light
 * mode in this test already; only what dark mode can change is checked again (see DARK_RULES).
 */
export async function expectNoSeriousViolations(page: Page, label: string, { darkOfScanned = false } = {}) {
  if (darkOfScanned) await expect(page.locator("html")).toHaveClass(/(^|\s)dark(\s|$)/);
  // A sandboxed frame without scripts (the newsletter mail preview) cannot run axe, which then waits
  // for it until the test times out. The mail inside is not a page of the site; it is left out.
  // Only the violations are read: axe then skips collecting every node that passed, a good part of its work.
  //
  // Legacy mode runs axe once, in the page, over the page and its same-origin frames. The default mode runs
  // axe per frame and then merges the results in a new blank page it opens, with axe injected into it
  // again: on this suite's pages that took 0.9-1.7 s a scan against 0.4-0.6 s in legacy mode, with the
  // same findings. What legacy mode leaves out, other origins' frames, is never ours here: the video
  // players' frames hold an empty stand-in page on the test machine.
  const builder = new AxeBuilder({ page }).setLegacyMode(true);
  if (darkOfScanned) builder.withRules(DARK_RULES);
  else builder.withTags(TAGS);
  const results = await builder
    .options({ resultTypes: ["violations"] })
    .exclude("iframe[sandbox]")
    .analyze();
  const found = results.violations.filter((v) => FAILING.has(v.impact ?? "")).map(describeViolation);
  expect(found, `${label} (${page.url()})\n${found.join("\n")}`).toEqual([]);
}
