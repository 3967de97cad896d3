import ipaddr from "ipaddr.js";

/**
 * Fixed-window rate limits kept in D1 (table rate_limits), so every isolate and every location sees
 * the same counts; an isolate's memory would reset on each new instance.
 *
 * One atomic upsert per hit: a key whose window has expired starts again at 1.
 */

export type RateLimitRule = {
  /** Namespace of the key, e.g. "contact:ip" or "signin:account". */
  name: string;
  /** Hits allowed per window. */
  limit: number;
  windowMs: number;
};

export type RateLimitResult = { ok: boolean; count: number; retryAfterSeconds: number };

/**
 * The rate-limit subject for the client that sent the request; every per-client limiter uses it.
 *
 * - In production the address comes from CF-Connecting-IP: Cloudflare sets it on every request and
 *   overwrites whatever a client sent under that name, so it cannot be forged from outside.
 * - IPv6 clients are counted per /64 network. One subscriber, VPS or phone usually holds a whole /64
 *   and can pick a fresh address from it for every request, so a limit per address would not slow
 *   them down at all. IPv4 addresses (also when written IPv4-mapped, ::ffff:a.b.c.d) count singly.
 * - Local runs (wrangler dev, tests, scripts) have no such header: all of those requests share ONE
 *   bucket, "unknown", so the limiter never switches off. A value that is not an IP address at all
 *   (only possible without Cloudflare in front) shares the bucket "invalid" for the same reason.
 */
export function clientKey(request: Request): string {
  const raw = request.headers.get("cf-connecting-ip")?.trim();
  if (!raw) return "unknown";
  if (!ipaddr.isValid(raw)) return "invalid";
  const address = ipaddr.process(raw); // IPv4-mapped IPv6 becomes plain IPv4
  if (address.kind() === "ipv4") return address.toString();
  const network = (address as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${network.join(":")}::/64`;
}

/** An address's local part up to a `+tag`, and the rest from the `@` on (also at the start of a longer subject). */
const PLUS_TAG = /^([^@+|\s]*)\+[^@|\s]*@/;

/**
 * The mailbox an e-mail address reaches, as the limits count it: lower case, with a `+tag` taken off
 * the local part (`name+1@…` and `name+2@…` land in one inbox, so they share one budget). Only for
 * counting: addresses are stored as typed.
 */
export function mailboxOf(address: string): string {
  return address.trim().toLowerCase().replace(PLUS_TAG, "$1@");
}

/**
 * Every per-address limit (account mails, sign-ups, failed sign-ins, and anything keyed on an address
 * followed by more, such as address and client) counts the mailbox, whichever caller forms the key.
 */
function keyOf(rule: RateLimitRule, subject: string) {
  return `${rule.name}:${mailboxOf(subject)}`;
}

type CountedRow = { count: number; window_start: number };

/** What an upsert that counted a hit answers: within the limit or not, and when its window ends. */
function counted(rule: RateLimitRule, row: CountedRow | null, now: number): RateLimitResult {
  const count = row?.count ?? 1;
  const windowStart = row?.window_start ?? now;
  return {
    ok: count <= rule.limit,
    count,
    retryAfterSeconds: Math.max(1, Math.ceil((windowStart + rule.windowMs - now) / 1000)),
  };
}

/**
 * Counts one hit with one atomic upsert: a key whose window has expired starts again at 1. For a lock
 * (`lock`), a hit within the limit also restarts the window (see hitLock). `?4` is then the limit; else
 * it is 0, and no count is under 0, so only an expired window starts again.
 */
async function countHit(db: D1Database, rule: RateLimitRule, subject: string, now: number, lock: boolean) {
  const expired = now - rule.windowMs;
  const row = await db
    .prepare(
      `INSERT INTO rate_limits (key, count, window_start) VALUES (?1, 1, ?2)
       ON CONFLICT(key) DO UPDATE SET
         count = CASE WHEN rate_limits.window_start <= ?3 THEN 1 ELSE rate_limits.count + 1 END,
         window_start = CASE WHEN rate_limits.window_start <= ?3 OR rate_limits.count < ?4 THEN ?2
                             ELSE rate_limits.window_start END
       RETURNING count, window_start`,
    )
    .bind(keyOf(rule, subject), now, expired, lock ? rule.limit : 0)
    .first<CountedRow>();
  return counted(rule, row, now);
}

/** Counts one hit and says whether it is within the limit. */
export function hitRateLimit(db: D1Database, rule: RateLimitRule, subject: string, now = Date.now()) {
  return countHit(db, rule, subject, now, false);
}

/**
 * Counts one try toward a lock (the second factor's wrong codes): one atomic upsert that also decides,
 * so however many tries arrive at once, at most `limit` of them are let through to be checked. A try
 * within the limit restarts the window, so a failure is forgotten only after `windowMs` of quiet; the
 * limit-th try starts the lock, which ends `windowMs` after it, whatever arrives meanwhile. A right
 * answer ends the count (clearRateLimit).
 */
export function hitLock(db: D1Database, rule: RateLimitRule, subject: string, now = Date.now()) {
  return countHit(db, rule, subject, now, true);
}

/** Whether the subject is already over the limit, without counting a hit (e.g. failed sign-ins per account). */
export async function peekRateLimit(
  db: D1Database,
  rule: RateLimitRule,
  subject: string,
  now = Date.now(),
): Promise<RateLimitResult> {
  const row = await db
    .prepare("SELECT count, window_start FROM rate_limits WHERE key = ?1")
    .bind(keyOf(rule, subject))
    .first<{ count: number; window_start: number }>();
  if (!row || row.window_start <= now - rule.windowMs) return { ok: true, count: 0, retryAfterSeconds: 0 };
  return {
    ok: row.count < rule.limit,
    count: row.count,
    retryAfterSeconds: Math.max(1, Math.ceil((row.window_start + rule.windowMs - now) / 1000)),
  };
}

/**
 * Takes back one hit, for limits that count every attempt up front (so parallel requests cannot all
 * slip past a check) but should only keep the failed ones.
 */
export async function undoRateLimitHit(db: D1Database, rule: RateLimitRule, subject: string): Promise<void> {
  await db
    .prepare("UPDATE rate_limits SET count = count - 1 WHERE key = ?1 AND count > 0")
    .bind(keyOf(rule, subject))
    .run();
}

/** Forgets a subject's hits (e.g. after a successful sign-in). */
export async function clearRateLimit(db: D1Database, rule: RateLimitRule, subject: string): Promise<void> {
  await db.prepare("DELETE FROM rate_limits WHERE key = ?1").bind(keyOf(rule, subject)).run();
}

/**
 * Rows of windows that ended long ago, deleted by the daily job: every used form stamp and every
 * address leaves one, and an expired row counts the same as none (the next hit starts a new window).
 * A week is longer than any rule's window (the longest, a form stamp's, is two days).
 */
const RATE_LIMIT_ROWS_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

export async function pruneRateLimits(db: D1Database, now: Date): Promise<number> {
  const result = await db
    .prepare("DELETE FROM rate_limits WHERE window_start < ?1")
    .bind(now.getTime() - RATE_LIMIT_ROWS_KEPT_MS)
    .run();
  return result.meta.changes;
}
