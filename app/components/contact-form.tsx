import {
  getFormProps,
  getInputProps,
  getTextareaProps,
  useForm,
  type FieldMetadata,
  type SubmissionResult,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Send, X } from "~/components/icon";
import { useEffect, useState } from "react";
import { useFetcher, useLocation } from "react-router";
import { Enhance } from "./enhance";
import { t, type Lang, localPath, addressed, type AddressedTexts } from "~/lib/i18n";
import { TURNSTILE_FIELD } from "~/lib/forms";
import { CONTACT_LIMITS, ContactSchema, type ContactError } from "~/lib/contact";
import type { Toast } from "~/lib/toast";
import { useToast } from "./toaster";
import { FormChallenge, FormGuardFields } from "./form-guard-fields";
import { Field, TextareaField } from "./forms";
import { Alert } from "./ui/alert";
import { toastClass } from "./toast-style";
import { Button } from "./ui/button";
import { useFormOfAddress } from "./site-settings";
import { useDiscover } from "~/lib/pages";

/** The form's own texts (public-site.md 2.8, 4, 5). */
const de = {
  heading: "Schreiben Sie uns",
  intro: "Felder mit * sind Pflichtfelder.",
  name: "Name",
  email: "E-Mail",
  company: "Unternehmen",
  phone: "Telefon",
  website: "Website",
  message: "Nachricht",
  required: "Pflichtfeld",
  placeholders: {
    name: "Ihr Name",
    email: "ihre@email.de",
    company: "Ihr Unternehmen",
    phone: "+49 ...",
    website: "https://ihre-website.de",
    message: "Wie können wir Ihnen helfen?",
  },
  submit: "Nachricht senden",
  pending: "Wird gesendet...",
  errors: {
    "contact.nameRequired": "Bitte geben Sie Ihren Namen ein.",
    "contact.emailRequired": "Bitte geben Sie Ihre E-Mail-Adresse ein.",
    "contact.emailInvalid": "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
    "contact.messageRequired": "Bitte geben Sie eine Nachricht ein.",
    "contact.websiteInvalid": "Bitte geben Sie eine gültige Website-Adresse ein (z. B. https://example.com).",
    "contact.tooLong.name": `Der Name darf höchstens ${CONTACT_LIMITS.name} Zeichen lang sein.`,
    "contact.tooLong.email": `Die E-Mail-Adresse darf höchstens ${CONTACT_LIMITS.email} Zeichen lang sein.`,
    "contact.tooLong.company": `Der Unternehmensname darf höchstens ${CONTACT_LIMITS.company} Zeichen lang sein.`,
    "contact.tooLong.phone": `Die Telefonnummer darf höchstens ${CONTACT_LIMITS.phone} Zeichen lang sein.`,
    "contact.tooLong.website": `Die Website-Adresse darf höchstens ${CONTACT_LIMITS.website} Zeichen lang sein.`,
    "contact.tooLong.message": `Die Nachricht darf höchstens ${CONTACT_LIMITS.message.toLocaleString("de-DE")} Zeichen lang sein.`,
    "contact.rateLimited":
      "Sie haben in kurzer Zeit sehr viele Nachrichten gesendet. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut – Ihre Eingaben bleiben erhalten.",
    "contact.failed": "Beim Senden der Nachricht ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.",
    "contact.expired":
      "Das Formular war sehr lange geöffnet, deshalb wurde es noch nicht gesendet. Bitte senden Sie es erneut – Ihre Eingaben sind erhalten.",
    "contact.challengeFailed":
      "Die Sicherheitsprüfung ist nicht gelungen. Bitte warten Sie, bis sie abgeschlossen ist, und senden Sie erneut – Ihre Eingaben sind erhalten.",
  } satisfies Record<ContactError, string> as Record<ContactError, string>,
  privacy: "Ihre Angaben verwenden wir nur, um Ihre Nachricht zu beantworten. Mehr dazu in unserer",
  privacyLink: "Datenschutzerklärung",
};

