import { createHmac } from "node:crypto";
import { readFileSync } from "node:fs";
import { test, type Locator, type Page } from "@playwright/test";

/*
 * The public forms refuse, silently, a post sent sooner than three seconds after the form was handed
 * out (docs/decisions/0039-public-forms-against-robots.md); Playwright fills a form in milliseconds.
 * Waiting those seconds in every test that sends a form cost the suite about half a minute of a worker's
 * time, so the tests sign a stamp "handed out a minute ago" themselves, with the e2e server's secret, the
 * way the integration helper formStamp() does. One test still sends the stamp its page handed out, after
 * the wait (waitForOwnStamp), so the real round trip stays covered in the browser.
 */

const MIN_FILL_MS = 3_000;
const { BETTER_AUTH_SECRET: secret } = JSON.parse(readFileSync(new URL("./secrets.json", import.meta.url), "utf8")) as {
  BETTER_AUTH_SECRET: string;
};

/** A genuine stamp, as the server signs it (app/lib/form-guard.server.ts), for a form handed out `ageMs` ago. */
export function personStamp(ageMs = 60_000): string {
  const issuedAt = Math.floor(Date.now() - ageMs).toString(36);
  const mac = createHmac("sha256", secret).update(`form-stamp:${issuedAt}`).digest("base64url");
  return `fs1.${issuedAt}.${mac}`;
}

function stampInput(page: Page, form?: Locator): Locator {
  return (form ?? page).locator('input[name="form_stamp"]').first();
}

/**
 * Makes the form (the page's first by default) ready to send at once: its stamp is swapped for one a
 * person would hold after a minute on the page. Call it right before the click that sends.
 */
export async function readyToSend(page: Page, form?: Locator) {
  await stampInput(page, form).evaluate((input, stamp) => ((input as HTMLInputElement).value = stamp), personStamp());
}

/** Waits, like a person would, until the stamp the page handed out is old enough, and sends that one. */
export async function waitForOwnStamp(page: Page, form?: Locator) {
  const stamp = await stampInput(page, form).inputValue();
  const issuedAt = parseInt(/^fs1\.([0-9a-z]+)\./.exec(stamp)?.[1] ?? "", 36);
  if (Number.isNaN(issuedAt)) throw new Error(`not a form stamp: ${stamp}`);
  const wait = issuedAt + MIN_FILL_MS + 250 - Date.now();
  if (wait <= 0) return;
  // The wait is the person's reading time, not the site's: it does not count against the test's time.
  const info = test.info();
  info.setTimeout(info.timeout + wait);
  await new Promise((resolve) => setTimeout(resolve, wait));
}
