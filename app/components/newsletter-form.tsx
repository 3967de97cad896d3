import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { CheckCircle2, Mail } from "lucide-react";
import { useEffect, useState } from "react";
import { useFetcher, useLocation } from "react-router";
import { t, type Lang, type MessageKey } from "~/lib/i18n";
import { NewsletterSchema } from "~/lib/schemas/newsletter";
import type { action } from "~/routes/newsletter";
import { useToast } from "./toaster";
import { Button } from "./ui/button";

function message(lang: Lang, key: string | undefined) {
  return key ? t(lang, key as MessageKey) : undefined;
}

/** Idle → pending ("Wird gesendet...") → success (check mark and thanks) or failure (error toast). */
export function NewsletterForm({ lang }: { lang: Lang }) {
  const fetcher = useFetcher<typeof action>();
  const location = useLocation();
  const { toast } = useToast();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const [form, fields] = useForm({
    id: "newsletter",
    lastResult: fetcher.state === "idle" ? fetcher.data?.result : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: NewsletterSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });

  const outcome = fetcher.data?.outcome;
  useEffect(() => {
    if (fetcher.state === "idle" && outcome) toast(outcome.toast);
  }, [fetcher.state, outcome, toast]);

  const pending = fetcher.state !== "idle";
  const done = outcome && outcome.status !== "failed";

  return (
    <section aria-labelledby="newsletter-title" className="bg-primary/5 py-16">
      <div className="mx-auto max-w-3xl px-4 text-center">
        <Mail className="mx-auto h-10 w-10 text-primary" aria-hidden />
        <h2 id="newsletter-title" className="mt-4 text-3xl font-bold tracking-tight">
          {t(lang, "newsletter.title")}
        </h2>
        <p className="mt-3 text-muted-foreground">{t(lang, "newsletter.text")}</p>
        {done ? (
          <div className="mt-8 flex flex-col items-center gap-2" role="status" data-testid="newsletter-success">
            <CheckCircle2 className="h-12 w-12 text-green-600" aria-hidden />
            <p className="text-lg font-semibold">{t(lang, "newsletter.thanks")}</p>
            <p className="text-muted-foreground">{t(lang, "newsletter.thanksText")}</p>
          </div>
        ) : (
          <fetcher.Form method="post" action="/newsletter" {...getFormProps(form)} className="mx-auto mt-8 max-w-xl">
            {hydrated ? <input type="hidden" name="_js" value="1" /> : null}
            <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
            <div className="flex flex-col gap-3 sm:flex-row">
              <div className="flex-1 text-left">
                <label htmlFor={fields.email.id} className="sr-only">
                  {t(lang, "newsletter.email")}
                </label>
                <input
                  {...getInputProps(fields.email, { type: "email" })}
                  key={fields.email.key}
                  required
                  autoComplete="email"
                  placeholder={t(lang, "newsletter.email")}
                  className="h-12 w-full rounded-md border border-border bg-background px-4"
                />
                {fields.email.errors ? (
                  <p id={fields.email.errorId} className="mt-1 text-sm text-destructive">
                    {message(lang, fields.email.errors[0])}
                  </p>
                ) : null}
              </div>
              <Button type="submit" size="lg" disabled={pending}>
                {pending ? t(lang, "newsletter.pending") : t(lang, "newsletter.submit")}
              </Button>
            </div>
          </fetcher.Form>
        )}
      </div>
    </section>
  );
}
