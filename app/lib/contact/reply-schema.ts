import { z } from "zod";

/** How a contact message was answered (back-office.md 3, 9); e-mail is the default. */
export const REPLY_TYPES = ["email", "telefone", "in_person"] as const;
export type ReplyType = (typeof REPLY_TYPES)[number];

export const REPLY_TYPE_LABELS: Record<ReplyType, string> = {
  email: "E-Mail",
  telefone: "Telefon",
  in_person: "Persönlich",
};

export const DEFAULT_REPLY_TYPE: ReplyType = "email";

export function replyTypeLabel(value: unknown): string {
  return REPLY_TYPE_LABELS[value as ReplyType] ?? String(value ?? "");
}

/** The 'recent' stat card of 'Kontakt Verwaltung' counts the messages of this many days (back-office.md 9). */
export const CONTACT_RECENT_DAYS = 7;

const REPLY_MAX = 10_000;
const REPLY_REQUIRED = "Antwort ist erforderlich";

/**
 * The reply form (back-office.md 5 'Reply'), used by the dialog in the browser and by the action on
 * the server: the text must not be blank after trimming. The ids travel beside it as hidden fields
 * and are checked by the action.
 */
export const ContactReplySchema = z.object({
  reply_type: z.enum(REPLY_TYPES, { error: "Bitte eine Antwortart wählen" }).default(DEFAULT_REPLY_TYPE),
  reply_message: z
    .string({ error: REPLY_REQUIRED })
    .trim()
    .min(1, REPLY_REQUIRED)
    .max(REPLY_MAX, `Höchstens ${REPLY_MAX} Zeichen`),
});
