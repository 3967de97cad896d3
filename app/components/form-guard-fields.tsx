import { useEffect, useRef, useState } from "react";
import { HONEYPOT_FIELD, STAMP_FIELD, TURNSTILE_FIELD } from "~/lib/forms";
import type { Lang } from "~/lib/i18n";
import { useRootData } from "~/lib/pages";
import { ErrorList } from "./error-list";

/** Texts of the hidden pieces (docs/decisions/0039-public-forms-against-robots.md). */
const texts = {
  de: {
    trap: "Dieses Feld bitte leer lassen",
    challenge: "Sicherheitsprüfung",
    // Addresses nobody, so it suits either form of address.
    noScript: "Die Sicherheitsprüfung dieses Formulars braucht JavaScript; ohne JavaScript lässt es sich nicht senden.",
  },
  en: {
    trap: "Please leave this field empty",
    challenge: "Security check",
    noScript: "This form's security check needs JavaScript. Please turn it on to send the form.",
  },
} as const;

type Turnstile = {
  render: (container: HTMLElement, options: Record<string, unknown>) => string | undefined;
  reset: (widgetId: string) => void;
  remove: (widgetId: string) => void;
};

const TURNSTILE_SCRIPT = "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit";
let turnstileScript: Promise<Turnstile> | null = null;

/** Cloudflare's script, loaded once and only on a page whose form shows the widget. */
function loadTurnstile(nonce: string | undefined): Promise<Turnstile> {
  turnstileScript ??= new Promise<Turnstile>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = TURNSTILE_SCRIPT;
    script.async = true;
    if (nonce) script.nonce = nonce;
    script.onload = () => {
      const api = (window as { turnstile?: Turnstile }).turnstile;
      if (api) resolve(api);
      else reject(new Error("turnstile did not load"));
    };
    script.onerror = () => reject(new Error("turnstile did not load"));
    document.head.appendChild(script);
  });
  // A failed download (offline) is tried again by the next form; the server refuses the post meanwhile.
  turnstileScript.catch(() => (turnstileScript = null));
  return turnstileScript;
}

/** Cloudflare's widget inside the form; it puts its token into a hidden `cf-turnstile-response` input. */
function TurnstileWidget({
  id,
  siteKey,
  lang,
  answer,
  error,
}: {
  id: string;
  siteKey: string;
  lang: Lang;
  answer: unknown;
  error?: string;
}) {
  const l = texts[lang];
  const nonce = useRootData()?.nonce;
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<{ api: Turnstile; id: string } | null>(null);

  useEffect(() => {
    let gone = false;
    loadTurnstile(nonce)
      .then((api) => {
        if (gone || !container.current) return;
        const id = api.render(container.current, {
          sitekey: siteKey,
          language: lang,
          "response-field-name": TURNSTILE_FIELD,
        });
        if (id) widget.current = { api, id };
      })
      .catch(() => undefined);
    return () => {
      gone = true;
      if (widget.current) widget.current.api.remove(widget.current.id);
      widget.current = null;
    };
  }, [siteKey, lang, nonce]);

  // A token is good for one check: after every answer the widget makes a new one.
  useEffect(() => {
    if (answer && widget.current) widget.current.api.reset(widget.current.id);
  }, [answer]);

  return (
    <>
      <div
        ref={container}
        aria-label={l.challenge}
        // A page without React renders the widget from these (app/enhance/forms.ts).
        data-sitekey={siteKey}
        data-language={lang}
        aria-describedby={error ? `${id}-challenge-error` : undefined}
        role="group"
      />
      <noscript>
        <p className="text-sm text-muted-foreground">{l.noScript}</p>
      </noscript>
      <ErrorList id={`${id}-challenge-error`} errors={error ? [error] : null} role="alert" className="mt-1" />
    </>
  );
}

/**
 * The hidden pieces of a public form: the honeypot (off-screen, hidden from assistive technology, not
 * reachable by keyboard, never filled in by the browser) and the signed stamp of when the form was
 * handed out. `stamp` is a fresh one from the action's answer after a refusal (a refused post is not
 * followed by the root loader's).
 */
export function FormGuardFields({ id, lang, stamp }: { id: string; lang: Lang; stamp?: string | null }) {
  // The stamp the form was first shown with: the root loader hands out a new one on every revalidation
  // (answering the cookie banner, any other post), which would start the minimum fill time anew.
  const issued = useRootData()?.formStamp ?? "";
  const [shownWith] = useState(issued);
  return (
    <>
      <input type="hidden" name={STAMP_FIELD} value={stamp || shownWith} />
      {/* The trap for form-filling robots: off-screen rather than display:none, which robots skip. */}
      <div aria-hidden="true" className="absolute -left-[10000px] top-0 h-px w-px overflow-hidden">
        <label htmlFor={`${id}-trap`}>{texts[lang].trap}</label>
        <input id={`${id}-trap`} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
    </>
  );
}

/**
 * Cloudflare Turnstile's widget while its keys are configured, nothing otherwise. `answer` changes with
 * every answer of the form's post (a token is good for one check); `error` is the text of a failed or
 * missing token.
 */
export function FormChallenge({
  id,
  lang,
  answer,
  error,
  className,
}: {
  id: string;
  lang: Lang;
  answer?: unknown;
  error?: string;
  className?: string;
}) {
  const siteKey = useRootData()?.turnstileSiteKey;
  if (!siteKey) return null;
  return (
    <div className={className} data-testid="turnstile">
      <TurnstileWidget id={id} siteKey={siteKey} lang={lang} answer={answer} error={error} />
    </div>
  );
}
