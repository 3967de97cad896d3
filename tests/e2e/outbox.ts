import { execFileSync } from "node:child_process";

/**
 * Reads the newest e-mail to an address from the e2e server's local D1 outbox, the way a person on a
 * laptop would (wrangler d1 execute against the same local state).
 */
export function latestMailTo(to: string): { subject: string; text: string } | null {
  const port = process.env.E2E_PORT || "8788";
  const sql = `SELECT subject, text FROM outbox_emails WHERE "to" = '${to.replaceAll("'", "''")}' ORDER BY id DESC LIMIT 1`;
  const out = execFileSync(
    "npx",
    [
      "wrangler",
      "d1",
      "execute",
      "DB",
      "--local",
      "--persist-to",
      `.tmp/e2e-state-${port}`,
      "-c",
      "wrangler.toml",
      "--json",
      "--command",
      sql,
    ],
    { encoding: "utf8", env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" } },
  );
  const parsed = JSON.parse(out) as { results: { subject: string; text: string }[] }[];
  return parsed[0]?.results[0] ?? null;
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
