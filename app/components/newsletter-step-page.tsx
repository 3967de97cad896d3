import { CheckCircle2, CircleAlert } from "~/components/icon";
import { Form, useNavigation } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { type Lang, localPath } from "~/lib/i18n";
import { CONFIRM_PATH, newsletterText, UNSUBSCRIBE_PATH } from "~/lib/newsletter";
import { useFormOfAddress } from "~/components/site-settings";
import { useDiscover } from "~/lib/pages";

type Step = "confirm" | "unsubscribe";
const PATHS: Record<Step, string> = { confirm: CONFIRM_PATH, unsubscribe: UNSUBSCRIBE_PATH };

/**
 * The page of a newsletter mail's link that does one thing (confirm the sign-up, unsubscribe): GET
 * asks with one button and changes nothing, its POST to the same address (token kept) does it; then
 * the outcome, a hint and the way home. `outcome` null: still asking; `ok`: done or already done.
 */
export function NewsletterStepPage({
  lang,
  step,
  token,
  outcome,
}: {
  lang: Lang;
  step: Step;
  token: string | null;
  outcome: { name: string; ok: boolean; text: string; hint: string } | null;
}) {
  const address = useFormOfAddress();
  const t = (key: `${Step}${"Title" | "Question" | "Button" | "Pending"}` | "home") =>
    newsletterText(lang, key, address);
  const busy = useNavigation().state === "submitting";
  const discover = useDiscover();
  const path = PATHS[step];
  const testId = `newsletter-${step}`;
  const action = token ? `${localPath(lang, path)}?${new URLSearchParams({ token })}` : localPath(lang, path);
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center px-6 py-24 text-center"
    >
      {outcome === null ? null : outcome.ok ? (
        <CheckCircle2 className="h-14 w-14 text-green-700 dark:text-green-400" aria-hidden />
      ) : (
        <CircleAlert className="h-14 w-14 text-primary" aria-hidden />
      )}
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{t(`${step}Title`)}</h1>
      {outcome === null ? (
        <Form
          method="post"
          action={action}
          {...discover}
          className="mt-6 flex flex-col items-center gap-6"
          data-testid={`${testId}-form`}
        >
          <p className="text-muted-foreground">{t(`${step}Question`)}</p>
          <Button type="submit" size="lg" disabled={busy}>
            {busy ? t(`${step}Pending`) : t(`${step}Button`)}
          </Button>
        </Form>
      ) : (
        <>
          <p
            className="mt-4 text-lg font-semibold"
            role="status"
            data-testid={`${testId}-outcome`}
            data-outcome={outcome.name}
          >
            {outcome.text}
          </p>
          <p className="mt-2 text-muted-foreground">{outcome.hint}</p>
          <a href={localPath(lang, "/")} className={buttonVariants({ variant: "outline", className: "mt-8" })}>
            {t("home")}
          </a>
        </>
      )}
    </main>
  );
}
