import type { Route } from "./+types/newsletter-confirm";
import { useFormOfAddress } from "~/components/site-settings";
import { cloudflareContext } from "~/lib/context";
import { confirmByToken, confirmPageQuery, tokenStepAction } from "~/lib/newsletter/index.server";
import { newsletterStepMeta, newsletterText, personalPageHeaders } from "~/lib/newsletter";
import { loadPublicPage, inPageLanguage } from "~/lib/pages/index.server";
import { NewsletterStepPage } from "~/components/newsletter-step-page";

/**
 * /newsletter/confirm?token=… — the double opt-in link of the confirmation mail (decision 0012). A GET
 * shows one button and changes nothing: mail scanners that open every link must not confirm an
 * address nobody confirmed. Only the button's POST to the same address confirms. The token is
 * checked first (no D1); the page's state rides in its one D1 batch with the navbar and footer.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = context.get(cloudflareContext);
  const token = new URL(request.url).searchParams.get("token");
  const confirm = await confirmPageQuery(env, token);
  const { shell, lang, page } = await loadPublicPage(request, context, (db) => [confirm.query(db)]);
  const state = confirm.state(page[0]);
  return inPageLanguage(lang, { shell, lang, state, token: state === "ask" ? token : null });
}

export const action = (args: Route.ActionArgs) => tokenStepAction(args, confirmByToken);

export const headers = personalPageHeaders;

export const meta = newsletterStepMeta("confirm");

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const { lang, token } = loaderData;
  const address = useFormOfAddress();
  const t = (key: Parameters<typeof newsletterText>[1]) => newsletterText(lang, key, address);
  const outcome = actionData?.outcome ?? loaderData.state;
  const ok = outcome !== "invalid";
  return (
    <NewsletterStepPage
      lang={lang}
      step="confirm"
      token={token}
      outcome={
        outcome === "ask"
          ? null
          : {
              name: outcome,
              ok,
              text:
                outcome === "confirmed"
                  ? t("confirmed")
                  : outcome === "already"
                    ? t("alreadyConfirmed")
                    : t("confirmInvalid"),
              hint: ok ? t("confirmedHint") : t("confirmInvalidHint"),
            }
      }
    />
  );
}
