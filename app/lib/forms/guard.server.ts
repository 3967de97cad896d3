/**
 * One guard for the public forms (docs/decisions/0039-public-forms-against-robots.md): a honeypot, a
 * signed time the form was handed out (at least MIN_FILL_MS, at most MAX_AGE_MS before the post), and
 * Cloudflare Turnstile when its keys are configured. A robot is answered like a person and nothing is
 * stored or mailed; only a person's problem (an old form, a failed challenge) gets a message.
 */
import { hmacKey, toBase64Url } from "../digest.server";
import { HONEYPOT_FIELD, STAMP_FIELD, stampIssuedAt, TURNSTILE_FIELD } from "./guard";
import { hitRateLimit, type RateLimitRule } from "../http/rate-limit.server";

/** Faster than any person fills a form; a robot posts at once. */
export const MIN_FILL_MS = 3_000;
/**
 * How long a handed-out form may be sent. A browser may show its stored copy of a page for up to a day
 * (the ETag changes with the stamp's day, http-cache.server.ts), so this leaves a person at least a day.
 */
export const MAX_AGE_MS = 2 * 24 * 60 * 60 * 1000;
/** Clocks of the Worker's machines may differ a little; a stamp from further ahead is forged. */
const CLOCK_SKEW_MS = 60_000;

/**
 * Posts one stamp may carry. A cached page hands one stamp to everyone who reads it within a few
 * seconds, and a person may send a second message from the same page: three leave room for both. A
 * robot that read one page and posts its stamp from many addresses gets no further (the excess is the
 * caller's to hold as suspected spam or to refuse quietly). Counted by the stamp's signature, for as
 * long as the stamp is accepted at all, with one atomic upsert, so parallel posts cannot slip past.
 * Only posts that passed everything else count (spendFormStamp): a robot's or a failed challenge's
 * post does not use up a person's stamp.
 */
const STAMP_USES: RateLimitRule = { name: "form-stamp", limit: 3, windowMs: MAX_AGE_MS + CLOCK_SKEW_MS };

const CLOUDFLARE_VERIFY_URL = "https://challenges.cloudflare.com/turnstile/v0/siteverify";
/** Cloudflare answers within milliseconds; a hanging call must not hold the visitor's post. */
const VERIFY_TIMEOUT_MS = 5_000;

type GuardEnv = { BETTER_AUTH_SECRET?: string; TURNSTILE_SITE_KEY?: string; TURNSTILE_SECRET_KEY?: string };

/** The stamps are signed with the auth secret under their own label, so no second secret is needed. */
function secretOf(env: GuardEnv): string | null {
  const secret = String(env.BETTER_AUTH_SECRET ?? "");
  return secret.length >= 16 ? secret : null;
}

async function signature(secret: string, issuedAt: string): Promise<string> {
  const payload = new TextEncoder().encode(`form-stamp:${issuedAt}`);
  return toBase64Url(await crypto.subtle.sign("HMAC", await hmacKey(secret), payload));
}

/**
 * How long this isolate hands out the stamp it signed last. Every rendered page carries one, and
 * signing it was a twentieth of an uncached render; within this time a page's stamp is at most this
 * much older than the page (a page from the page cache carries one as old as the stored copy anyway).
 */
const STAMP_REUSE_MS = 500;
let lastStamp: { secret: string; at: number; stamp: string } | null = null;

/** A stamp for a form handed out at `now`; empty without a secret (every post is then a robot's). */
export async function issueFormStamp(env: GuardEnv, now = Date.now()): Promise<string> {
  const secret = secretOf(env);
  if (!secret) {
    console.error("form stamp: BETTER_AUTH_SECRET is missing or too short; public forms accept nothing");
    return "";
  }
  const last = lastStamp;
  if (last && last.secret === secret && now >= last.at && now - last.at < STAMP_REUSE_MS) return last.stamp;
  const issuedAt = Math.floor(now).toString(36);
  const stamp = `fs1.${issuedAt}.${await signature(secret, issuedAt)}`;
  lastStamp = { secret, at: Math.floor(now), stamp };
  return stamp;
}

