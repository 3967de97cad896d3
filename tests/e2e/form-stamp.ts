import { createHmac } from "node:crypto";
import { readFileSync } from "node:fs";
import { test, type Locator, type Page } from "@playwright/test";

/*
 * The public forms refuse, silently, a post sent sooner than three seconds after the form was handed
 * out (docs/decisions/0039-public-forms-against-robots.md); Playwright fills a form in milliseconds.
 * Tests that post without a page sign a stamp "handed out a minute ago" with the e2e server's secret, the
 * way the integration helper formStamp() does; tests in the browser wait until their page's own stamp is
 * old enough, as a person would.
 */

const MIN_FILL_MS = 3_000;
const { BETTER_AUTH_SECRET: secret } = JSON.parse(readFileSync(new URL("./secrets.json", import.meta.url), "utf8")) as {
  BETTER_AUTH_SECRET: string;
};

/** A genuine stamp, as the server signs it (app/lib/forms/guard.server.ts), for a form handed out `ageMs` ago. */
export function personStamp(ageMs = 60_000): string {
  const issuedAt = Math.floor(Date.now() - ageMs).toString(36);
  const mac = createHmac("sha256", secret).update(`form-stamp:${issuedAt}`).digest("base64url");
  return `fs1.${issuedAt}.${mac}`;
}

function stampInput(page: Page, form?: Locator): Locator {
  return (form ?? page).locator('input[name="form_stamp"]').first();
}

/**
 * Makes the form (the page's first by default) ready to send: waits until the stamp its page handed out
 * is old enough. A stamp swapped into the field does not hold in the browser: a re-render of the form
 * (a revalidation, a blur that validates) puts the page's own stamp back, and the post was then taken
 * for a robot's and dropped in full runs. Direct posts without a page (xss.spec) use personStamp().
 */
export async function readyToSend(page: Page, form?: Locator) {
  await waitForOwnStamp(page, form);
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

/**
 * Sends the contact form four times with one stamp, each from an address of its own, as a robot that
 * read one page would: the first three are messages (`<tag> 1` to `<tag> 3`), the fourth (`<tag> 4`) is
 * held under 'Verdacht auf Spam' (decision 0039). Returns the held message's name.
 */
export async function heldContactMessage(page: Page, tag: string): Promise<string> {
  const stamp = personStamp();
  const origin = new URL(String(test.info().project.use.baseURL)).origin;
  for (let i = 1; i <= 4; i++) {
    const response = await page.request.post("/kontakt", {
      form: {
        name: `${tag} ${i}`,
        email: `held-${tag}-${i}@example.com`,
        message: `Angebot ${tag}`,
        form_stamp: stamp,
      },
      headers: { Origin: origin, "cf-connecting-ip": `198.18.${Date.now() % 250}.${i}` },
      maxRedirects: 0,
    });
    if (response.status() !== 302) throw new Error(`contact post ${i}: ${response.status()}`);
  }
  return `${tag} 4`;
}
