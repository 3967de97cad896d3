import { and, desc, eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { expect } from "vitest";
import * as schema from "~db/schema";
import { cookiesFrom, get, signInAs } from "../auth-helpers";
import { postForm, testDb } from "../helpers";

/** What the tests of the authenticator app share: setting it up, the two sign-in steps, what they wrote. */

const PERIOD_MS = 30_000;

/** The code an authenticator app shows for the key, now or `steps` periods from now. */
export function codeFor(secret: string, steps = 0) {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" });
  return totp.generate({ timestamp: Date.now() + steps * PERIOD_MS });
}

export const profilePost = (fields: Record<string, string>, cookie: string) =>
  postForm("/admin/profile", fields, { Cookie: cookie });

/** Replaces the cookies of `cookie` with those a response sets (better-auth swaps the session on enrolment). */
export function updatedCookie(cookie: string, response: Response) {
  const jar = new Map(cookie.split("; ").map((pair) => [pair.split("=")[0]!, pair] as const));
  for (const line of response.headers.getSetCookie()) {
    const pair = line.split(";")[0]!;
    const name = pair.split("=")[0]!;
    if (pair.endsWith("=") || /Max-Age=0/i.test(line)) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join("; ");
}

/** Starts the set-up on the profile (with the password) and returns the key the page shows. */
export async function startSetUp(cookie: string, password: string) {
  const start = await profilePost({ intent: "two-factor-start", password }, cookie);
  expect(start.status).toBe(302);
  const page = await (await get("/admin/profile", cookie)).text();
  const shown = /data-testid="two-factor-secret"[^>]*>([A-Z2-7 ]+)</.exec(page)?.[1];
  expect(shown).toBeTruthy();
  expect(page).toContain('data-testid="two-factor-qr"');
  return shown!.replace(/ /g, "");
}

/** Sets up the app for a fresh staff account through the profile's forms; returns its key and codes. */
export async function enrolled(role: "admin" | "moderator" = "moderator") {
  const account = await signInAs(role);
  const secret = await startSetUp(account.cookie, account.password);
  const confirm = await profilePost({ intent: "two-factor-confirm", code: codeFor(secret) }, account.cookie);
  expect(confirm.status).toBe(200);
  const html = await confirm.text();
  const backupCodes = [...html.matchAll(/<li>([A-Za-z0-9]{5}-[A-Za-z0-9]{5})<\/li>/g)].map((m) => m[1]!);
  expect(backupCodes).toHaveLength(10);
  return { ...account, cookie: updatedCookie(account.cookie, confirm), secret, backupCodes, shownWith: html };
}

export async function userOf(email: string) {
  const [row] = await testDb().select().from(schema.user).where(eq(schema.user.email, email));
  return row!;
}

/** The account's entries of the type "auth", newest first. */
export async function auditActions(userId: string) {
  const rows = await testDb()
    .select({ action: schema.auditLog.action, changes: schema.auditLog.changes })
    .from(schema.auditLog)
    .where(and(eq(schema.auditLog.type, "auth"), eq(schema.auditLog.record_id, userId)))
    .orderBy(desc(schema.auditLog.id));
  return rows;
}

export async function failureCount(email: string) {
  const [row] = await testDb()
    .select({ count: schema.rateLimits.count })
    .from(schema.rateLimits)
    .where(eq(schema.rateLimits.key, `signin:account:${email.toLowerCase()}`));
  return row?.count ?? 0;
}

/** The password step: returns the challenge cookie, and checks that it set no session. */
export async function passwordStep(email: string, password: string, ip: string) {
  const res = await postForm("/login", { intent: "signin", email, password }, { "cf-connecting-ip": ip });
  expect(res.status).toBe(302);
  expect(res.headers.get("Location")).toBe("/login?mode=code");
  const cookie = cookiesFrom(res);
  expect(cookie).toMatch(/better-auth\.two_factor=/);
  expect(cookie).not.toMatch(/session_token=/);
  return cookie;
}

export const codeStep = (fields: Record<string, string>, cookie: string, ip: string) =>
  postForm("/login", { intent: "code", ...fields }, { Cookie: cookie, "cf-connecting-ip": ip });
