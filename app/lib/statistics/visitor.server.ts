import { isbot } from "isbot";
import { sha256Hex } from "../digest.server";

/*
 * What a counted request says about its visitor, shared by short-link clicks and page views
 * (docs/decisions/0013-short-link-analytics.md, 0071-visitor-statistics.md): a device class, the
 * referrer's host, the country, and a visitor key under a salt that lives one day. The user agent and
 * the address are read here and never leave this module.
 */

export type DeviceClass = "mobile" | "tablet" | "desktop" | "bot";

/**
 * Real user agents stay well under this; a longer header is cut before it is classified, so a hostile
 * one costs no more than a normal one in any of the checks below (isbot's pattern included).
 */
const MAX_UA_LENGTH = 512;

/**
 * A coarse device class; a missing user agent counts as a bot (every browser sends one). Plain
 * substring searches, each one pass over the (cut) string: the former "Android(?!.*Mobile)" pattern
 * rescanned the rest of the string at every "Android" and was quadratic on hostile input.
 */
export function deviceClass(userAgent: string | null): DeviceClass {
  if (!userAgent) return "bot";
  const ua = userAgent.slice(0, MAX_UA_LENGTH);
  const known = classified.get(ua);
  if (known) return known;
  const device = classify(ua);
  // Bounded: a flood of made-up agents empties it instead of growing the isolate's memory.
  if (classified.size >= MAX_CLASSIFIED) classified.clear();
  classified.set(ua, device);
  return device;
}

/*
 * isbot's one large pattern costs about 0.1 ms on a browser's agent (it has to fail every
 * alternative), the dearest step of counting a view; a site's visitors send a few hundred distinct
 * agents, so each isolate remembers the class of the ones it has seen. Only the class is kept, in
 * memory, never written anywhere.
 */
const MAX_CLASSIFIED = 500;
const classified = new Map<string, DeviceClass>();

function classify(ua: string): DeviceClass {
  if (isbot(ua)) return "bot";
  const lower = ua.toLowerCase();
  const has = (word: string) => lower.includes(word);
  // Android without "Mobile" after its last mention is a tablet (Android phones say "Mobile").
  const android = lower.lastIndexOf("android");
  const androidTablet = android >= 0 && !lower.includes("mobile", android);
  if (has("ipad") || has("tablet") || has("kindle") || has("silk") || has("playbook") || androidTablet) return "tablet";
  if (
    has("mobi") ||
    has("iphone") ||
    has("ipod") ||
    android >= 0 ||
    has("windows phone") ||
    has("blackberry") ||
    has("opera mini")
  )
    return "mobile";
  return "desktop";
}

/** The host of a http(s) referrer, or null. */
export function referrerHost(referer: string | null): string | null {
  if (!referer) return null;
  try {
    const url = new URL(referer);
    return url.protocol === "http:" || url.protocol === "https:" ? url.hostname.slice(0, 253) : null;
  } catch {
    return null;
  }
}

/** The visitor's country as Cloudflare saw it (two letters), or null. */
export function requestCountry(request: Request): string | null {
  const cf = (request as { cf?: { country?: unknown } }).cf;
  const raw = typeof cf?.country === "string" ? cf.country : request.headers.get("cf-ipcountry");
  return raw && /^[A-Za-z0-9]{2}$/.test(raw) ? raw.toUpperCase() : null;
}

/* ------------------------------------------------------------------ */
/* Unique visitors: a hash under a salt that lives one day             */
/* ------------------------------------------------------------------ */

let saltCache: { day: string; salt: Promise<string> } | null = null;

function randomSalt(): string {
  const bytes = new Uint8Array(32);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/**
 * The salt of `day`, the same for every isolate: the first one to need it inserts a random one, all
 * read the row (D1 is consistent, KV would not be). One D1 batch per isolate per day; the daily cron
 * deletes the rows of past days, after which no hash can be recomputed from an address.
 */
async function dailySalt(env: Pick<Env, "DB">, day: string): Promise<string> {
  if (saltCache?.day === day) return saltCache.salt;
  const salt = env.DB.batch<{ salt: string }>([
    env.DB.prepare("INSERT OR IGNORE INTO visitor_salts (day, salt) VALUES (?1, ?2)").bind(day, randomSalt()),
    env.DB.prepare("SELECT salt FROM visitor_salts WHERE day = ?1").bind(day),
  ]).then((results) => {
    const value = results[1]?.results[0]?.salt;
    if (!value) throw new Error("no visitor salt");
    return value;
  });
  saltCache = { day, salt };
  // A failed lookup is not remembered: the next click tries again.
  salt.catch(() => {
    if (saltCache?.salt === salt) saltCache = null;
  });
  return salt;
}

/**
 * The visitor of a click or page view: SHA-256(salt of the day, address, user agent). The address comes from
 * Cloudflare's CF-Connecting-IP header; local runs have none, so there one browser is one visitor
 * whatever its address. Null when the salt cannot be had (the click or view still counts).
 */
export async function visitorHash(env: Pick<Env, "DB">, request: Request, day: string): Promise<string | null> {
  try {
    const salt = await dailySalt(env, day);
    const address = request.headers.get("cf-connecting-ip") ?? "";
    const agent = (request.headers.get("user-agent") ?? "").slice(0, MAX_UA_LENGTH);
    return (await sha256Hex(`${salt}\n${address}\n${agent}`)).slice(0, 32);
  } catch (error) {
    console.error("visitor key: no salt", error);
    return null;
  }
}

/** Tests only: forget the cached salt (as a new isolate would). */
export function forgetSaltCache() {
  saltCache = null;
}
