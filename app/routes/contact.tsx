import { parseWithZod } from "@conform-to/zod/v4";
import { Clock, Mail, MapPin, Phone, type IconComponent } from "~/components/icon";
import { data } from "react-router";
import type { Route } from "./+types/contact";
import { CONTACT_FORM_ANCHOR, ContactForm, type ContactActionData } from "~/components/contact-form";
import { PageHero } from "~/components/page-hero";
import {
  hitContactRateLimit,
  notifyNewContactMessage,
  storeContactMessage,
  withinContactSiteLimit,
} from "~/lib/contact/index.server";
import { cloudflareContext } from "~/lib/context";
import { getDb } from "~/lib/db.server";
import { TURNSTILE_FIELD } from "~/lib/forms";
import { issueFormStamp, readFormGuard, spendFormStamp, verifyTurnstile } from "~/lib/forms/index.server";
import { loc, type Lang, addressed, formOfAddress, type AddressedTexts } from "~/lib/i18n";
import { linkOrigin } from "~/lib/mail/index.server";
import { readPreferences, readFormOfAddress } from "~/lib/i18n/index.server";
import { ContactSchema, type ContactError } from "~/lib/contact";
import { heroPageMeta, type Shell, CONTACT_FALLBACKS, useRootData } from "~/lib/pages";
import { loadPublicPage, pageContentQuery, inPageLanguage } from "~/lib/pages/index.server";
import { FLASH_IN_PAGE, type Toast } from "~/lib/toast";
import { redirectWithToast } from "~/lib/toast.server";
import { TitledSection } from "~/components/ui/titled-section";

/** This page's interface texts (public-site.md 2.8, 8.1 bilingual variant). */
const de = {
  title: "Kontakt",
  subtitle: "Wir freuen uns auf Ihre Nachricht",
  description: "Sie haben Fragen zu unseren Angeboten? Schreiben Sie uns – wir melden uns schnell bei Ihnen.",
  infoTitle: "Kontaktinformationen",
  address: "Adresse",
  phone: "Telefon",
  email: "E-Mail",
  responseTime: "Antwortzeit",
  sentTitle: "Nachricht gesendet!",
  sentText: "Ihre Nachricht wurde erfolgreich gesendet. Wir werden uns bald bei Ihnen melden.",
  errorTitle: "Fehler",
  errorText: "Beim Senden der Nachricht ist ein Fehler aufgetreten.",
  rateLimitedText: "Zu viele Nachrichten in kurzer Zeit. Bitte versuchen Sie es in einigen Minuten erneut.",
  expiredText: "Das Formular war sehr lange geöffnet. Bitte senden Sie es erneut – Ihre Eingaben sind erhalten.",
  challengeText: "Die Sicherheitsprüfung ist nicht gelungen. Bitte versuchen Sie es erneut.",
};

const texts: AddressedTexts<typeof de> = {
  de,
  // The German texts that address the visitor, for a site that says "du" (general settings).
  du: {
    subtitle: "Wir freuen uns auf deine Nachricht",
    description: "Du hast Fragen zu unseren Angeboten? Schreib uns – wir melden uns schnell bei dir.",
    sentText: "Deine Nachricht wurde erfolgreich gesendet. Wir melden uns bald bei dir.",
    rateLimitedText: "Zu viele Nachrichten in kurzer Zeit. Bitte versuche es in einigen Minuten erneut.",
    expiredText: "Das Formular war sehr lange geöffnet. Bitte sende es erneut – deine Eingaben sind erhalten.",
    challengeText: "Die Sicherheitsprüfung ist nicht gelungen. Bitte versuche es erneut.",
  },
  en: {
    title: "Contact",
    subtitle: "We look forward to hearing from you",
    description: "Do you have questions about what we offer? Write to us – we will get back to you quickly.",
    infoTitle: "Contact information",
    address: "Address",
    phone: "Phone",
    email: "E-mail",
    responseTime: "Response time",
    sentTitle: "Message sent!",
    sentText: "Your message has been sent successfully. We will get back to you soon.",
    errorTitle: "Error",
    errorText: "An error occurred while sending the message.",
    rateLimitedText: "Too many messages in a short time. Please try again in a few minutes.",
    expiredText: "The form was open for a very long time. Please send it again – your input has been kept.",
    challengeText: "The security check did not succeed. Please try again.",
  },
};

