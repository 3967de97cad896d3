/** Shared by the site frame and the video players: the stored consent and the event of its change. */
export const CONSENT_EVENT = "site:consent";

export function consentCookie(): { analytics: boolean; marketing: boolean } | null {
  const raw = /(?:^|; )cookieConsent=([^;]*)/.exec(document.cookie)?.[1];
  if (!raw) return null;
  try {
    const value = JSON.parse(decodeURIComponent(raw)) as { analytics?: unknown; marketing?: unknown };
    return { analytics: value.analytics === true, marketing: value.marketing === true };
  } catch {
    return null;
  }
}
