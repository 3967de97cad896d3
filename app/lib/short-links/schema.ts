import { z } from "zod";
import { t, type MessageKey } from "../i18n/languages";
import { isRedirectTextKey, redirectText, type RedirectTextKey } from "./texts";
import { berlinLocalToDate } from "../i18n/berlin-time";
import { safeHttpUrl, safeImageSrc } from "../text/url";

/** Characters and length of a short code (before normalising to lower case). */
const SHORT_CODE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * First path segments the site itself uses (public pages, back office, resource routes, files and
 * framework endpoints). A short code equal to one of them is refused, so real routes always win.
 * Compared in lower case: codes are normalised to lower case (docs/decisions/0005-short-links.md).
 * Entries with a dot cannot be codes anyway; they are listed so the list documents every segment.
 */
export const RESERVED_SHORT_CODES: readonly string[] = [
  // Public pages (public-site.md 2.1) and likely English aliases.
  "about",
  "services",
  "projects",
  "kontakt",
  "contact",
  "blog",
  "shop",
  "academy",
  "events",
  "anmeldung",
  "registration",
  "statistics",
  "kongress",
  "congress",
  "community",
  "weiterleitungen",
  "links",
  "impressum",
  "datenschutz",
  "cookies",
  "privacy",
  "imprint",
  "search",
  // The English pages live under /en (and /de is kept free for symmetry).
  "en",
  "de",
  // Previews of drafts (signed links).
  "vorschau",
  "preview",
  // Sign-in and back office.
  "login",
  "logout",
  "register",
  "signup",
  "reset-password",
  "admin",
  "auth",
  "account",
  // Resource routes and APIs.
  "preferences",
  "newsletter",
  "api",
  "health",
  "feed",
  "rss",
  // React Router's route discovery endpoint (fog of war).
  "__manifest",
  // Files and build output.
  "assets",
  "build",
  "static",
  "public",
  "favicon.svg",
  "favicon.ico",
  "robots.txt",
  "sitemap.xml",
  "manifest.webmanifest",
  ".well-known",
];

const reserved = new Set(RESERVED_SHORT_CODES.map((code) => code.toLowerCase()));

/** Codes are case-insensitive: stored and looked up in lower case. */
function normaliseShortCode(code: string): string {
  return code.trim().toLowerCase();
}

export function isReservedShortCode(code: string): boolean {
  return reserved.has(normaliseShortCode(code));
}

/** A syntactically valid, non-reserved code, normalised; otherwise null. */
export function parseShortCode(raw: string): string | null {
  if (!SHORT_CODE_PATTERN.test(raw)) return null;
  const code = normaliseShortCode(raw);
  return reserved.has(code) ? null : code;
}

/** Optional free text: blank becomes null. */
function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max, "form.tooLong")
    .nullish()
    .transform((value) => (value ? value : null));
}

/** The five campaign parameters of the UTM builder, in the order the form shows them. */
const UTM_KEYS = ["source", "medium", "campaign", "content", "term"] as const;
export type UtmKey = (typeof UTM_KEYS)[number];

/**
 * What a UTM value may hold: letters and digits of any script, space and . _ - ~ + : /. Refused are
 * the characters that would end or split the parameter or the URL (& = ? # %), quotes, angle brackets,
 * backslashes and control characters: a campaign name holding them is a typo, not a wish.
 */
const UTM_VALUE_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N} ._~+:/-]*$/u;
const UTM_MAX = 100;

const utmValue = z
  .string()
  .trim()
  .max(UTM_MAX, "redirect.utmInvalid")
  .refine((value) => value === "" || UTM_VALUE_PATTERN.test(value), "redirect.utmInvalid")
  .nullish()
  .transform((value) => (value ? value : null));

/**
 * The target with the campaign parameters appended (an existing utm_x of the same name is replaced),
 * written by hand so the rest of the query and the fragment stay byte for byte as staff typed them.
 */
