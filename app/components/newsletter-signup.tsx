import { CheckCircle2, Mail } from "~/components/icon";
import { useEffect, useRef, useState } from "react";
import { useFetcher, useLocation } from "react-router";
import { Enhance } from "./enhance";
import { type FormOfAddress, type Lang, localPath } from "~/lib/i18n";
import { newsletterFormText as t, NEWSLETTER_CONSENT, type NewsletterSignupData } from "~/lib/newsletter";
import { TURNSTILE_FIELD } from "~/lib/forms";
import { FormChallenge, FormGuardFields } from "./form-guard-fields";
import { useToast } from "./toaster";
import { ErrorList } from "./error-list";
import { PlainButton as Button, PlainInput as Input, PlainLabel as Label } from "./ui/plain";
import { useFormOfAddress, useNewsletterPromise } from "./site-settings";
import { useDiscover } from "~/lib/pages";

type FieldErrors = Record<string, string[] | null> | null | undefined;

let validator: Promise<(formData: FormData) => FieldErrors> | null = null;

/**
 * The action's own check (parseWithZod + NewsletterSchema), loaded on the first focus of the form
 * instead of with every page: zod and conform are a third of a first visit's JavaScript otherwise
 * (docs/decisions/0008-performance-budget.md). Same schema, same parser, same messages as the server.
 */
function loadValidator() {
  validator ??= Promise.all([import("@conform-to/zod/v4"), import("~/lib/newsletter/sign-up-schema")]).then(
    ([{ parseWithZod }, { NewsletterSchema }]) =>
      (formData: FormData) => {
        const submission = parseWithZod(formData, { schema: NewsletterSchema });
        return submission.status === "success" ? undefined : submission.error;
      },
  );
  // A failed download (offline) is retried on the next attempt; meanwhile the server validates.
  validator.catch(() => (validator = null));
  return validator;
}

async function validate(formData: FormData): Promise<string | undefined> {
  try {
    return (await loadValidator())(formData)?.email?.[0];
  } catch {
    return undefined;
  }
}

function message(lang: Lang, key: string | undefined, address: FormOfAddress) {
  return key ? t(lang, key as Parameters<typeof t>[1], address) : undefined;
}

const EMAIL_ID = "newsletter-email";
const ERROR_ID = "newsletter-email-error";

/**
 * The newsletter sign-up (newsletter-form.tsx loads it on first use). Idle → pending ("Wird gesendet...") → success (check mark, thanks and 'please confirm through the
 * link in the e-mail') or failure (error toast). The answer is the same for every valid address.
 */
export function NewsletterSignup({ lang }: { lang: Lang }) {
  const fetcher = useFetcher<NewsletterSignupData>();
  const discover = useDiscover();
  const location = useLocation();
  const { toast } = useToast();
  const address = useFormOfAddress();
  const promise = useNewsletterPromise(lang);
  const emailRef = useRef<HTMLInputElement>(null);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    setHydrated(true);
    // Hydrated because the visitor focused the form: the focus event itself came before this code.
    if (emailRef.current?.form?.contains(document.activeElement)) void loadValidator();
  }, []);
  const [checking, setChecking] = useState(false);
  // After the first submit the message follows the input (as conform's shouldRevalidate: "onInput").
  const [submitted, setSubmitted] = useState(false);
  const [error, setError] = useState<string | undefined>();

  const outcome = fetcher.data?.outcome;
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    setError(fetcher.data.result.error?.email?.[0]);
    if (outcome) toast(outcome.toast);
  }, [fetcher.state, fetcher.data, outcome, toast]);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setSubmitted(true);
    setChecking(true);
    const problem = await validate(new FormData(form));
    setChecking(false);
    setError(problem);
    if (problem) {
      emailRef.current?.focus();
      return;
    }
    void fetcher.submit(form);
  }

  async function onInput(event: React.FormEvent<HTMLFormElement>) {
    if (submitted) setError(await validate(new FormData(event.currentTarget)));
  }

  const pending = checking || fetcher.state !== "idle";
  const challengeError = message(lang, fetcher.data?.result.error?.[TURNSTILE_FIELD]?.[0], address);
  const done = outcome && outcome.status !== "failed";

  return (
    <section aria-labelledby="newsletter-title" className="bg-primary/5 py-16">
      <div className="mx-auto max-w-3xl px-4 text-center">
        <Mail className="mx-auto h-10 w-10 text-primary" aria-hidden />
        <h2 id="newsletter-title" className="mt-4 text-3xl font-bold tracking-tight">
          {t(lang, "newsletter.title")}
        </h2>
        <p className="mt-3 text-muted-foreground">{promise}</p>
        {done ? (
          <div className="mt-8 flex flex-col items-center gap-2" role="status" data-testid="newsletter-success">
            <CheckCircle2 className="h-12 w-12 text-green-600" aria-hidden />
            <p className="text-lg font-semibold">{t(lang, "newsletter.thanks", address)}</p>
            <p className="text-muted-foreground">{t(lang, "newsletter.thanksText", address)}</p>
          </div>
        ) : (
          <fetcher.Form
            method="post"
            action="/newsletter"
            id="newsletter"
            {...discover}
            // Without JavaScript the browser's own required/type=email checks apply; with it, the schema's messages.
            noValidate={hydrated}
            onSubmit={onSubmit}
            onInput={onInput}
            onFocus={() => void loadValidator()}
            className="relative mx-auto mt-8 max-w-xl"
            data-public-form
            // The thank-you state a page without React shows in place (app/enhance/forms.ts).
            data-thanks={t(lang, "newsletter.thanks", address)}
            data-thanks-text={t(lang, "newsletter.thanksText", address)}
          >
            <Enhance name="forms" />
            {hydrated ? <input type="hidden" name="_js" value="1" /> : null}
            <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
            <input type="hidden" name="lang" value={lang} />
            <FormGuardFields id="newsletter" lang={lang} stamp={fetcher.data?.formStamp} />
            <div className="flex flex-col gap-3 sm:flex-row">
              <div className="flex-1 text-left">
                <Label htmlFor={EMAIL_ID} className="sr-only">
                  {t(lang, "newsletter.email")}
                </Label>
                <Input
                  ref={emailRef}
                  id={EMAIL_ID}
                  name="email"
                  type="email"
                  required
                  autoComplete="email"
                  placeholder={t(lang, "newsletter.email")}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? ERROR_ID : undefined}
                  size="xl"
                />
                <ErrorList id={ERROR_ID} errors={error ? [message(lang, error, address)] : null} className="mt-1" />
              </div>
              <Button type="submit" size="lg" disabled={pending} data-pending={t(lang, "newsletter.pending")}>
                {pending ? t(lang, "newsletter.pending") : t(lang, "newsletter.submit")}
              </Button>
            </div>
            <FormChallenge
              id="newsletter"
              lang={lang}
              answer={fetcher.data}
              error={challengeError}
              className="mt-3 flex flex-col items-center"
            />
            {/* The consent the sign-up records (text and version), shown where it is given. */}
            <p className="mt-3 text-left text-xs text-muted-foreground" data-testid="newsletter-consent">
              {NEWSLETTER_CONSENT[lang]}{" "}
              <a href={localPath(lang, "/datenschutz")} className="underline underline-offset-2 hover:text-foreground">
                {t(lang, "footer.privacy")}
              </a>
            </p>
          </fetcher.Form>
        )}
      </div>
    </section>
  );
}
