import { CheckCircle2, CircleAlert } from "~/components/icon";
import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/newsletter-confirm";
import { useFormOfAddress } from "~/components/site-settings";
import { Button, buttonVariants } from "~/components/ui/button";
import { cloudflareContext } from "~/lib/context";
import { formOfAddress } from "~/lib/i18n/form-of-address";
import { getDb } from "~/lib/db.server";
import {
  confirmOutcome,
  confirmQueries,
  confirmState,
  confirmStateQuery,
  NO_CONFIRMATION,
  readConfirmRequest,
} from "~/lib/newsletter/sign-up.server";
import { CONFIRM_PATH, newsletterText } from "~/lib/newsletter/texts";
import { loadPublicPage } from "~/lib/pages/shell.server";
import { localPath } from "~/lib/i18n/lang-path";
import { inPageLanguage } from "~/lib/pages/page-language.server";

/**
 * /newsletter/confirm?token=… — the double opt-in link of the confirmation mail (decision 0012). A GET
 * shows one button and changes nothing: mail scanners that open every link must not confirm an
 * address nobody confirmed. Only the button's POST to the same address confirms. The token is
 * checked first (no D1); the page's state rides in its one D1 batch with the navbar and footer.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = context.get(cloudflareContext);
  const token = new URL(request.url).searchParams.get("token");
  const read = await readConfirmRequest(env, token);
  const { shell, lang, page } = await loadPublicPage(request, context, (db) => [
    confirmStateQuery(db, read ?? NO_CONFIRMATION),
  ]);
  const state = confirmState(read, page[0]);
  return inPageLanguage(lang, { shell, lang, state, token: state === "ask" ? token : null });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { env } = context.get(cloudflareContext);
  const token = new URL(request.url).searchParams.get("token");
  const read = await readConfirmRequest(env, token);
  const db = getDb(env);
  const results = await db.batch(confirmQueries(db, read ?? NO_CONFIRMATION));
  const outcome = confirmOutcome(read !== null, results);
  return data({ outcome }, { status: outcome === "invalid" ? 400 : 200 });
}

/** The link is personal: no cache keeps the page, no search engine lists it. */
export function headers() {
  return { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const lang = loaderData?.lang ?? "de";
  const address = formOfAddress(loaderData?.shell.settings);
  return [{ title: newsletterText(lang, "confirmTitle", address) }, { name: "robots", content: "noindex, nofollow" }];
}

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const { lang, token } = loaderData;
  const address = useFormOfAddress();
  const t = (key: Parameters<typeof newsletterText>[1]) => newsletterText(lang, key, address);
  const busy = useNavigation().state === "submitting";
  const outcome = actionData?.outcome ?? loaderData.state;
  const action = token
    ? `${localPath(lang, CONFIRM_PATH)}?${new URLSearchParams({ token })}`
    : localPath(lang, CONFIRM_PATH);
  const ok = outcome !== "invalid";
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center px-6 py-24 text-center"
    >
      {outcome === "ask" ? null : ok ? (
        <CheckCircle2 className="h-14 w-14 text-green-700 dark:text-green-400" aria-hidden />
      ) : (
        <CircleAlert className="h-14 w-14 text-primary" aria-hidden />
      )}
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{t("confirmTitle")}</h1>
      {outcome === "ask" ? (
        <Form
          method="post"
          action={action}
          className="mt-6 flex flex-col items-center gap-6"
          data-testid="newsletter-confirm-form"
        >
          <p className="text-muted-foreground">{t("confirmQuestion")}</p>
          <Button type="submit" size="lg" disabled={busy}>
            {busy ? t("confirmPending") : t("confirmButton")}
          </Button>
        </Form>
      ) : (
        <>
          <p
            className="mt-4 text-lg font-semibold"
            role="status"
            data-testid="newsletter-confirm-outcome"
            data-outcome={outcome}
          >
            {outcome === "confirmed"
              ? t("confirmed")
              : outcome === "already"
                ? t("alreadyConfirmed")
                : t("confirmInvalid")}
          </p>
          <p className="mt-2 text-muted-foreground">{ok ? t("confirmedHint") : t("confirmInvalidHint")}</p>
          <a href={localPath(lang, "/")} className={buttonVariants({ variant: "outline", className: "mt-8" })}>
            {t("home")}
          </a>
        </>
      )}
    </main>
  );
}
