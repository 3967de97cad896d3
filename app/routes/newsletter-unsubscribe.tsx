import type { Route } from "./+types/newsletter-unsubscribe";
import { useFormOfAddress } from "~/components/site-settings";
import { cloudflareContext } from "~/lib/context";
import { readUnsubscribeToken, tokenStepAction, unsubscribeByToken } from "~/lib/newsletter/index.server";
import { newsletterStepMeta, newsletterText, personalPageHeaders } from "~/lib/newsletter";
import { loadPublicPage, inPageLanguage } from "~/lib/pages/index.server";
import { NewsletterStepPage } from "~/components/newsletter-step-page";

/**
 * /newsletter/unsubscribe?token=… — the link of every newsletter mail (List-Unsubscribe and the
 * visible link). GET shows one button and changes nothing (link checkers must not unsubscribe
 * anyone); a POST to the same address unsubscribes at once, without a session: the button's form,
 * or a mail client's RFC 8058 one-click POST (body List-Unsubscribe=One-Click).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = context.get(cloudflareContext);
  const token = new URL(request.url).searchParams.get("token");
  const genuine = (await readUnsubscribeToken(env, token)) !== null;
  const { shell, lang } = await loadPublicPage(request, context, () => [] as const);
  return inPageLanguage(lang, { shell, lang, genuine, token: genuine ? token : null });
}

export const action = (args: Route.ActionArgs) => tokenStepAction(args, unsubscribeByToken);

export const headers = personalPageHeaders;

export const meta = newsletterStepMeta("unsubscribe");

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { lang, genuine, token } = loaderData;
  const address = useFormOfAddress();
  const t = (key: Parameters<typeof newsletterText>[1]) => newsletterText(lang, key, address);
  const state =
    actionData?.outcome === "done" ? "done" : !genuine || actionData?.outcome === "invalid" ? "invalid" : "ask";
  const done = state === "done";
  return (
    <NewsletterStepPage
      lang={lang}
      step="unsubscribe"
      token={token}
      outcome={
        state === "ask"
          ? null
          : {
              name: state,
              ok: done,
              text: done ? t("unsubscribed") : t("unsubscribeInvalid"),
              hint: done ? t("unsubscribedHint") : t("unsubscribeInvalidHint"),
            }
      }
    />
  );
}