/** The confirmation after a plain post is shown beside the form, not over it (contact-form.tsx). */
export const handle = FLASH_IN_PAGE;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { shell, pageSettings, lang, page } = await loadPublicPage(
    request,
    context,
    (db) => [pageContentQuery(db, "kontakt")] as const,
  );
  const [pageRows] = page;
  const responseTime = (pageSettings && loc(pageSettings, "response_time", lang)) || null;
  return inPageLanguage(lang, { shell, lang, page: pageRows[0] ?? null, responseTime });
}

/**
 * POST /kontakt. With JavaScript (a fetcher, `_js=1`) the answer is data for the form; without it,
 * success redirects back to the page with a flash toast, and errors re-render the page with the
 * field errors and the visitor's input.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { env } = context.get(cloudflareContext);
  const { lang } = readPreferences(request);
  const l = addressed(texts, lang, await readFormOfAddress(getDb(env)));
  const formData = await request.formData();
  const viaFetcher = formData.get("_js") === "1";
  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}`;
  const sent: Toast = { title: l.sentTitle, description: l.sentText };

  const succeed = (result: ContactActionData["result"]) =>
    viaFetcher
      ? data<ContactActionData>({ result, outcome: { status: "sent", toast: sent } })
      : // Back to the form, where its confirmation is shown (the page would otherwise open at its top).
        redirectWithToast(request, `${back}#${CONTACT_FORM_ANCHOR}`, sent);
  const fail = (
    result: ContactActionData["result"],
    description: string,
    status: number,
    headers?: HeadersInit,
    formStamp?: string,
  ) =>
    data<ContactActionData>(
      {
        result,
        outcome: { status: "failed", toast: { title: l.errorTitle, description, variant: "destructive" } },
        formStamp,
      },
      { status, headers },
    );

  const submission = parseWithZod(formData, { schema: ContactSchema });
  if (submission.status !== "success") {
    return data<ContactActionData>({ result: submission.reply(), outcome: null }, { status: 400 });
  }

  // A robot (trap filled, no or a forged stamp, sent at once) gets a person's answer; nothing is stored.
  const guard = await readFormGuard(env, formData);
  if (guard === "robot") return succeed(submission.reply({ resetForm: true }));
  // A person's refusal comes with a fresh stamp: after a 4xx the root loader does not run again.
  if (guard === "expired") {
    const code: ContactError = "contact.expired";
    return fail(submission.reply({ formErrors: [code] }), l.expiredText, 400, undefined, await issueFormStamp(env));
  }
  if (!(await verifyTurnstile(env, formData, request))) {
    const code: ContactError = "contact.challengeFailed";
    const result = submission.reply({ fieldErrors: { [TURNSTILE_FIELD]: [code] } });
    return fail(result, l.challengeText, 400, undefined, await issueFormStamp(env));
  }

  // Only valid messages count against the limit, so correcting a typo never locks a person out.
  const limit = await hitContactRateLimit(env.DB, request);
  if (!limit.ok) {
    const code: ContactError = "contact.rateLimited";
    return fail(submission.reply({ formErrors: [code] }), l.rateLimitedText, 429, {
      "Retry-After": String(limit.retryAfterSeconds),
    });
  }

  const db = getDb(env);
  // Beyond one stamp's posts or the site's hourly share the message is held as suspected spam: stored
  // for staff, not mailed to the owner, and answered as any other (a robot learns nothing).
  const suspectedSpam = !(await spendFormStamp(env.DB, formData)) || !(await withinContactSiteLimit(env.DB));
  let stored: { id: number } | undefined;
  try {
    stored = await storeContactMessage(db, submission.value, lang, suspectedSpam);
  } catch (error) {
    console.error("storing a contact message failed", error);
    const code: ContactError = "contact.failed";
    return fail(submission.reply({ formErrors: [code] }), l.errorText, 503);
  }
  // The message is stored: a failing notification is the owner's loss, never the visitor's error.
  if (stored && !suspectedSpam) {
    const message = { id: stored.id, name: submission.value.name, message: submission.value.message, lang };
    await notifyNewContactMessage(env, db, message, linkOrigin(env, request)).catch((error: unknown) =>
      console.error(`contact message ${stored.id}: notification failed`, error),
    );
  }
  return succeed(submission.reply({ resetForm: true }));
}

/** Passes the rate limiter's Retry-After on (React Router forwards only cookies by itself). */
export function headers({ actionHeaders, parentHeaders }: Route.HeadersArgs) {
  const headers = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { lang, page, shell } = loaderData;
  const l = addressed(texts, lang, formOfAddress(shell.settings));
  return heroPageMeta({
    matches,
    lang,
    page,
    shell,
    pageKey: "kontakt",
    path: "/kontakt",
    fallback: { title: l.title, description: l.description },
  });
}