/** The German texts that address the visitor, for a site that says "du" (general settings). */
const du: Partial<typeof de> = {
  heading: "Schreib uns",
  placeholders: {
    name: "Dein Name",
    email: "deine@email.de",
    company: "Dein Unternehmen",
    phone: "+49 ...",
    website: "https://deine-website.de",
    message: "Wie können wir dir helfen?",
  },
  errors: {
    ...de.errors,
    "contact.nameRequired": "Bitte gib deinen Namen ein.",
    "contact.emailRequired": "Bitte gib deine E-Mail-Adresse ein.",
    "contact.emailInvalid": "Bitte gib eine gültige E-Mail-Adresse ein.",
    "contact.messageRequired": "Bitte gib eine Nachricht ein.",
    "contact.websiteInvalid": "Bitte gib eine gültige Website-Adresse ein (z. B. https://example.com).",
    "contact.rateLimited":
      "Du hast in kurzer Zeit sehr viele Nachrichten gesendet. Bitte warte einige Minuten und versuche es dann erneut – deine Eingaben bleiben erhalten.",
    "contact.failed": "Beim Senden der Nachricht ist ein Fehler aufgetreten. Bitte versuche es erneut.",
    "contact.expired":
      "Das Formular war sehr lange geöffnet, deshalb wurde es noch nicht gesendet. Bitte sende es erneut – deine Eingaben sind erhalten.",
    "contact.challengeFailed":
      "Die Sicherheitsprüfung ist nicht gelungen. Bitte warte, bis sie abgeschlossen ist, und sende erneut – deine Eingaben sind erhalten.",
  },
  privacy: "Deine Angaben verwenden wir nur, um deine Nachricht zu beantworten. Mehr dazu in unserer",
};

const texts: AddressedTexts<typeof de> = {
  de,
  du,
  en: {
    heading: "Write to us",
    intro: "Fields marked * are required.",
    name: "Name",
    email: "E-mail",
    company: "Company",
    phone: "Phone",
    website: "Website",
    message: "Message",
    required: "required",
    placeholders: {
      name: "Your name",
      email: "your@email.com",
      company: "Your company",
      phone: "+49 ...",
      website: "https://your-website.com",
      message: "How can we help you?",
    },
    submit: "Send message",
    pending: "Sending...",
    errors: {
      "contact.nameRequired": "Please enter your name.",
      "contact.emailRequired": "Please enter your e-mail address.",
      "contact.emailInvalid": "Please enter a valid e-mail address.",
      "contact.messageRequired": "Please enter a message.",
      "contact.websiteInvalid": "Please enter a valid website address (e.g. https://example.com).",
      "contact.tooLong.name": `The name may be at most ${CONTACT_LIMITS.name} characters long.`,
      "contact.tooLong.email": `The e-mail address may be at most ${CONTACT_LIMITS.email} characters long.`,
      "contact.tooLong.company": `The company name may be at most ${CONTACT_LIMITS.company} characters long.`,
      "contact.tooLong.phone": `The phone number may be at most ${CONTACT_LIMITS.phone} characters long.`,
      "contact.tooLong.website": `The website address may be at most ${CONTACT_LIMITS.website} characters long.`,
      "contact.tooLong.message": `The message may be at most ${CONTACT_LIMITS.message.toLocaleString("en-US")} characters long.`,
      "contact.rateLimited":
        "You have sent a lot of messages in a short time. Please wait a few minutes and try again – your input has been kept.",
      "contact.failed": "An error occurred while sending the message. Please try again.",
      "contact.expired":
        "The form was open for a very long time, so it has not been sent yet. Please send it again – your input has been kept.",
      "contact.challengeFailed":
        "The security check did not succeed. Please wait until it has finished and send again – your input has been kept.",
    },
    privacy: "We use your details only to answer your message. More about this in our",
    privacyLink: "privacy policy",
  },
};

/** The text for an error code; unknown codes (none expected) are shown as they are. */
function contactErrorText(l: typeof de, code: string | undefined): string | undefined {
  if (!code) return undefined;
  return (l.errors as Record<string, string>)[code] ?? code;
}

/** The one-line fields in order: name, input type, browser autofill, required (the message follows them). */
const CONTACT_INPUTS = [
  ["name", "text", "name", true],
  ["email", "email", "email", true],
  ["company", "text", "organization", false],
  ["phone", "tel", "tel", false],
  ["website", "url", "url", false],
] as const;

/** The form's heading's id: the page after a plain post opens there, with the confirmation in view. */
export const CONTACT_FORM_ANCHOR = "contact-form-title";

/** What the contact action answers a script-driven (fetcher) submission. */
export type ContactActionData = {
  result: SubmissionResult<string[]>;
  outcome: { status: "sent" | "failed"; toast: Toast } | null;
  /** A fresh stamp after a refusal of the guard (the root loader does not run again after a 4xx). */
  formStamp?: string;
};

/**
 * The contact form: idle → pending (button disabled, "Wird gesendet...") → success (form cleared,
 * success toast) or failure (error toast, the input stays). Without JavaScript it is a plain post to
 * /kontakt: success redirects with a toast, errors come back as `initialResult` with the values.
 */
