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

/** Runs axe on the page as it is now and fails with a readable list of serious/critical findings. */
export async function expectNoSeriousViolations(page: Page, label: string) {
  // A sandboxed frame without scripts (the newsletter mail preview) cannot run axe, which then waits
  // for it until the test times out. The mail inside is not a page of the site; it is left out.
  // Only the violations are read: axe then skips collecting every node that passed, a good part of its work.
  const results = await new AxeBuilder({ page })
    .withTags(TAGS)
    .options({ resultTypes: ["violations"] })
    .exclude("iframe[sandbox]")
    .analyze();
  const found = results.violations.filter((v) => FAILING.has(v.impact ?? "")).map(describeViolation);
  expect(found, `${label} (${page.url()})\n${found.join("\n")}`).toEqual([]);
}
