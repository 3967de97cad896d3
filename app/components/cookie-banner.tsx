import { Cookie, X } from "~/components/icon";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useFetcher, useLocation } from "react-router";
import { t, type Lang } from "~/lib/i18n";
import { announceConsentChange, useStoredConsent, useDiscover } from "~/lib/pages";
import { useHydrated } from "~/lib/use-hydrated";
import { NoScriptMark } from "./preference-toggles";
import { PlainButton as Button, buttonVariants } from "./ui/plain";

// The Radix switches are only needed once the visitor opens the settings: fetched then, not with every page.
const loadSwitch = () => import("./ui/switch");
const Switch = lazy(() => loadSwitch().then((m) => ({ default: m.Switch })));
const preloadSwitch = () => void loadSwitch().catch(() => {});

/**
 * Shown while no consent is stored. "Accept all", "Necessary only" and the settings' save store the
 * choice (server cookie, mirrored to localStorage); the close icon only hides it for this page view.
 * Every page's HTML has it (the server does not read the consent cookie); for a stored consent the
 * head script's `data-consent` hides it before the first paint (app.css), and after hydration it is
 * not rendered at all. Until the page has hydrated (or without JavaScript) the close icon and the
 * settings are the browser's own disclosures: the whole banner is a <details> whose summary is the
 * close icon (app.css hides a closed one), and the settings a <details> with plain checkboxes.
 */
export function CookieBanner({ lang }: { lang: Lang }) {
  const { stored } = useStoredConsent();
  const fetcher = useFetcher();
  const discover = useDiscover();
  const submitted = useRef(false);
  const location = useLocation();
  const [closed, setClosed] = useState(false);
  const [settings, setSettings] = useState(false);
  const [analytics, setAnalytics] = useState(false);
  const [marketing, setMarketing] = useState(false);
  const settingsButton = useRef<HTMLButtonElement>(null);
  const hydrated = useHydrated();

  // Once the POST is answered the cookie is there: the video embeds and the banner read it again.
  useEffect(() => {
    if (fetcher.state !== "idle") submitted.current = true;
    else if (submitted.current) {
      submitted.current = false;
      announceConsentChange();
    }
  }, [fetcher.state]);

  if (stored || closed || fetcher.formData) return null;
  const redirectTo = location.pathname + location.search;

  const body = (
    <>
      <h2 id="cookie-title" className="flex items-center gap-2 pr-8 font-semibold">
        <Cookie className="h-5 w-5 text-primary" aria-hidden /> {t(lang, "cookie.title")}
      </h2>
      <p className="mt-2 text-sm text-muted-foreground">{t(lang, "cookie.text")}</p>
      <fetcher.Form method="post" action="/preferences" className="mt-4" {...discover}>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <NoScriptMark />
        {!hydrated ? (
          <NoScriptChoices lang={lang} />
        ) : settings ? (
          <Suspense fallback={<p className="text-sm text-muted-foreground">…</p>}>
            <div className="space-y-3">
              <ConsentRow
                id="consent-necessary"
                label={t(lang, "cookie.necessary")}
                hint={t(lang, "cookie.necessaryHint")}
              >
                <Switch id="consent-necessary" checked disabled aria-readonly />
              </ConsentRow>
              <ConsentRow
                id="consent-analytics"
                label={t(lang, "cookie.analytics")}
                hint={t(lang, "cookie.analyticsHint")}
              >
                {/* Focus moves here when the view opens, instead of being lost with the pressed button. */}
                <Switch
                  id="consent-analytics"
                  name="analytics"
                  checked={analytics}
                  onCheckedChange={setAnalytics}
                  // eslint-disable-next-line jsx-a11y/no-autofocus -- only when the visitor opened the settings, so the focus is not lost with the pressed button.
                  autoFocus
                />
              </ConsentRow>
              <ConsentRow
                id="consent-marketing"
                label={t(lang, "cookie.marketing")}
                hint={t(lang, "cookie.marketingHint")}
              >
                <Switch id="consent-marketing" name="marketing" checked={marketing} onCheckedChange={setMarketing} />
              </ConsentRow>
              <ConsentButton lang={lang} value="custom" />
            </div>
          </Suspense>
        ) : (
          <div className="flex flex-wrap gap-2">
            <QuickChoices lang={lang} />
            <Button
              ref={settingsButton}
              type="button"
              variant="ghost"
              onClick={() => setSettings(true)}
              onPointerEnter={preloadSwitch}
              onFocus={preloadSwitch}
            >
              {t(lang, "cookie.settings")}
            </Button>
          </div>
        )}
      </fetcher.Form>
    </>
  );

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- one Escape handler for the whole banner; the keys reach it from its own buttons and switches.
    <section
      aria-labelledby="cookie-title"
      className="fixed inset-x-0 bottom-0 z-50 border-t border-border bg-card p-4 shadow-2xl sm:inset-x-auto sm:bottom-4 sm:left-4 sm:max-w-lg sm:rounded-xl sm:border"
      data-testid="cookie-banner"
      data-cookie-banner
      onKeyDown={(event) => {
        // Escape leaves the settings view; the focus goes back to the button that opened it.
        if (event.key !== "Escape" || !settings) return;
        setSettings(false);
        requestAnimationFrame(() => settingsButton.current?.focus());
      }}
    >
      {hydrated ? (
        <>
          <button
            type="button"
            onClick={() => setClosed(true)}
            aria-label={t(lang, "cookie.close")}
            className="absolute right-3 top-3 rounded p-1 hover:bg-muted"
          >
            <X className="h-4 w-4" aria-hidden />
          </button>
          {body}
        </>
      ) : (
        <details open data-cookie-close>
          <summary className="absolute right-3 top-3 cursor-pointer list-none rounded p-1 hover:bg-muted [&::-webkit-details-marker]:hidden">
            <X className="h-4 w-4" aria-hidden />
            <span className="sr-only">{t(lang, "cookie.close")}</span>
          </summary>
          {body}
        </details>
      )}
    </section>
  );
}

