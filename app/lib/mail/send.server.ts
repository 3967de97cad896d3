import { outboxEmails } from "~db/schema";
import { getDb } from "../db.server";
import { isMailHeaderSafe } from "./header";

/** One e-mail, as every sender takes it. */
export type Mail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers (e.g. List-Unsubscribe); the outbox keeps them, the mail API receives them. */
  headers?: Record<string, string>;
  /** Files sent with it (a calendar file); text content, sent base64-encoded to the mail API. */
  attachments?: MailAttachment[];
};

type MailAttachment = { filename: string; contentType: string; content: string };

/** Optional secrets of the HTTP transport (wrangler secret put …); not in wrangler.toml. */
type MailSecrets = { MAIL_API_URL?: string; MAIL_API_KEY?: string; MAIL_FROM?: string; MAIL_TIMEOUT_MS?: string };

/** How long a visitor waits for the mail API before the form says the mail could not be sent. */
const DEFAULT_MAIL_TIMEOUT_MS = 10_000;
type MailEnv = Pick<Env, "DB" | "MAIL_TRANSPORT"> & MailSecrets;

export class MailError extends Error {}

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * The origin every link in every e-mail of the site starts with (account mails, the newsletter's
 * confirmation and campaigns): the configured PUBLIC_ORIGIN, never the Host the request came with (a
 * forged Host would otherwise put the attacker's site, with a valid token, into a genuine mail). Only
 * without PUBLIC_ORIGIN and only on a loopback host (local runs and tests) the request's own origin is
 * used; a deployed Worker is reached through its zone's host names only, so a loopback Host never gets
 * there. Null means: no link may be built, so no mail with one is sent.
 */
export function linkOrigin(env: { PUBLIC_ORIGIN?: string }, request: Request | string): string | null {
  const configured = String(env.PUBLIC_ORIGIN ?? "").trim();
  if (configured) {
    try {
      const url = new URL(configured);
      return url.protocol === "https:" || url.protocol === "http:" ? url.origin : null;
    } catch {
      return null;
    }
  }
  const url = new URL(typeof request === "string" ? request : request.url);
  return LOOPBACK_HOSTS.has(url.hostname) ? url.origin : null;
}

/**
 * The site's only way to send e-mail.
 * - "outbox" (local runs, tests): the message is stored in the outbox_emails table and logged, so a
 *   person or a test can follow a reset or confirmation link without a mail server.
 * - "http" (production): POSTs JSON {from, to, subject, text, html, headers} with a Bearer key to
 *   MAIL_API_URL (the shape Resend and similar APIs accept).
 */
export async function sendMail(env: MailEnv, mail: Mail): Promise<void> {
  refuseUnsafeHeaders(env, mail);
  const transport = String(env.MAIL_TRANSPORT || "outbox");
  if (transport === "http") return sendViaHttp(env, mail);
  await getDb(env)
    .insert(outboxEmails)
    .values({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      headers: mail.headers ? JSON.stringify(mail.headers) : null,
      attachments: mail.attachments?.length ? JSON.stringify(mail.attachments) : null,
    });
  console.log(`[mail:outbox] to=${mail.to} subject=${JSON.stringify(mail.subject)}\n${mail.text}`);
}

/**
 * Every value that becomes a header of the mail (recipient, subject, sender, extra headers and their
 * names) is refused with a control character in it, whatever the transport: a line break in a subject
 * would otherwise add headers of its own, wherever the value came from.
 */
function refuseUnsafeHeaders(env: MailSecrets, mail: Mail) {
  const values: [string, string][] = [
    ["to", mail.to],
    ["subject", mail.subject],
    ...(mail.attachments ?? []).map((file): [string, string] => ["attachment name", file.filename]),
    ["from", env.MAIL_FROM ?? ""],
    ...Object.entries(mail.headers ?? {}).flatMap(([name, value]): [string, string][] => [
      ["header name", name],
      [name, value],
    ]),
  ];
  const unsafe = values.find(([, value]) => !isMailHeaderSafe(value));
  if (unsafe) throw new MailError(`mail refused: a control character in its ${unsafe[0]}`);
}

async function sendViaHttp(env: MailSecrets, mail: Mail): Promise<void> {
  if (!env.MAIL_API_URL || !env.MAIL_API_KEY || !env.MAIL_FROM) {
    throw new MailError("MAIL_TRANSPORT is http but MAIL_API_URL, MAIL_API_KEY or MAIL_FROM is not set");
  }
  const response = await fetch(env.MAIL_API_URL, {
    method: "POST",
    headers: { Authorization: `Bearer ${env.MAIL_API_KEY}`, "Content-Type": "application/json" },
    body: JSON.stringify({
      from: env.MAIL_FROM,
      to: [mail.to],
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: mail.headers,
      // The shape Resend and similar APIs take: the file's bytes in base64.
      attachments: mail.attachments?.map((file) => ({
        filename: file.filename,
        content: toBase64(file.content),
        content_type: file.contentType,
      })),
    }),
    // A mail API that never answers must not hold the visitor's request open.
    signal: AbortSignal.timeout(Number(env.MAIL_TIMEOUT_MS) || DEFAULT_MAIL_TIMEOUT_MS),
  }).catch((error: unknown) => {
    throw new MailError(`mail API did not answer: ${error instanceof Error ? error.name : String(error)}`);
  });
  if (!response.ok) {
    throw new MailError(`mail API answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  }
}

/** UTF-8 text as base64. */
function toBase64(text: string): string {
  let binary = "";
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}
