import { CheckCircle2, CircleAlert } from "~/components/icon";
import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/newsletter-unsubscribe";
import { useFormOfAddress } from "~/components/site-settings";
import { Button, buttonVariants } from "~/components/ui/button";
import { cloudflareContext } from "~/lib/context";
import { formOfAddress } from "~/lib/i18n/form-of-address";
import { unsubscribeByToken } from "~/lib/newsletter/sign-up.server";
import { newsletterText, UNSUBSCRIBE_PATH } from "~/lib/newsletter/texts";
import { readUnsubscribeToken } from "~/lib/newsletter/tokens.server";
import { loadPublicPage } from "~/lib/pages/shell.server";
import { localPath } from "~/lib/i18n/lang-path";
import { inPageLanguage } from "~/lib/pages/page-language.server";

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

export async function action({ request, context }: Route.ActionArgs) {
  const { env } = context.get(cloudflareContext);
  const token = new URL(request.url).searchParams.get("token");
  const outcome = await unsubscribeByToken(env, token);
  return data({ outcome }, { status: outcome === "done" ? 200 : 400 });
}

/** The link is personal: no cache keeps the page, no search engine lists it. */
export function headers() {
  return { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const lang = loaderData?.lang ?? "de";
  const address = formOfAddress(loaderData?.shell.settings);
  return [
    { title: newsletterText(lang, "unsubscribeTitle", address) },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { lang, genuine, token } = loaderData;
  const address = useFormOfAddress();
  const t = (key: Parameters<typeof newsletterText>[1]) => newsletterText(lang, key, address);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const state =
    actionData?.outcome === "done" ? "done" : !genuine || actionData?.outcome === "invalid" ? "invalid" : "ask";
  const action = token
    ? `${localPath(lang, UNSUBSCRIBE_PATH)}?${new URLSearchParams({ token })}`
    : localPath(lang, UNSUBSCRIBE_PATH);
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center px-6 py-24 text-center"
    >
      {state === "done" ? (
        <CheckCircle2 className="h-14 w-14 text-green-700 dark:text-green-400" aria-hidden />
      ) : state === "invalid" ? (
        <CircleAlert className="h-14 w-14 text-primary" aria-hidden />
      ) : null}
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{t("unsubscribeTitle")}</h1>
      {state === "ask" ? (
        <Form
          method="post"
          action={action}
          className="mt-6 flex flex-col items-center gap-6"
          data-testid="newsletter-unsubscribe-form"
        >
          <p className="text-muted-foreground">{t("unsubscribeQuestion")}</p>
          <Button type="submit" size="lg" disabled={busy}>
            {busy ? t("unsubscribePending") : t("unsubscribeButton")}
          </Button>
        </Form>
      ) : (
        <>
          <p
            className="mt-4 text-lg font-semibold"
            role="status"
            data-testid="newsletter-unsubscribe-outcome"
            data-outcome={state}
          >
            {state === "done" ? t("unsubscribed") : t("unsubscribeInvalid")}
          </p>
          <p className="mt-2 text-muted-foreground">
            {state === "done" ? t("unsubscribedHint") : t("unsubscribeInvalidHint")}
          </p>
          <a href={localPath(lang, "/")} className={buttonVariants({ variant: "outline", className: "mt-8" })}>
            {t("home")}
          </a>
        </>
      )}
    </main>
  );
}
