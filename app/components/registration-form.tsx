import { FormChallenge, FormGuardFields } from "~/components/form-guard-fields";
import { Field, FieldShell, ErrorList } from "~/components/forms";
import { useFormOfAddress } from "~/components/site-settings";
import { Button } from "~/components/ui/button";
import { type Lang, addressed } from "~/lib/i18n";
import { type RegistrationBlock, type RegistrationState, REGISTRATION_TEXTS } from "~/lib/registrations";

/** A posted form's answer: its field errors and what was typed, shown again on the registration page. */
export type RegistrationFormReply = {
  errors: Record<string, string[]>;
  values: Record<string, string>;
  formError?: string;
  formStamp?: string;
};

/** What the page says about the seats: "Noch 3 Plätze frei", "Warteliste", "ausgebucht", "Anmeldeschluss vorbei". */
function SeatsNote({ state, lang }: { state: RegistrationState; lang: Lang }) {
  const l = REGISTRATION_TEXTS[lang === "en" ? "en" : "de"];
  const text =
    state.kind === "open"
      ? state.seatsLeft === null
        ? l.openNoLimit
        : l.seatsLeft(state.seatsLeft)
      : state.kind === "waitlist"
        ? l.waitlist
        : state.kind === "full"
          ? l.full
          : l.closed;
  return (
    <p className="text-lg font-semibold" data-testid="seats" data-state={state.kind}>
      {text}
    </p>
  );
}

/**
 * The registration for an event or a congress date, a plain form that posts without JavaScript to the
 * registration page (which answers with the field errors, or back here with a message).
 */
export function RegistrationForm({
  block,
  lang,
  reply,
  level = 2,
}: {
  block: RegistrationBlock;
  lang: Lang;
  reply?: RegistrationFormReply | null;
  /** The heading's level: 3 inside a section whose own heading is an h2 (a congress date). */
  level?: 2 | 3;
}) {
  const l = addressed(REGISTRATION_TEXTS, lang, useFormOfAddress());
  const id = `registration-${block.target}-${block.id}`;
  const open = block.state.kind === "open" || block.state.kind === "waitlist";
  const errors = reply?.errors ?? {};
  const values = reply?.values ?? {};
  const Heading = level === 3 ? "h3" : "h2";
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4" data-testid="registration" id={id}>
      <Heading id={`${id}-title`} className="text-xl font-bold">
        {l.heading}
      </Heading>
      <SeatsNote state={block.state} lang={lang} />
      {block.state.kind === "waitlist" ? <p className="text-sm text-muted-foreground">{l.waitlistNote}</p> : null}
      {open ? (
        <form method="post" action={block.action} className="relative space-y-4" noValidate>
          <input type="hidden" name="lang" value={lang} />
          <FormGuardFields id={id} lang={lang} stamp={reply?.formStamp} />
          <ErrorList id={`${id}-form-error`} errors={reply?.formError ? [reply.formError] : null} role="alert" />
          <Field
            id={`${id}-name`}
            label={l.name}
            required
            errors={errors.name}
            inputProps={{
              name: "name",
              required: true,
              maxLength: 200,
              autoComplete: "name",
              defaultValue: values.name,
            }}
          />
          <Field
            id={`${id}-email`}
            label={l.email}
            required
            errors={errors.email}
            inputProps={{
              name: "email",
              type: "email",
              required: true,
              maxLength: 254,
              autoComplete: "email",
              defaultValue: values.email,
            }}
          />
          {block.questions.map((question) => {
            const name = `q${question.n}`;
            const fieldId = `${id}-${name}`;
            return question.choices.length > 0 ? (
              <FieldShell key={name} id={fieldId} label={question.label} required errors={errors[name]}>
                {(aria) => (
                  <select
                    {...aria}
                    name={name}
                    required
                    defaultValue={values[name] ?? ""}
                    className="h-10 w-full rounded-md border border-border bg-background px-3 text-sm"
                  >
                    <option value="">{l.choose}</option>
                    {question.choices.map((choice, index) => (
                      <option key={choice} value={String(index)}>
                        {choice}
                      </option>
                    ))}
                  </select>
                )}
              </FieldShell>
            ) : (
              <Field
                key={name}
                id={fieldId}
                label={question.label}
                errors={errors[name]}
                inputProps={{ name, maxLength: 500, defaultValue: values[name] }}
              />
            );
          })}
          <div>
            <div className="flex items-start gap-3">
              <input
                id={`${id}-consent`}
                type="checkbox"
                name="consent"
                value="on"
                required
                defaultChecked={values.consent === "on"}
                aria-invalid={errors.consent ? true : undefined}
                aria-describedby={errors.consent ? `${id}-consent-error` : undefined}
                className="mt-1 h-4 w-4"
              />
              <label htmlFor={`${id}-consent`} className="text-sm">
                {block.consent ?? l.consentDefault}
              </label>
            </div>
            <ErrorList id={`${id}-consent-error`} errors={errors.consent} />
          </div>
          <FormChallenge id={id} lang={lang} error={errors["cf-turnstile-response"]?.[0]} />
          <Button type="submit">{block.state.kind === "waitlist" ? l.submitWaitlist : l.submit}</Button>
        </form>
      ) : null}
    </section>
  );
}
