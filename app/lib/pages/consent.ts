import { useMemo, useSyncExternalStore } from "react";
import { browserCookie, parseConsent, PREFERENCE_COOKIES, type CookieConsent } from "../i18n/preferences";

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells every reader that the consent cookie changed (the banner's POST has been answered). */
export function announceConsentChange() {
  for (const listener of listeners) listener();
}

/**
 * The stored cookie consent, read from the cookie in the browser. The server renders every page as if
 * none were stored (the HTML must not depend on cookies), so hydration renders that too and React then
 * re-renders with the stored value: no hydration mismatch. `stored` is true for any consent cookie, as
 * in the head script that hides the banner; `consent` is its parsed value (null when unreadable).
 */
export function useStoredConsent(): { stored: boolean; consent: CookieConsent | null } {
  const raw = useSyncExternalStore(
    subscribe,
    () => browserCookie(PREFERENCE_COOKIES.consent),
    () => null,
  );
  return useMemo(() => ({ stored: raw !== null, consent: parseConsent(raw) }), [raw]);
}
