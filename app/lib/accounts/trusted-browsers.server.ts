import { makeSignature } from "better-auth/crypto";
import { and, desc, eq, gt, like, notInArray, sql } from "drizzle-orm";
import * as schema from "~db/schema";
import { staffDateTime } from "../admin/staff-display";
import { isHttps, readCookies } from "../http/cookies.server";
import { getDb, type Db } from "../db.server";
import type { Lang } from "../i18n/languages";
import { placeOf } from "./request-place.server";
import { SECURITY_TEXTS } from "./security-texts";
import { describeUserAgent } from "./user-agent";

/**
 * Browsers trusted for 30 days ("Diesem Browser 30 Tage vertrauen", decision 0038). better-auth's
 * two-factor plugin keeps each trust as a verification row `trust-device-<random>` whose value is the
 * user id, names it in the signed trust cookie, and skips the code while that row lives; at every
 * sign-in from the browser it deletes the row and writes one under a new identifier. So ending a
 * trust is deleting its row, and ending them all is deleting every such row of the account. Our
 * `trusted_browser` row only remembers what the profile shows (browser, place, since, last used): it
 * follows the verification row through each renewal (the auth hook calls noteTrustRecord).
 */

const PREFIX = "trust-device-";

/** The account's trust records in the verification table (the value of each is the user id). */
const trustRowsOf = (userId: string) =>
  and(like(schema.verification.identifier, `${PREFIX}%`), eq(schema.verification.value, userId));

/**
 * Ends every browser trust of the account: its next sign-in anywhere asks for the code again. Called
 * when a second factor is added, removed or replaced, when the password changes or is reset, and
 * when all other sessions are ended. Returns how many trusted browsers there were.
 */
export async function endTrustedBrowsers(db: Db, userId: string): Promise<number> {
  const [ended] = await db.batch([
    db.delete(schema.verification).where(trustRowsOf(userId)).returning({ id: schema.verification.id }),
    db.delete(schema.trustedBrowser).where(eq(schema.trustedBrowser.userId, userId)),
  ]);
  return ended.length;
}

/**
 * Ends one trust of the account, named by its verification row's id; null (nothing written) when the
 * account has no such trust: someone else's id is unknown here.
 */
export async function endTrustedBrowser(db: Db, userId: string, id: string): Promise<TrustedBrowserEnded | null> {
  const [row] = await db
    .select({
      identifier: schema.verification.identifier,
      userAgent: schema.trustedBrowser.userAgent,
      location: schema.trustedBrowser.location,
    })
    .from(schema.verification)
    .leftJoin(schema.trustedBrowser, eq(schema.trustedBrowser.identifier, schema.verification.identifier))
    .where(and(eq(schema.verification.id, id), trustRowsOf(userId)))
    .limit(1);
  if (!row) return null;
  await db.batch([
    db.delete(schema.verification).where(and(eq(schema.verification.id, id), trustRowsOf(userId))),
    db.delete(schema.trustedBrowser).where(eq(schema.trustedBrowser.identifier, row.identifier)),
  ]);
  return { userAgent: row.userAgent, location: row.location };
}

export type TrustedBrowserEnded = { userAgent: string | null; location: string | null };

export type TrustedBrowserRow = {
  /** The verification row's id (it changes when the browser signs in again). */
  id: string;
  device: string;
  place: string | null;
  since: string;
  lastUsed: string | null;
  current: boolean;
};

/**
 * The trust record this request's trust cookie names, when better-auth signed the cookie: its value
 * is `<hmac>!<identifier>` and the signature follows the last dot (the name has the prefix of
 * cookieNames() in auth.server.ts). At a sign-in it is the record better-auth is renewing.
 */
export async function trustNamedBy(request: Request, secret: string): Promise<string | null> {
  const signed = readCookies(request).get(`${isHttps(request) ? "__Host-" : ""}better-auth.trust_device`);
  const dot = signed?.lastIndexOf(".") ?? -1;
  if (!signed || dot < 1) return null;
  const value = signed.slice(0, dot);
  if ((await makeSignature(value, secret)) !== signed.slice(dot + 1)) return null;
  const identifier = value.split("!")[1];
  return identifier?.startsWith(PREFIX) ? identifier : null;
}

