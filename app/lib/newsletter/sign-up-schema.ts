import type { SubmissionResult } from "@conform-to/react";
import { z } from "zod";
import { emailInput } from "../forms/email-input";
import type { Toast } from "~/lib/toast";

/** Shared by the newsletter form (browser) and its action (server). Messages are i18n keys. */
export const NewsletterSchema = z.object({
  email: emailInput({ required: "form.emailRequired", tooLong: "form.tooLong", invalid: "form.emailInvalid" }),
  name: z.string().trim().max(200, "form.tooLong").optional(),
});

export type NewsletterInput = z.infer<typeof NewsletterSchema>;

/**
 * What the sign-up action answers a fetcher (the form in the browser reads it): conform's result for
 * the field errors, and the toast to show once the request is done.
 */
export type NewsletterSignupData = {
  result: SubmissionResult<string[]>;
  outcome: { status: "ok" | "failed"; toast: Toast } | null;
  /** A fresh stamp after a refusal of the guard (docs/decisions/0039-public-forms-against-robots.md). */
  formStamp?: string;
};