/** The banner's three answers: everything, only the necessary, or the settings as chosen. */
const CONSENT_BUTTONS = {
  all: { text: "cookie.acceptAll", variant: undefined, className: undefined },
  necessary: { text: "cookie.necessaryOnly", variant: "outline", className: undefined },
  custom: { text: "cookie.save", variant: undefined, className: "w-full" },
} as const;

function ConsentButton({ lang, value }: { lang: Lang; value: keyof typeof CONSENT_BUTTONS }) {
  const { text, variant, className } = CONSENT_BUTTONS[value];
  return (
    <Button type="submit" name="consent" value={value} variant={variant} className={className}>
      {t(lang, text)}
    </Button>
  );
}

/** All, or only the necessary: the two answers that need no settings, with and without JavaScript. */
function QuickChoices({ lang }: { lang: Lang }) {
  return (
    <>
      <ConsentButton lang={lang} value="all" />
      <ConsentButton lang={lang} value="necessary" />
    </>
  );
}

/** The choices before the page runs its JavaScript: the two buttons, and the settings as a disclosure. */
function NoScriptChoices({ lang }: { lang: Lang }) {
  const rows = [
    { id: "consent-necessary", key: "necessary", name: undefined },
    { id: "consent-analytics", key: "analytics", name: "analytics" },
    { id: "consent-marketing", key: "marketing", name: "marketing" },
  ] as const;
  return (
    <div className="flex flex-wrap gap-2">
      <QuickChoices lang={lang} />
      <details className="group w-full">
        <summary
          className={buttonVariants({
            variant: "ghost",
            className: "cursor-pointer list-none group-open:mb-3 [&::-webkit-details-marker]:hidden",
          })}
        >
          {t(lang, "cookie.settings")}
        </summary>
        <div className="space-y-3">
          {rows.map((row) => (
            <ConsentRow
              key={row.id}
              id={row.id}
              label={t(lang, `cookie.${row.key}`)}
              hint={t(lang, `cookie.${row.key}Hint`)}
            >
              {row.name ? (
                // eslint-disable-next-line jsx-a11y/role-has-required-aria-props -- a native checkbox's checked state is its aria-checked.
                <input id={row.id} type="checkbox" role="switch" name={row.name} className="h-5 w-5 accent-primary" />
              ) : (
                <input
                  id={row.id}
                  type="checkbox"
                  // eslint-disable-next-line jsx-a11y/role-has-required-aria-props -- as above: the native state.
                  role="switch"
                  defaultChecked
                  disabled
                  className="h-5 w-5 accent-primary"
                />
              )}
            </ConsentRow>
          ))}
          <ConsentButton lang={lang} value="custom" />
        </div>
      </details>
    </div>
  );
}

function ConsentRow({
  id,
  label,
  hint,
  children,
}: {
  id: string;
  label: string;
  hint: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex items-center justify-between gap-4">
      <div>
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <p className="text-xs text-muted-foreground">{hint}</p>
      </div>
      {children}
    </div>
  );
}