/** The account's live trusted browsers for the profile, this browser first, then the most recently used. */
export async function loadTrustedBrowsers(
  env: Env,
  request: Request,
  userId: string,
  lang: Lang,
): Promise<TrustedBrowserRow[]> {
  const db = getDb(env);
  const secret = env.BETTER_AUTH_SECRET;
  const texts = SECURITY_TEXTS[lang];
  // Driven by the verification rows, which are the trust: one granted before its row here was kept
  // is listed too (as an unknown browser), so it can still be ended.
  const rows = await db
    .select({
      id: schema.verification.id,
      identifier: schema.verification.identifier,
      granted: schema.verification.createdAt,
      userAgent: schema.trustedBrowser.userAgent,
      location: schema.trustedBrowser.location,
      createdAt: schema.trustedBrowser.createdAt,
      lastUsedAt: schema.trustedBrowser.lastUsedAt,
    })
    .from(schema.verification)
    .leftJoin(schema.trustedBrowser, eq(schema.trustedBrowser.identifier, schema.verification.identifier))
    .where(and(trustRowsOf(userId), gt(schema.verification.expiresAt, new Date())))
    .orderBy(desc(sql`coalesce(${schema.trustedBrowser.lastUsedAt}, ${schema.trustedBrowser.createdAt})`));
  const mine = await trustNamedBy(request, secret);
  const list = rows.map((row) => {
    const { browser, os } = describeUserAgent(row.userAgent);
    return {
      id: row.id,
      device: browser && os ? texts.deviceOn(browser, os) : (browser ?? os ?? texts.unknownDevice),
      place: row.location,
      since: staffDateTime(lang, row.createdAt ?? row.granted),
      lastUsed: row.lastUsedAt ? staffDateTime(lang, row.lastUsedAt) : null,
      current: row.identifier === mine,
    };
  });
  return [...list.filter((row) => row.current), ...list.filter((row) => !row.current)];
}

/**
 * better-auth has just written a trust record (a verification row `trust-device-…`): on a sign-in it
 * renews the one named by the browser's cookie (`previous`, see trustNamedBy), which this row follows,
 * with "last used" now; otherwise trust was just granted and the browser and place of this request are noted.
 */
export async function noteTrustRecord(
  db: Db,
  request: Request,
  record: { identifier: string; value: string },
  previous: string | null,
): Promise<void> {
  if (!record.identifier.startsWith(PREFIX)) return;
  const now = new Date();
  try {
    if (previous?.startsWith(PREFIX)) {
      const renewed = await db
        .update(schema.trustedBrowser)
        .set({ identifier: record.identifier, lastUsedAt: now })
        .where(and(eq(schema.trustedBrowser.identifier, previous), eq(schema.trustedBrowser.userId, record.value)))
        .returning({ identifier: schema.trustedBrowser.identifier });
      if (renewed.length > 0) return;
    }
    const live = db
      .select({ identifier: schema.verification.identifier })
      .from(schema.verification)
      .where(trustRowsOf(record.value));
    await db.batch([
      // Notes of trusts that expired unused go with the next one granted.
      db
        .delete(schema.trustedBrowser)
        .where(and(eq(schema.trustedBrowser.userId, record.value), notInArray(schema.trustedBrowser.identifier, live))),
      db.insert(schema.trustedBrowser).values({
        identifier: record.identifier,
        userId: record.value,
        userAgent: request.headers.get("User-Agent")?.slice(0, 500) ?? null,
        location: placeOf(request),
        createdAt: now,
      }),
    ]);
  } catch (error) {
    // The list's note only: the trust itself is better-auth's row and stands (it is listed as unknown).
    console.error("trusted browser not noted", error);
  }
}
