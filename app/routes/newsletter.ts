import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import type { Route } from "./+types/newsletter";
import { cloudflareContext } from "~/lib/context";
import { getDb } from "~/lib/db.server";
import { t } from "~/lib/i18n";
import { subscribeToNewsletter } from "~/lib/newsletter.server";
import { readPreferences } from "~/lib/preferences.server";
import { NewsletterSchema } from "~/lib/schemas/newsletter";
import { redirectWithToast } from "~/lib/toast.server";
import { safeRedirectPath } from "~/lib/url";

/**
 * Newsletter signup, posted from any page. With JavaScript the form is a fetcher and gets JSON back;
 * without it (no `_js` field) the visitor is sent back to the page with a toast.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { env } = context.get(cloudflareContext);
  const { lang } = readPreferences(request);
  const formData = await request.formData();
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
    return data({ result: submission.reply(), outcome: null }, { status: 400 });
  }

  try {
    const { status } = await subscribeToNewsletter(getDb(env), submission.value, new URL(request.url).host);
    const toast = {
      title: t(lang, "newsletter.successTitle"),
      description: status === "subscribed" ? t(lang, "newsletter.successText") : t(lang, "newsletter.already"),
    };
    if (!viaFetcher) return redirectWithToast(request, back, toast);
    return data({ result: submission.reply({ resetForm: true }), outcome: { status, toast } });
  } catch (error) {
    console.error("newsletter signup failed", error);
    const toast = { title: t(lang, "newsletter.errorTitle"), description: t(lang, "newsletter.errorText"), variant: "destructive" as const };
    if (!viaFetcher) return redirectWithToast(request, back, toast);
    return data({ result: submission.reply({ formErrors: [t(lang, "newsletter.errorText")] }), outcome: { status: "failed" as const, toast } }, { status: 503 });
  }
}

export function loader() {
  return redirect("/");
}
