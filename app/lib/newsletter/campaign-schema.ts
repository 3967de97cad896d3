import { z } from "zod";
import { HEADER_UNSAFE_MESSAGE, isMailHeaderSafe } from "~/lib/mail/header";

/**
 * The campaign editor's fields (/admin/newsletter-campaigns/:id). A draft may be incomplete; sending
 * checks that each language of the audience has a subject and a body (CampaignSendSchema + action).
 */
// A subject becomes a mail header: a line break in it is refused here, and again where mails are sent.
const subject = z.string().trim().max(200, "Höchstens 200 Zeichen.").refine(isMailHeaderSafe, HEADER_UNSAFE_MESSAGE);
const preheader = z.string().trim().max(200, "Höchstens 200 Zeichen.");
const body = z.string().max(50_000, "Höchstens 50.000 Zeichen.");

const CampaignContentSchema = z.object({
  subject_de: subject.default(""),
  subject_en: subject.default(""),
  preheader_de: preheader.default(""),
  preheader_en: preheader.default(""),
  body_de: body.default(""),
  body_en: body.default(""),
});

export type CampaignContentInput = z.infer<typeof CampaignContentSchema>;

export const AUDIENCES = ["de", "en", "both"] as const;
export type Audience = (typeof AUDIENCES)[number];

export const CampaignActionSchema = z.discriminatedUnion(
  "intent",
  [
    CampaignContentSchema.extend({ intent: z.literal("save") }),
    // A test goes to the signed-in admin, in the chosen language(s), after saving the form as it is.
    CampaignContentSchema.extend({
      intent: z.literal("test"),
      test_lang: z.enum(AUDIENCES, { error: "Bitte eine Sprache wählen." }),
    }),
    z.object({
      intent: z.literal("send"),
      audience: z.enum(AUDIENCES, { error: "Bitte wählen Sie die Empfänger." }),
      // The explicit second step: nobody mails the whole list by one stray click.
      confirm: z.literal("yes", { error: "Bitte bestätigen Sie den Versand." }),
      // Subscribers of a language without its text get the German one, only when this is ticked.
      german_for_missing: z.literal("yes").optional(),
    }),
  ],
  { error: "Unbekannte Aktion" },
);

/** Which languages an audience covers. */
export function languagesOf(audience: Audience): ("de" | "en")[] {
  return audience === "both" ? ["de", "en"] : [audience];
}

export const AUDIENCE_LABELS: Record<Audience, string> = {
  de: "Deutsche Abonnenten",
  en: "Englische Abonnenten",
  both: "Alle (Deutsch und Englisch)",
};

export const CAMPAIGN_STATUS_LABELS: Record<string, string> = {
  draft: "Entwurf",
  sending: "Wird gesendet",
  sent: "Gesendet",
};
