import { z } from "zod";
import { emailInput } from "../forms/email-input";

/** Length limits of the contact form (also shown in the error messages). */
export const CONTACT_LIMITS = {
  name: 200,
  email: 254,
  company: 200,
  phone: 50,
  website: 2048,
  message: 5000,
} as const;

/** Error codes of the contact form; the form shows them in the visitor's language. */
export type ContactError =
  | "contact.nameRequired"
  | "contact.emailRequired"
  | "contact.emailInvalid"
  | "contact.messageRequired"
  | "contact.websiteInvalid"
  | `contact.tooLong.${keyof typeof CONTACT_LIMITS}`
  | "contact.rateLimited"
  | "contact.failed"
  | "contact.expired"
  | "contact.challengeFailed";

const tooLong = (field: keyof typeof CONTACT_LIMITS) => `contact.tooLong.${field}` satisfies ContactError;

/**
 * A visitor's website as an absolute http(s) URL, or null when it is not one. A bare host such as
 * "example.com" gets https:// in front; any other scheme (javascript:, mailto:, ...) is refused.
 */
export function normalizeWebsite(raw: string): string | null {
  const value = raw.trim();
  if (!value || /\s/.test(value)) return null;
  let candidate = value;
  if (!/^https?:\/\//i.test(value)) {
    // "name:" followed by something other than a port number is a scheme we do not accept.
    if (/^[a-z][a-z\d+.-]*:(?!\d)/i.test(value) || value.startsWith("//")) return null;
    candidate = `https://${value}`;
  }
  try {
    const url = new URL(candidate);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    // A real site has a dotted host name (example.com), not "localhost" or a single word.
    if (!/^[^.]+(\.[^.]+)+$/.test(url.hostname) || url.username || url.password) return null;
    return url.href;
  } catch {
    return null;
  }
}

const optionalText = (field: "company" | "phone") =>
  z.string().trim().max(CONTACT_LIMITS[field], tooLong(field)).optional();

/** Shared by the contact form (browser) and its action (server). Messages are error codes. */
export const ContactSchema = z.object({
  name: z
    .string({ error: "contact.nameRequired" })
    .trim()
    .min(1, "contact.nameRequired")
    .max(CONTACT_LIMITS.name, tooLong("name")),
  email: emailInput({ required: "contact.emailRequired", tooLong: tooLong("email"), invalid: "contact.emailInvalid" }),
  company: optionalText("company"),
  phone: optionalText("phone"),
  website: z
    .string()
    .trim()
    .max(CONTACT_LIMITS.website, tooLong("website"))
    .optional()
    .transform((value, ctx) => {
      if (!value) return undefined;
      const url = normalizeWebsite(value);
      if (!url) {
        ctx.addIssue({ code: "custom", message: "contact.websiteInvalid" });
        return z.NEVER;
      }
      return url;
    }),
  message: z
    .string({ error: "contact.messageRequired" })
    .trim()
    .min(1, "contact.messageRequired")
    .max(CONTACT_LIMITS.message, tooLong("message")),
});

export type ContactInput = z.infer<typeof ContactSchema>;
