import { ArrowRight, ExternalLink } from "~/components/icon";
import { LocalLink } from "~/components/local-link";
import type { ActionLinkTarget } from "~/lib/pages";
import { type Lang, localPath, addressed, type AddressedTexts } from "~/lib/i18n";
import { cn } from "~/lib/utils";
import { useFormOfAddress } from "./site-settings";

const texts: AddressedTexts<{ title: string; text: string; contact: string; newTab: string }> = {
  de: {
    title: "Bereit für den nächsten Schritt?",
    text: "Erzählen Sie uns, was Sie bewegt – wir melden uns persönlich bei Ihnen und finden gemeinsam das passende Angebot.",
    contact: "Kontakt aufnehmen",
    newTab: "(öffnet in neuem Tab)",
  },
  du: {
    text: "Erzähl uns, was dich bewegt – wir melden uns persönlich bei dir und finden gemeinsam das passende Angebot.",
  },
  en: {
    title: "Ready for the next step?",
    text: "Tell us what is on your mind – we will get back to you personally and find the right offer together.",
    contact: "Get in touch",
    newTab: "(opens in a new tab)",
  },
};

/**
 * The call to action of the content pages: a link to /kontakt and, optionally, a second link
 * (the service detail page adds "back to services"). Texts default to the page-independent wording.
 */
export function CallToAction({
  lang,
  title,
  text,
  secondary,
  className,
}: {
  lang: Lang;
  title?: string;
  text?: string;
  secondary?: { href: string; label: string };
  className?: string;
}) {
  const l = addressed(texts, lang, useFormOfAddress());
  return (
    <section
      aria-labelledby="cta-title"
      className={cn("bg-primary py-16 text-primary-foreground", className)}
      data-testid="call-to-action"
    >
      <div className="mx-auto max-w-3xl px-4 text-center">
        <h2 id="cta-title" className="text-3xl font-bold tracking-tight">
          {title ?? l.title}
        </h2>
        <p className="mt-4 text-lg opacity-90">{text ?? l.text}</p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <LocalLink
            to="/kontakt"
            prefetch="intent"
            className="inline-flex h-12 items-center gap-2 rounded-md bg-background px-6 font-semibold text-foreground shadow hover:bg-background/90"
          >
            {l.contact}
            <ArrowRight className="h-4 w-4" aria-hidden />
          </LocalLink>
          {secondary ? (
            <LocalLink
              to={secondary.href}
              prefetch="intent"
              className="inline-flex h-12 items-center gap-2 rounded-md border border-current px-6 font-semibold hover:bg-primary-foreground/10"
            >
              {secondary.label}
            </LocalLink>
          ) : null}
        </div>
      </div>
    </section>
  );
}

/**
 * The "learn more" button of a content block. Same-tab site paths navigate inside the app; a new tab
 * gets rel="noopener noreferrer". `context` (the block's title) is added to the accessible name, so
 * several "Mehr erfahren" links on a page stay distinguishable.
 */
export function ActionLink({
  link,
  label,
  context,
  lang,
  inverted = false,
}: {
  link: ActionLinkTarget;
  label: string;
  context: string;
  lang: Lang;
  inverted?: boolean;
}) {
  const className = cn(
    "inline-flex items-center gap-2 rounded-md px-5 py-2.5 font-semibold",
    inverted ? "bg-white text-slate-900 hover:bg-white/90" : "bg-primary text-primary-foreground hover:bg-primary/95",
  );
  // The visible label comes first in the accessible name (WCAG 2.5.3 label in name).
  const name = `${label}: ${context}${link.newTab ? ` ${texts[lang].newTab}` : ""}`;
  const content = (
    <>
      {label}
      {link.newTab ? <ExternalLink className="h-4 w-4" aria-hidden /> : <ArrowRight className="h-4 w-4" aria-hidden />}
    </>
  );
  if (link.internal && !link.newTab) {
    return (
      <LocalLink to={link.href} prefetch="intent" className={className} aria-label={name}>
        {content}
      </LocalLink>
    );
  }
  return (
    <a
      href={localPath(lang, link.href)}
      className={className}
      aria-label={name}
      {...(link.newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
    >
      {content}
    </a>
  );
}
