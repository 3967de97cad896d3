import { ArrowLeft } from "~/components/icon";
import { t, type Lang, localPath } from "~/lib/i18n";
import { buttonVariants } from "~/components/ui/plain";
import { useFormOfAddress } from "~/components/site-settings";

/** The site's error and not-found page body, in the visitor's language. */
export function ErrorPage({
  status,
  lang,
  title,
  message,
  back,
}: {
  status: number;
  lang: Lang;
  title?: string | null;
  message?: string | null;
  back?: { href: string; label: string } | null;
}) {
  const address = useFormOfAddress();
  const notFound = status === 404;
  const forbidden = status === 403;
  // Only a failure on our side (or a moment's rate limit) may pass on a second try; a missing, forbidden
  // or expired (410) page stays so, and its way on is the home page.
  const mayPass = status >= 500 || status === 429;
  const defaultTitle = notFound
    ? t(lang, "error.notFoundTitle")
    : forbidden
      ? t(lang, "error.forbiddenTitle")
      : t(lang, "error.title");
  const defaultText = notFound
    ? t(lang, "error.notFoundText")
    : forbidden
      ? t(lang, "error.forbiddenText")
      : t(lang, "error.text", address);
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center px-6 py-24 text-center"
    >
      <p className="text-6xl font-bold text-primary">{status}</p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{title ?? defaultTitle}</h1>
      <p className="mt-4 text-muted-foreground">{message ?? defaultText}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {back ? (
          <a href={back.href} className={buttonVariants({ variant: "outline" })}>
            <ArrowLeft className="h-4 w-4" aria-hidden />
            {back.label}
          </a>
        ) : null}
        {forbidden ? (
          // Signed in with the wrong account: offer the way out (a POST, like every sign-out).
          <form method="post" action="/logout">
            <button type="submit" className={buttonVariants({ variant: "outline" })}>
              {t(lang, "error.signOut")}
            </button>
          </form>
        ) : null}
        {!mayPass ? null : (
          // eslint-disable-next-line jsx-a11y/anchor-is-valid -- the empty address is this page itself: the link loads it again, also without JavaScript.
          <a href="" className={buttonVariants({ variant: "outline" })}>
            {t(lang, "error.retry")}
          </a>
        )}
        <a href={localPath(lang, "/")} className={buttonVariants()}>
          {t(lang, "error.home")}
        </a>
      </div>
    </main>
  );
}