export function ContactForm({
  lang,
  initialResult,
  initialStamp,
  confirmation,
}: {
  lang: Lang;
  initialResult?: SubmissionResult<string[]> | null;
  initialStamp?: string;
  /** The flash toast after a plain post ("Nachricht gesendet!"), shown above the fields, never over them. */
  confirmation?: Toast | null;
}) {
  const l = addressed(texts, lang, useFormOfAddress());
  const fetcher = useFetcher<ContactActionData>();
  const discover = useDiscover();
  const location = useLocation();
  const { toast } = useToast();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const lastResult = fetcher.state === "idle" ? (fetcher.data?.result ?? initialResult ?? undefined) : undefined;
  const [form, fields] = useForm({
    id: "contact",
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ContactSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });

  const outcome = fetcher.data?.outcome;
  useEffect(() => {
    if (fetcher.state === "idle" && outcome) toast(outcome.toast);
  }, [fetcher.state, outcome, toast]);

  const pending = fetcher.state !== "idle";
  // Only the first message of a field is shown, in the page's language.
  const errorsOf = (field: FieldMetadata<unknown>) =>
    field.errors?.length ? [contactErrorText(l, field.errors[0])] : undefined;
  const required = { required: true, requiredText: l.required };
  const challengeError = contactErrorText(l, lastResult?.error?.[TURNSTILE_FIELD]?.[0]);

  return (
    <section
      aria-labelledby="contact-form-title"
      className="rounded-xl border border-border bg-card p-6 shadow-sm md:p-8"
    >
      <h2 id={CONTACT_FORM_ANCHOR} className="scroll-mt-24 text-2xl font-bold tracking-tight">
        {l.heading}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{l.intro}</p>
      {confirmation ? (
        // In the flow, so it covers no field; its close icon is the summary of a <details> holding it (as
        // the cookie banner's), so it closes without JavaScript too; a closed one takes no room.
        <details open className="relative mt-6 [&:not([open])]:hidden" data-testid="contact-confirmation">
          <summary className="absolute right-2 top-2 z-10 cursor-pointer list-none rounded p-1 opacity-80 hover:opacity-100 [&::-webkit-details-marker]:hidden">
            <X className="h-4 w-4" aria-hidden />
            <span className="sr-only">{t(lang, "toast.close")}</span>
          </summary>
          <div
            role={confirmation.variant === "destructive" ? "alert" : "status"}
            className={`${toastClass(confirmation)} shadow-none`}
            data-testid="toast"
          >
            <p className="text-sm font-semibold">{confirmation.title}</p>
            {confirmation.description ? <p className="text-sm opacity-90">{confirmation.description}</p> : null}
          </div>
        </details>
      ) : null}
      <fetcher.Form
        method="post"
        action={`${localPath(lang, "/kontakt")}${location.search}`}
        {...getFormProps(form)}
        className="relative mt-6 grid gap-5 md:grid-cols-2"
        data-testid="contact-form"
        data-public-form
        {...discover}
      >
        <Enhance name="forms" />
        {hydrated ? <input type="hidden" name="_js" value="1" /> : null}
        <FormGuardFields id="contact" lang={lang} stamp={fetcher.data?.formStamp ?? initialStamp} />

        {CONTACT_INPUTS.map(([name, type, autoComplete, isRequired]) => (
          <Field
            key={name}
            id={fields[name].id}
            label={l[name]}
            {...(isRequired ? required : {})}
            errors={errorsOf(fields[name])}
            size="lg"
            className={name === "website" ? "space-y-1 md:col-span-2" : "space-y-1"}
            inputProps={{
              ...getInputProps(fields[name], { type }),
              required: isRequired || undefined,
              autoComplete,
              placeholder: l.placeholders[name],
            }}
          />
        ))}
        <TextareaField
          id={fields.message.id}
          label={l.message}
          {...required}
          errors={errorsOf(fields.message)}
          size="lg"
          className="space-y-1 md:col-span-2"
          textareaProps={{
            ...getTextareaProps(fields.message),
            required: true,
            rows: 6,
            placeholder: l.placeholders.message,
            className: "resize-y",
          }}
        />

        <FormChallenge
          id="contact"
          lang={lang}
          answer={fetcher.data}
          error={challengeError}
          className="md:col-span-2"
        />

        {form.errors?.length ? (
          <Alert id={form.errorId} size="wide" className="md:col-span-2" data-testid="contact-form-error">
            {contactErrorText(l, form.errors[0])}
          </Alert>
        ) : null}

        <div className="md:col-span-2">
          <Button type="submit" size="lg" disabled={pending} className="w-full md:w-auto" data-pending={l.pending}>
            <Send className="h-4 w-4" aria-hidden />
            {pending ? l.pending : l.submit}
          </Button>
        </div>
        {/* What happens to the details (GDPR Art. 13), where they are given. */}
        <p className="text-sm text-muted-foreground md:col-span-2" data-testid="contact-privacy">
          {l.privacy}{" "}
          <a href={localPath(lang, "/datenschutz")} className="underline underline-offset-2 hover:text-foreground">
            {l.privacyLink}
          </a>
          .
        </p>
      </fetcher.Form>
    </section>
  );
}
