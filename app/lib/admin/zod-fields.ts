import { z } from "zod";
import { berlinLocalToDate } from "../i18n/berlin-time";
import { safeHref, safeHttpUrl, safeImageSrc } from "../text/url";

/**
 * Building blocks of the back office's form schemas. Every schema is used twice: by conform in the
 * browser and by the action on the server, so the messages are the ones an editor reads (German, as
 * the back office is).
 */

const required = (label: string) => `${label} ist erforderlich`;
const tooLong = (max: number) => `Höchstens ${max} Zeichen`;

/** A required text; blank (after trimming) is refused with "<label> ist erforderlich". */
export function requiredText(label: string, max = 500) {
  return z
    .string({ error: required(label) })
    .trim()
    .min(1, required(label))
    .max(max, tooLong(max));
}

/** An optional text: blank becomes null, so the database never keeps "" for "nothing". */
export function optionalText(max = 500) {
  return z
    .string()
    .trim()
    .max(max, tooLong(max))
    .optional()
    .transform((value) => value || null);
}

const urlMessage = "Bitte eine vollständige Adresse mit http:// oder https:// eingeben";
const linkMessage = "Bitte einen Pfad wie /kontakt oder eine Adresse mit http(s):// eingeben";

/** An absolute http(s) URL (external links, embeds): no javascript:, data: or other schemes. */
export function httpUrl(label: string) {
  return requiredText(label, 2000).refine((value) => safeHttpUrl(value) !== null, urlMessage);
}

export function optionalHttpUrl() {
  return optionalText(2000).refine((value) => value === null || safeHttpUrl(value) !== null, urlMessage);
}

/** A link target: a site path (/kontakt) or an http(s) URL. */
export function linkTarget(label: string) {
  return requiredText(label, 2000).refine((value) => safeHref(value) !== null, linkMessage);
}

export function optionalLinkTarget() {
  return optionalText(2000).refine((value) => value === null || safeHref(value) !== null, linkMessage);
}

const imageMessage = "Bitte einen Pfad der Website wie /images/bild.jpg oder eine Adresse mit http(s):// eingeben";

/**
 * THE image field of every back-office form: an http(s) URL or a file of the site (/images/…,
 * /media/…). It refuses exactly what the public pages could not show (safeImageSrc decides both), so
 * a saved image never silently turns into a stock photo.
 */
export function imageUrl(label: string) {
  return requiredText(label, 2000).refine((value) => safeImageSrc(value) !== null, imageMessage);
}

export function optionalImageUrl() {
  return optionalText(2000).refine((value) => value === null || safeImageSrc(value) !== null, imageMessage);
}

/** A checkbox/switch: conform sends "on" when checked and nothing when not. */
export function flag() {
  return z.boolean().default(false);
}

/** A whole number; empty input is "required", text is "must be a number". */
export function wholeNumber(label: string, { min = 0, max = 1_000_000 }: { min?: number; max?: number } = {}) {
  return z
    .number({ error: (issue) => (issue.input === undefined ? required(label) : `${label} muss eine Zahl sein`) })
    .int(`${label} muss eine ganze Zahl sein`)
    .min(min, `${label} muss mindestens ${min} sein`)
    .max(max, `${label} darf höchstens ${max} sein`);
}

/** A list of distinct, non-blank texts (project skills). */
export function textList(max = 30) {
  return z
    .array(z.string().trim().max(60, tooLong(60)))
    .max(max, `Höchstens ${max} Einträge`)
    .default([])
    .transform((items) => [...new Set(items.filter(Boolean))]);
}

/** One of a fixed set of values. */
export function choice<const T extends readonly [string, ...string[]]>(values: T, label: string) {
  return z.enum(values, { error: `Bitte ${label} wählen` });
}

/**
 * A moment typed as Berlin wall-clock time ('YYYY-MM-DDTHH:mm', what a datetime-local input sends),
 * stored as the instant; blank is null, anything that is no real date is refused.
 */
export function optionalDateTime() {
  return z
    .string()
    .trim()
    .max(40, tooLong(40))
    .optional()
    .transform((value, ctx) => {
      if (!value) return null;
      const at = berlinLocalToDate(value);
      if (!at) {
        ctx.addIssue({ code: "custom", message: "Bitte ein gültiges Datum mit Uhrzeit angeben" });
        return z.NEVER;
      }
      return at;
    });
}

const emailMessage = "Bitte eine gültige E-Mail-Adresse eingeben";
const isEmail = (value: string) => z.email().safeParse(value).success;

/** An e-mail address (254 characters at most, as the standard allows). */
export function emailAddress(label: string) {
  return requiredText(label, 254).refine(isEmail, emailMessage);
}

/** An optional e-mail address: blank is null, anything else must be an address. */
export function optionalEmail() {
  return optionalText(254).refine((value) => value === null || isEmail(value), emailMessage);
}

const phoneMessage = "Bitte eine Telefonnummer aus Ziffern, Leerzeichen und + ( ) / - eingeben";
const isPhone = (value: string) => /^\+?[\d\s()/-]{3,}$/.test(value);

/** A phone number as people write it: digits, spaces and + ( ) / -. */
export function phoneNumber(label: string) {
  return requiredText(label, 40).refine(isPhone, phoneMessage);
}

export function optionalPhoneNumber() {
  return optionalText(40).refine((value) => value === null || isPhone(value), phoneMessage);
}
