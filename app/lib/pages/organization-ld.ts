import type { Shell } from "./shell";
import { CONTACT_FALLBACKS } from "./site-defaults";
import { safeHttpUrl, safeImageSrc } from "../text/url";

/*
 * JSON-LD shared by every page (./structured-data has the detail pages' builders): the organisation
 * block of the home page, the reference to it, and the helpers. Apart so that the home page, whose
 * meta() runs in the browser too, downloads only this (docs/decisions/0066-first-visit-javascript-and-server-bundle.md).
 */

export type JsonObject = { [key: string]: unknown };
export const CONTEXT = "https://schema.org";

/** An absolute URL for a site path or an http(s) URL of a record; undefined for anything unsafe. */
export function absolute(origin: string, raw: string | null | undefined): string | undefined {
  const src = safeImageSrc(raw);
  if (!src) return undefined;
  return src.startsWith("/") ? origin + src : src;
}

/** Drops empty values, so a block never carries "" or null where a search engine expects a value. */
export function compact<T extends JsonObject>(object: T): T {
  return Object.fromEntries(
    Object.entries(object).filter(([, value]) => value !== undefined && value !== null && value !== ""),
  ) as T;
}

/* ------------------------------------------------------------------ */
/* The organisation                                                    */
/* ------------------------------------------------------------------ */

/** Hosts whose profile pages count as the organisation's own (sameAs); other footer links do not. */
const SOCIAL_HOSTS =
  /(^|\.)(facebook\.com|instagram\.com|linkedin\.com|xing\.com|youtube\.com|tiktok\.com|x\.com|twitter\.com|threads\.net|pinterest\.[a-z]+|mastodon\.social|bsky\.app)$/i;

function companyName(shell: Shell): string {
  return shell.settings?.company_name || CONTACT_FALLBACKS.companyName;
}

/** The organisation as publisher or provider: name and address of the site (no logo: see organizationLd). */
export function organizationRef(shell: Shell, origin: string): JsonObject {
  return { "@type": "Organization", name: companyName(shell), url: `${origin}/` };
}

/**
 * The Organization of the home page, from the general settings. Only values staff entered go in:
 * the spec's fallback contact data (info@example.com …) would be wrong facts about a real company.
 * There is no logo: the settings hold the logo as text (logo_short / logo_full), and a search engine
 * wants an image. sameAs lists the footer links that point at a social network profile.
 */
export function organizationLd(shell: Shell, origin: string): JsonObject {
  const s = shell.settings;
  const city = s?.address_city?.trim();
  const postal = city ? /^(\d{4,5})\s+(.+)$/.exec(city) : null;
  const address =
    s?.address_street || city
      ? compact({
          "@type": "PostalAddress",
          streetAddress: s?.address_street?.trim(),
          postalCode: postal?.[1],
          addressLocality: postal ? postal[2] : city,
        })
      : undefined;
  const sameAs = shell.navigation
    .map((item) => safeHttpUrl(item.href))
    .filter((href): href is string => Boolean(href) && SOCIAL_HOSTS.test(new URL(href!).hostname));
  const contactPoint =
    s?.contact_email || s?.contact_phone
      ? compact({
          "@type": "ContactPoint",
          contactType: "customer service",
          email: s.contact_email?.trim(),
          telephone: s.contact_phone?.trim(),
        })
      : undefined;
  return compact({
    "@context": CONTEXT,
    ...organizationRef(shell, origin),
    email: s?.contact_email?.trim(),
    telephone: s?.contact_phone?.trim(),
    address,
    contactPoint,
    sameAs: sameAs.length > 0 ? [...new Set(sameAs)] : undefined,
  });
}

/** Meta descriptors for JSON-LD blocks; empty builders (null) leave nothing behind. */
export function ldJson(...blocks: (JsonObject | null)[]) {
  return blocks.filter((block): block is JsonObject => block !== null).map((block) => ({ "script:ld+json": block }));
}
