import { z } from "zod";

/** Shared by the newsletter form (browser) and its action (server). Messages are i18n keys. */
export const NewsletterSchema = z.object({
  email: z
    .string({ error: "form.emailRequired" })
    .trim()
    .min(1, "form.emailRequired")
    .max(254, "form.tooLong")
    .pipe(z.email({ error: "form.emailInvalid" })),
  name: z.string().trim().max(200, "form.tooLong").optional(),
});

export type NewsletterInput = z.infer<typeof NewsletterSchema>;