function withUtm(target: string, utm: Partial<Record<UtmKey, string | null>>): string {
  const given = UTM_KEYS.filter((key) => utm[key]);
  if (given.length === 0) return target;
  const hashAt = target.indexOf("#");
  const fragment = hashAt === -1 ? "" : target.slice(hashAt);
  const beforeHash = hashAt === -1 ? target : target.slice(0, hashAt);
  const queryAt = beforeHash.indexOf("?");
  const base = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const replaced = new Set(given.map((key) => `utm_${key}`));
  const kept = (queryAt === -1 ? "" : beforeHash.slice(queryAt + 1))
    .split("&")
    .filter((pair) => pair !== "" && !replaced.has(decodeName(pair.split("=")[0]!)));
  const added = given.map((key) => `utm_${key}=${encodeURIComponent(utm[key]!)}`);
  return `${base}?${[...kept, ...added].join("&")}${fragment}`;
}

function decodeName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, " ")).toLowerCase();
  } catch {
    return name.toLowerCase();
  }
}

/**
 * A moment typed in the form ('YYYY-MM-DDTHH:mm', Berlin time) or already a Date (the data functions
 * validate what the action parsed once more); blank is null.
 */
function optionalInstant(message: RedirectTextKey) {
  return z
    .preprocess(
      (value) => {
        if (value === undefined || value === null || value instanceof Date) return value ?? null;
        if (typeof value !== "string") return value;
        if (value.trim() === "") return null;
        // Not a Berlin date-time: an invalid Date, so nothing downstream reads the text another way.
        return berlinLocalToDate(value) ?? new Date(Number.NaN);
      },
      z.date({ error: message }).nullable(),
    )
    .optional()
    .transform((value) => value ?? null);
}

/**
 * A redirect link as the back office saves it. Messages are i18n keys. The flags (is_active,
 * redirect_active) are not part of the form: new links start with both true (public-site.md 4),
 * and `setRedirectLinkFlags` changes them.
 */
export const RedirectLinkSchema = z
  .object({
    short_code: z
      .string({ error: "redirect.codeRequired" })
      .trim()
      .min(1, "redirect.codeRequired")
      .max(64, "redirect.codeInvalid")
      .regex(SHORT_CODE_PATTERN, "redirect.codeInvalid")
      .transform(normaliseShortCode)
      .refine((code) => !reserved.has(code), "redirect.codeReserved"),
    target_url: z
      .string({ error: "redirect.targetRequired" })
      .trim()
      .min(1, "redirect.targetRequired")
      .max(2048, "form.tooLong")
      .refine((url) => safeHttpUrl(url) !== null, "redirect.targetInvalid"),
    description: optionalText(500),
    detailed_description: optionalText(5000),
    image_url: optionalText(2048).refine(
      (value) => value === null || safeImageSrc(value) !== null,
      "redirect.imageInvalid",
    ),
    display_order: z.coerce
      .number({ error: "redirect.orderInvalid" })
      .int("redirect.orderInvalid")
      .min(0, "redirect.orderInvalid")
      .max(1_000_000, "redirect.orderInvalid")
      .default(0),
    starts_at: optionalInstant("redirect.startsInvalid"),
    expires_at: optionalInstant("redirect.expiresInvalid"),
    expired_url: optionalText(2048).refine(
      (value) => value === null || safeHttpUrl(value) !== null,
      "redirect.expiredUrlInvalid",
    ),
    utm_source: utmValue,
    utm_medium: utmValue,
    utm_campaign: utmValue,
    utm_content: utmValue,
    utm_term: utmValue,
  })
  .superRefine((value, ctx) => {
    if (value.starts_at && value.expires_at && value.expires_at.getTime() <= value.starts_at.getTime()) {
      ctx.addIssue({ code: "custom", path: ["expires_at"], message: "redirect.expiresBeforeStart" });
    }
    if (value.expired_url && !value.expires_at)
      ctx.addIssue({ code: "custom", path: ["expired_url"], message: "redirect.expiredUrlWithoutExpiry" });
    if (withUtm(value.target_url, utmOf(value)).length > 2048)
      ctx.addIssue({ code: "custom", path: ["target_url"], message: "redirect.utmTooLong" });
  })
  // The UTM builder's fields are not columns: they end up in the target URL.
  .transform(({ utm_source, utm_medium, utm_campaign, utm_content, utm_term, ...link }) => ({
    ...link,
    target_url: withUtm(link.target_url, {
      source: utm_source,
      medium: utm_medium,
      campaign: utm_campaign,
      content: utm_content,
      term: utm_term,
    }),
  }));

