import { desc, eq } from "drizzle-orm";
import { ensureUser } from "../../db/admin-user";
import * as schema from "../../db/schema";
import { fetchWorker, postForm, testDb } from "./helpers";

export type Role = "admin" | "moderator" | "user";

/** The session cookie(s) a response sets, as a Cookie header value. */
export function cookiesFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
}

let counter = 0;
/** A distinct client address per call, so the per-IP limits of one test do not leak into another. */
export function freshIp(): string {
  counter += 1;
  return `203.0.113.${counter % 250}`;
}

/** Creates a confirmed account with the role and signs it in through /login; returns its Cookie header. */
export async function signInAs(
  role: Role,
  email = `${role}-${crypto.randomUUID().slice(0, 8)}@example.com`,
  password = "correct-horse-42",
) {
  await ensureUser(testDb(), { email, password, name: `Test ${role}`, role });
  const response = await postForm("/login", { intent: "signin", email, password }, { "cf-connecting-ip": freshIp() });
  if (response.status !== 302)
    throw new Error(`sign-in as ${role} failed: ${response.status} ${await response.text()}`);
  return { cookie: cookiesFrom(response), email, password, location: response.headers.get("Location") };
}

/** The newest e-mail in the outbox for an address. */
export async function lastMailTo(to: string) {
  const [mail] = await testDb()
    .select()
    .from(schema.outboxEmails)
    .where(eq(schema.outboxEmails.to, to))
    .orderBy(desc(schema.outboxEmails.id))
    .limit(1);
  return mail ?? null;
}

/** The first link in a mail's text that points at /login. */
export function loginLinkIn(text: string): URL {
  const match = text.match(/https?:\/\/\S+\/login\?\S+/);
  if (!match) throw new Error(`no /login link in mail: ${text}`);
  return new URL(match[0]);
}

export function get(path: string, cookie?: string) {
  return fetchWorker(path, { headers: cookie ? { Cookie: cookie } : {} });
}