/** Street, city, location, phone, e-mail and response time from the general settings (with the spec's fallbacks). */
function ContactInfo({ shell, responseTime, lang }: { shell: Shell; responseTime: string | null; lang: Lang }) {
  const l = addressed(texts, lang, "sie");
  const s = shell.settings;
  const email = s?.contact_email || CONTACT_FALLBACKS.email;
  const phone = s?.contact_phone || CONTACT_FALLBACKS.phone;
  const location = (s && loc(s, "contact_location", lang)) || CONTACT_FALLBACKS.location[lang];
  const answerTime = responseTime || CONTACT_FALLBACKS.responseTime[lang];
  return (
    <TitledSection
      id="contact-info-title"
      title={l.infoTitle}
      as="aside"
      className="rounded-xl bg-primary/5 p-6 md:p-8 lg:self-start"
      headingClassName="text-2xl font-bold tracking-tight"
      testId="contact-info"
    >
      <dl className="mt-6 space-y-6">
        <InfoItem icon={MapPin} term={l.address} valueClassName="text-muted-foreground">
          {s?.address_street ? <span className="block">{s.address_street}</span> : null}
          {s?.address_city ? <span className="block">{s.address_city}</span> : null}
          <span className="block">{location}</span>
        </InfoItem>
        <InfoItem icon={Phone} term={l.phone}>
          <a
            href={`tel:${phone.replace(/[^+\d]/g, "")}`}
            className="text-muted-foreground hover:text-foreground hover:underline"
          >
            {phone}
          </a>
        </InfoItem>
        <InfoItem icon={Mail} term={l.email}>
          <a href={`mailto:${email}`} className="break-all text-muted-foreground hover:text-foreground hover:underline">
            {email}
          </a>
        </InfoItem>
        <InfoItem icon={Clock} term={l.responseTime} valueClassName="text-muted-foreground">
          {answerTime}
        </InfoItem>
      </dl>
    </TitledSection>
  );
}

/** One contact detail: each group holds only its <dt> and <dd> (a valid description list); the icon sits in the <dt>. */
function InfoItem({
  icon: Icon,
  term,
  valueClassName,
  children,
}: {
  icon: IconComponent;
  term: string;
  valueClassName?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="relative pl-9">
      <dt className="font-semibold">
        <Icon className="absolute left-0 top-0.5 h-5 w-5 text-primary" aria-hidden />
        {term}
      </dt>
      <dd className={valueClassName}>{children}</dd>
    </div>
  );
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { lang, page, shell } = loaderData;
  const l = addressed(texts, lang, formOfAddress(shell.settings));
  const flash = useRootData()?.toast ?? null;
  return (
    <main id="main">
      <PageHero
        page={page}
        pageKey="kontakt"
        lang={lang}
        fallback={{ title: l.title, subtitle: l.subtitle, description: l.description }}
      />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <ContactForm
            lang={lang}
            initialResult={actionData?.result}
            initialStamp={actionData?.formStamp}
            confirmation={flash}
          />
        </div>
        <ContactInfo shell={shell} responseTime={loaderData.responseTime} lang={lang} />
      </div>
    </main>
  );
}
