import { eq } from "drizzle-orm";
import { generalSettings, type ContactMessage } from "~db/schema";
import { greeting } from "~/lib/accounts/index.server";
import { formatGermanDate, type Lang, addressed, type AddressedTexts, type FormOfAddress } from "~/lib/i18n";
import type { Db } from "~/lib/db.server";
import type { Mail } from "~/lib/mail/index.server";
import { CONTACT_FALLBACKS } from "~/lib/pages";

/*
 * The reply a visitor gets by e-mail (decision 0055). The reply form opens with the greeting and the
 * sign-off already written, in the visitor's language and signed with the staff member's name and the
 * brand; the mail sends the text exactly as the staff member leaves it and adds no greeting or
 * sign-off of its own, so there is one of each whatever the staff member types.
 */

const QUOTE_LENGTH = 300;

/** The subject and the quote's heading, in the visitor's language and the site's form of address. */
const REPLY_TEXTS: AddressedTexts<{ subject: string; quoted: (date: string) => string }> = {
  de: { subject: "Antwort auf Ihre Nachricht", quoted: (date) => `----- Ihre Nachricht vom ${date} -----` },
  du: { subject: "Antwort auf deine Nachricht", quoted: (date) => `----- Deine Nachricht vom ${date} -----` },
  en: { subject: "Reply to your message", quoted: (date) => `----- Your message of ${date} -----` },
};

/** The language a stored message's replies are written in. */
export function visitorLang(value: unknown): Lang {
  return value === "en" ? "en" : "de";
}

export type Signature = { staffName: string; brand: string; formOfAddress: FormOfAddress };

/** The brand and the form of address from the general settings (with the public site's fallbacks). */
export async function loadSignature(db: Db, staffName: string): Promise<Signature> {
  const [settings] = await db
    .select({ brand: generalSettings.company_name, address: generalSettings.form_of_address })
    .from(generalSettings)
    .where(eq(generalSettings.id, 1))
    .limit(1);
  return {
    staffName: staffName.trim(),
    brand: settings?.brand?.trim() || CONTACT_FALLBACKS.companyName,
    formOfAddress: settings?.address === "du" ? "du" : "sie",
  };
}

function signOff(lang: Lang, signature: Signature): string {
  if (lang === "en") return "Kind regards";
  return signature.formOfAddress === "du" ? "Viele Grüße" : "Mit freundlichen Grüßen";
}

/** The text a new e-mail reply starts with: greeting, an empty line to write in, sign-off, name and brand. */
export function replyDraft(lang: Lang, visitorName: string, signature: Signature): string {
  const signed = [signature.staffName, signature.brand].filter(Boolean);
  return [greeting(lang, visitorName), "", "", "", signOff(lang, signature), ...signed].join("\n");
}

/** The e-mail: the staff member's text as written, then a short quote of the visitor's message. */
export function replyMail(
  message: Pick<ContactMessage, "email" | "message" | "created_at" | "lang">,
  reply: string,
  formOfAddress: FormOfAddress,
): Mail {
  const lang = visitorLang(message.lang);
  const l = addressed(REPLY_TEXTS, lang, formOfAddress);
  const original = message.message.trim();
  const quote = original.length > QUOTE_LENGTH ? `${original.slice(0, QUOTE_LENGTH)}…` : original;
  const date = formatGermanDate(message.created_at);
  const text = [reply, "", l.quoted(date), ...quote.split(/\r?\n/).map((line) => `> ${line}`)].join("\n");
  return { to: message.email, subject: l.subject, text };
}
