import { z } from "zod";
import { t, type MessageKey } from "../i18n";
import { safeHttpUrl } from "../url";

/** Characters and length of a short code (before normalising to lower case). */
export const SHORT_CODE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

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
export function normaliseShortCode(code: string): string {
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

/**
 * A redirect link as the back office saves it. Messages are i18n keys. The flags (is_active,
 * redirect_active) are not part of the form: new links start with both true (public-site.md 4),
 * and `setRedirectLinkFlags` changes them.
 */
export const RedirectLinkSchema = z.object({
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
  image_url: optionalText(2048).refine((value) => value === null || safeHttpUrl(value) !== null, "redirect.imageInvalid"),
  display_order: z.coerce
    .number({ error: "redirect.orderInvalid" })
    .int("redirect.orderInvalid")
    .min(0, "redirect.orderInvalid")
    .max(1_000_000, "redirect.orderInvalid")
    .default(0),
});

export type RedirectLinkInput = z.input<typeof RedirectLinkSchema>;
export type RedirectLinkData = z.output<typeof RedirectLinkSchema>;

/**
 * The back office's "Sort Order" form: every link id in the new order, optionally with the position
 * typed per row (the form without JavaScript). The action checks the ids against the database: the
 * list must name every existing link exactly once, or nothing is changed.
 */
export const RedirectLinkOrderSchema = z
  .object({
    ids: z.array(z.coerce.number({ error: "redirect.orderListInvalid" }).int("redirect.orderListInvalid").positive("redirect.orderListInvalid"), {
      error: "redirect.orderListInvalid",
    }),
    positions: z
      .array(z.coerce.number({ error: "redirect.positionInvalid" }).int("redirect.positionInvalid").min(1, "redirect.positionInvalid").max(1_000_000, "redirect.positionInvalid"))
      .optional(),
  })
  .refine((value) => value.ids.length > 0, { message: "redirect.orderListInvalid", path: ["ids"] })
  .refine((value) => new Set(value.ids).size === value.ids.length, { message: "redirect.orderDuplicate", path: ["ids"] })
  .refine((value) => !value.positions || value.positions.length === value.ids.length, { message: "redirect.orderListInvalid", path: ["positions"] })
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
 * has a text in app/lib/i18n.ts).
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
  "form.tooLong",
] as const satisfies readonly MessageKey[];

/** The readable (German) text of a validation message; texts that are not keys pass through unchanged. */
export function redirectErrorText(message: string): string {
  return (t("de", message as MessageKey) as string | undefined) ?? message;
}
