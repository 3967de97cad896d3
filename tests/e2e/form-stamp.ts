import { test, type APIRequestContext, type Locator, type Page } from "@playwright/test";

/*
 * The public forms refuse, silently, a post sent sooner than three seconds after the form was handed
 * out (docs/decisions/0039-public-forms-against-robots.md); Playwright fills a form in milliseconds.
 * These helpers wait, like a person would, until the stamp the form carries is old enough. The server's
 * clock counts, so the browser's clock (page.clock) cannot stand in for the wait.
 */

const MIN_FILL_MS = 3_000;

/** When the stamp was issued (ms): `fs1.<base 36>.<signature>`. */
function issuedAt(stamp: string): number {
  const time = /^fs1\.([0-9a-z]+)\./.exec(stamp)?.[1];
  if (!time) throw new Error(`not a form stamp: ${stamp}`);
  return parseInt(time, 36);
}

async function waitPastMinimum(stamp: string) {
  const wait = issuedAt(stamp) + MIN_FILL_MS + 250 - Date.now();
  if (wait <= 0) return;
  // The wait is the person's reading time, not the site's: it does not count against the test's time.
  const info = test.info();
  info.setTimeout(info.timeout + wait);
  await new Promise((resolve) => setTimeout(resolve, wait));
}

/** Waits until the form (the page's first by default) may be sent by a person. */
export async function readyToSend(page: Page, form?: Locator) {
  const stamp = await (form ?? page).locator('input[name="form_stamp"]').first().inputValue();
  await waitPastMinimum(stamp);
}

/** The stamp of a page's form as a browser gets it, old enough to be sent. */
export async function stampFrom(request: APIRequestContext, path: string): Promise<string> {
  const html = await (await request.get(path)).text();
  const stamp = /name="form_stamp" value="([^"]+)"/.exec(html)?.[1];
  if (!stamp) throw new Error(`no form stamp on ${path}`);
  await waitPastMinimum(stamp);
  return stamp;
}
