import { z } from "zod";

/** The longest an e-mail address may be. */
const EMAIL_MAX = 254;

/**
 * An e-mail address as the site's forms take it (sign-in, newsletter, contact, profile): trimmed,
 * required, not longer than an address may be, then checked as an address. The messages are the
 * form's own (its i18n keys or texts).
 */
export function emailInput(messages: { required: string; tooLong: string; invalid: string }) {
  return z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(EMAIL_MAX, messages.tooLong)
    .pipe(z.email({ error: messages.invalid }));
}
