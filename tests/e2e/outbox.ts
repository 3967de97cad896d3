import { getPlatformProxy } from "wrangler";

type Mail = { subject: string; text: string };

/**
 * One local D1 handle per Playwright worker on the e2e server's own state (the way a person on a laptop
 * would read it with wrangler d1 execute). It used to be one `wrangler d1 execute` process per read:
 * a Node start, a config parse and a runtime start each time, several seconds on a busy machine, and
 * the mail polls below read many times. The handle stays open until the worker ends.
 */
let db: Promise<D1Database> | undefined;
function outboxDb(): Promise<D1Database> {
  db ??= (async () => {
    process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= "false";
    process.env.WRANGLER_SEND_METRICS ??= "false";
    const port = process.env.E2E_PORT || "8788";
    const proxy = await getPlatformProxy<{ DB: D1Database }>({
      configPath: "wrangler.toml",
      persist: { path: `.tmp/e2e-state-${port}/v3` },
    });
    return proxy.env.DB;
  })();
  return db;
}

/** The newest e-mail to an address in the e2e server's local D1 outbox, or null. */
export async function latestMailTo(to: string): Promise<Mail | null> {
  const row = await (
    await outboxDb()
  )
    .prepare(`SELECT subject, text FROM outbox_emails WHERE "to" = ? ORDER BY id DESC LIMIT 1`)
    .bind(to)
    .first<Mail>();
  return row ?? null;
}

/** The /login link inside a mail, as a path the browser can open on the test server. */
export function loginPathIn(text: string): string {
  const match = text.match(/https?:\/\/[^/\s]+(\/login\?\S+)/);
  if (!match) throw new Error(`no /login link in: ${text}`);
  return match[1];
}

/** A link of the site inside a mail (e.g. "/newsletter/confirm"), as a path the browser can open. */
export function sitePathIn(text: string, path: string): string {
  const match = text.match(new RegExp(`https?://[^/\\s]+(${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\?\\S+)`));
  if (!match) throw new Error(`no ${path} link in: ${text}`);
  return match[1];
}

/**
 * Runs one statement on the e2e server's D1: a `@shared` test puts the seeded rows it changed back
 * (a registration's status, a test's own registrations removed).
 */
export async function runOnE2eDb(statement: string, ...values: unknown[]): Promise<void> {
  await (
    await outboxDb()
  )
    .prepare(statement)
    .bind(...values)
    .run();
}
