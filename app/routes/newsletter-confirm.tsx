import { CheckCircle2, CircleAlert } from "lucide-react";
import type { Route } from "./+types/newsletter-confirm";
import { cloudflareContext } from "~/lib/context";
import { confirmOutcome, confirmQueries, NO_CONFIRMATION, readConfirmRequest } from "~/lib/newsletter.server";
import { newsletterText } from "~/lib/newsletter-texts";
import { loadPublicPage } from "~/lib/shell.server";
import { localPath } from "~/lib/lang-path";

/**
 * /newsletter/confirm?token=… — the double opt-in link of the confirmation mail. Following it confirms
 * the sign-up (GET only: a HEAD, as link checkers send, confirms nothing). Token check first (no D1),
 * then the update rides in the page's one D1 batch with the navbar and footer (decision 0001).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = context.get(cloudflareContext);
  const token = new URL(request.url).searchParams.get("token");
  const read = request.method === "GET" ? await readConfirmRequest(env, token) : null;
  const { shell, lang, page } = await loadPublicPage(request, context, (db) =>
    confirmQueries(db, read ?? NO_CONFIRMATION),
  );
  const outcome = confirmOutcome(read !== null, page);
  return { shell, lang, outcome };
}

/** The link is personal: no cache keeps the page, no search engine lists it. */
export function headers() {
  return { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const lang = loaderData?.lang ?? "de";
  return [{ title: newsletterText(lang, "confirmTitle") }, { name: "robots", content: "noindex, nofollow" }];
}

export default function NewsletterConfirm({ loaderData }: Route.ComponentProps) {
  const { lang, outcome } = loaderData;
  const t = (key: Parameters<typeof newsletterText>[1]) => newsletterText(lang, key);
  const ok = outcome !== "invalid";
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center px-6 py-24 text-center"
    >
      {ok ? (
        <CheckCircle2 className="h-14 w-14 text-green-700 dark:text-green-400" aria-hidden />
      ) : (
        <CircleAlert className="h-14 w-14 text-primary" aria-hidden />
      )}
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{t("confirmTitle")}</h1>
      <p
        className="mt-4 text-lg font-semibold"
        role="status"
        data-testid="newsletter-confirm-outcome"
        data-outcome={outcome}
      >
        {outcome === "confirmed" ? t("confirmed") : outcome === "already" ? t("alreadyConfirmed") : t("confirmInvalid")}
      </p>
      <p className="mt-2 text-muted-foreground">{ok ? t("confirmedHint") : t("confirmInvalidHint")}</p>
      <a
        href={localPath(lang, "/")}
        className="mt-8 inline-flex items-center rounded-md border border-border px-4 py-2 font-semibold hover:bg-muted"
      >
        {t("home")}
      </a>
    </main>
  );
}