function utmOf(value: Partial<Record<`utm_${UtmKey}`, string | null>>): Partial<Record<UtmKey, string | null>> {
  return Object.fromEntries(UTM_KEYS.map((key) => [key, value[`utm_${key}`] ?? null]));
}

export type RedirectLinkInput = z.input<typeof RedirectLinkSchema>;

/**
 * The back office's "Sort Order" form: every link id in the new order, optionally with the position
 * typed per row (the form without JavaScript). The action checks the ids against the database: the
 * list must name every existing link exactly once, or nothing is changed.
 */
export const RedirectLinkOrderSchema = z
  .object({
    ids: z.array(
      z.coerce
        .number({ error: "redirect.orderListInvalid" })
        .int("redirect.orderListInvalid")
        .positive("redirect.orderListInvalid"),
      {
        error: "redirect.orderListInvalid",
      },
    ),
    positions: z
      .array(
        z.coerce
          .number({ error: "redirect.positionInvalid" })
          .int("redirect.positionInvalid")
          .min(1, "redirect.positionInvalid")
          .max(1_000_000, "redirect.positionInvalid"),
      )
      .optional(),
  })
  .refine((value) => value.ids.length > 0, { message: "redirect.orderListInvalid", path: ["ids"] })
  .refine((value) => new Set(value.ids).size === value.ids.length, {
    message: "redirect.orderDuplicate",
    path: ["ids"],
  })
  .refine((value) => !value.positions || value.positions.length === value.ids.length, {
    message: "redirect.orderListInvalid",
    path: ["positions"],
  })
  // The ids sorted by their typed positions; equal positions keep the submitted order (a stable sort).
  .transform((value) =>
    value.positions
      ? value.ids
          .map((id, index) => ({ id, index, position: value.positions![index]! }))
          .sort((a, b) => a.position - b.position || a.index - b.index)
          .map((entry) => entry.id)
      : value.ids,
  );

/**
 * Every message key the redirect-link schemas and data functions can answer with (tests make sure each
 * has a text in app/lib/short-links/texts.ts or app/lib/i18n/index.ts).
 */
export const REDIRECT_MESSAGE_KEYS = [
  "redirect.codeRequired",
  "redirect.codeInvalid",
  "redirect.codeReserved",
  "redirect.codeTaken",
  "redirect.targetRequired",
  "redirect.targetInvalid",
  "redirect.imageInvalid",
  "redirect.orderInvalid",
  "redirect.orderListInvalid",
  "redirect.orderDuplicate",
  "redirect.orderStale",
  "redirect.positionInvalid",
  "redirect.startsInvalid",
  "redirect.expiresInvalid",
  "redirect.expiresBeforeStart",
  "redirect.expiredUrlInvalid",
  "redirect.expiredUrlWithoutExpiry",
  "redirect.utmInvalid",
  "redirect.utmTooLong",
  "form.tooLong",
] as const satisfies readonly (RedirectTextKey | MessageKey)[];

/** The readable (German) text of a validation message; texts that are not keys pass through unchanged. */
export function redirectErrorText(message: string): string {
  if (isRedirectTextKey(message)) return redirectText("de", message);
  return (t("de", message as MessageKey) as string | undefined) ?? message;
}
