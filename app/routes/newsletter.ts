import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import type { Route } from "./+types/newsletter";
import { cloudflareContext } from "~/lib/context";
import { TURNSTILE_FIELD } from "~/lib/forms";
import { issueFormStamp, readFormGuard, spendFormStamp, verifyTurnstile } from "~/lib/forms/index.server";
import { getDb } from "~/lib/db.server";
import { readFormOfAddress, readPreferences } from "~/lib/i18n/index.server";
import { isLang } from "~/lib/i18n";
import { newsletterFormText as text, NewsletterSchema, type NewsletterSignupData } from "~/lib/newsletter";
import { signUpForNewsletter } from "~/lib/newsletter/index.server";
import { redirectWithToast } from "~/lib/toast.server";
import { safeRedirectPath } from "~/lib/text";

/**
 * Newsletter signup, posted from any page. With JavaScript the form is a fetcher and gets JSON back;
 * without it (no `_js` field) the visitor is sent back to the page with a toast. Every valid sign-up
 * gets the same answer ('Bitte bestätigen Sie Ihre Anmeldung über den Link in der E-Mail', or its informal form), whether
 * the address is new, pending, subscribed or unsubscribed (app/lib/newsletter/sign-up.server.ts).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { env, ctx } = context.get(cloudflareContext);
  const formData = await request.formData();
  // The language of the page the form was on (the consent text it showed), else the visitor's.
  const posted = formData.get("lang");
  const lang = isLang(posted) ? posted : readPreferences(request).lang;
  // The answers address the visitor as the site does (general settings).
  const address = await readFormOfAddress(getDb(env));
  const t = (language: typeof lang, key: Parameters<typeof text>[1]) => text(language, key, address);
  const viaFetcher = formData.get("_js") === "1";
  const back = safeRedirectPath(formData.get("redirectTo"));
  const submission = parseWithZod(formData, { schema: NewsletterSchema });

  if (submission.status !== "success") {
    if (!viaFetcher) {
      return redirectWithToast(request, back, {
        title: t(lang, "newsletter.errorTitle"),
        description: t(lang, "form.emailInvalid"),
        variant: "destructive",
      });
    }
    return data<NewsletterSignupData>({ result: submission.reply(), outcome: null }, { status: 400 });
  }

  const welcome = { title: t(lang, "newsletter.successTitle"), description: t(lang, "newsletter.successText") };
  const accepted = () =>
    viaFetcher
      ? data<NewsletterSignupData>({
          result: submission.reply({ resetForm: true }),
          outcome: { status: "ok", toast: welcome },
        })
      : redirectWithToast(request, back, welcome);

  // A robot (trap filled, no or a forged stamp, sent at once) gets a person's answer; nothing is stored
  // or mailed (docs/decisions/0039-public-forms-against-robots.md).
  const guard = await readFormGuard(env, formData);
  if (guard === "robot") return accepted();
  const challenged = guard === "person" && !(await verifyTurnstile(env, formData, request));
  if (guard === "expired" || challenged) {
    const key = challenged ? "newsletter.challengeFailed" : "newsletter.expired";
    const toast = {
      title: t(lang, "newsletter.errorTitle"),
      description: t(lang, key),
      variant: "destructive" as const,
    };
    if (!viaFetcher) return redirectWithToast(request, back, toast);
    const result = challenged
      ? submission.reply({ fieldErrors: { [TURNSTILE_FIELD]: [key] } })
      : submission.reply({ formErrors: [key] });
    // A fresh stamp: after a 4xx the root loader does not run again.
    return data<NewsletterSignupData>(
      { result, outcome: { status: "failed", toast }, formStamp: await issueFormStamp(env) },
      { status: 400 },
    );
  }

  // A stamp past its posts is refused as quietly: staff have nothing to read in a sign-up, so nothing is held.
  if (!(await spendFormStamp(env.DB, formData))) return accepted();

  try {
    const outcome = await signUpForNewsletter(env, ctx, request, submission.value, {
      lang,
      address,
      page: back,
      requestUrl: request.url,
    });
    if (outcome.status === "rate-limited") {
      const toast = {
        title: t(lang, "newsletter.errorTitle"),
        description: t(lang, "newsletter.tooMany"),
        variant: "destructive" as const,
      };
      const headers = { "Retry-After": String(outcome.retryAfterSeconds) };
      if (!viaFetcher) return redirectWithToast(request, back, toast, { headers });
      return data<NewsletterSignupData>(
        { result: submission.reply({ formErrors: [toast.description] }), outcome: { status: "failed", toast } },
        { status: 429, headers },
      );
    }
    return accepted();
  } catch (error) {
    console.error("newsletter signup failed", error);
    const toast = {
      title: t(lang, "newsletter.errorTitle"),
      description: t(lang, "newsletter.errorText"),
      variant: "destructive" as const,
    };
    if (!viaFetcher) return redirectWithToast(request, back, toast);
    return data<NewsletterSignupData>(
      {
        result: submission.reply({ formErrors: [t(lang, "newsletter.errorText")] }),
        outcome: { status: "failed", toast },
      },
      { status: 503 },
    );
  }
}

export function loader() {
  return redirect("/");
}