/** Equal-length strings compared without an early exit (a signature is not guessed byte by byte). */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** Whether Turnstile is on: both keys configured. Without them nothing changes. */
export function turnstileEnabled(env: GuardEnv): boolean {
  return Boolean(env.TURNSTILE_SITE_KEY && env.TURNSTILE_SECRET_KEY);
}

/** The site key the browser's widget needs, or null while Turnstile is off. */
export function turnstileSiteKey(env: GuardEnv): string | null {
  return turnstileEnabled(env) ? String(env.TURNSTILE_SITE_KEY) : null;
}

/**
 * What the hidden pieces say about a post:
 * - `robot`: the honeypot is filled, or the stamp is missing, forged, from the future or too fresh;
 *   the caller answers as if it had worked and stores and mails nothing;
 * - `expired`: a genuine stamp older than MAX_AGE_MS: a person left the page open; they are asked to
 *   send again (with their input and a fresh stamp), so nothing is lost in silence;
 * - `person`: go on (Turnstile, when on, is checked separately: verifyTurnstile), then count the post
 *   against its stamp (spendFormStamp).
 */
export async function readFormGuard(
  env: GuardEnv,
  formData: FormData,
  now = Date.now(),
): Promise<"person" | "robot" | "expired"> {
  const trap = formData.get(HONEYPOT_FIELD);
  if (typeof trap === "string" && trap.trim() !== "") return "robot";
  const stamp = formData.get(STAMP_FIELD);
  const secret = secretOf(env);
  if (typeof stamp !== "string" || !secret) return "robot";
  const issuedAt = stampIssuedAt(stamp);
  if (issuedAt === null) return "robot";
  const [, time, mac] = stamp.split(".");
  if (!sameText(mac!, await signature(secret, time!))) return "robot";
  const age = now - issuedAt;
  if (age < -CLOCK_SKEW_MS || age < MIN_FILL_MS) return "robot";
  return age > MAX_AGE_MS ? "expired" : "person";
}

/**
 * Counts a post that passed the guard and Turnstile against its stamp, by the stamp's signature; false
 * once the stamp has carried STAMP_USES posts. Every form that reads the guard calls it before it stores
 * or mails anything; the caller answers as it answers a person and holds the post back (contact:
 * suspected spam; newsletter: nothing, quietly).
 */
export async function spendFormStamp(db: D1Database, formData: FormData, now = Date.now()): Promise<boolean> {
  const stamp = formData.get(STAMP_FIELD);
  const mac = typeof stamp === "string" ? stamp.split(".")[2] : undefined;
  if (!mac) return false;
  return (await hitRateLimit(db, STAMP_USES, mac, now)).ok;
}

/**
 * Asks Cloudflare whether the widget's token is genuine (once: a token is good for one check). True
 * while Turnstile is off. A missing token, a refusal, an error or no answer in time are all false:
 * the visitor is asked to try again, nothing is stored.
 */
export async function verifyTurnstile(env: GuardEnv, formData: FormData, request: Request): Promise<boolean> {
  if (!turnstileEnabled(env)) return true;
  const token = formData.get(TURNSTILE_FIELD);
  if (typeof token !== "string" || token === "" || token.length > 2048) return false;
  const body = new FormData();
  body.set("secret", String(env.TURNSTILE_SECRET_KEY));
  body.set("response", token);
  const ip = request.headers.get("CF-Connecting-IP");
  if (ip) body.set("remoteip", ip);
  try {
    const response = await fetch(CLOUDFLARE_VERIFY_URL, {
      method: "POST",
      body,
      signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
    });
    if (!response.ok) {
      console.error(`turnstile: verification answered ${response.status}`);
      return false;
    }
    const outcome = (await response.json()) as { success?: unknown };
    return outcome.success === true;
  } catch (error) {
    console.error("turnstile: verification failed", error instanceof Error ? error.message : "unknown error");
    return false;
  }
}
