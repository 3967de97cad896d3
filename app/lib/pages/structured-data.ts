import { dateToBerlinIso } from "../i18n/berlin-time";
import { loc, type Lang } from "../i18n/languages";
import { localPath } from "../i18n/lang-path";
import { absolute, compact, CONTEXT, organizationRef, type JsonObject } from "./organization-ld";
import type { Shell } from "./shell";
import { safeHttpUrl } from "../text/url";

/*
 * JSON-LD for search engines (decision 0029): one builder per type, pure functions over what the
 * loaders already return, so a page costs no extra query. A route adds the results to its meta()
 * as { "script:ld+json": … }; React Router serialises them and escapes <, > and & as \u003c …, so
 * no text of a record can close the <script> element (tests/integration/public-site/structured-data.test.ts
 * checks that). A JSON-LD block is a data block, never executed, so the CSP needs no nonce for it.
 */

// The home page's block and the helpers live in ./organization-ld, so the home page's script does not
// carry the detail pages' builders.
export { ldJson, type JsonObject } from "./organization-ld";

type When = Date | string | number | null | undefined;

const MONTHS: Record<string, number> = {
  januar: 1, jänner: 1, january: 1, jan: 1,
  februar: 2, february: 2, feb: 2,
  märz: 3, maerz: 3, march: 3, mär: 3, mar: 3,
  april: 4, apr: 4,
  mai: 5, may: 5,
  juni: 6, june: 6, jun: 6,
  juli: 7, july: 7, jul: 7,
  august: 8, aug: 8,
  september: 9, sept: 9, sep: 9,
  oktober: 10, october: 10, okt: 10, oct: 10,
  november: 11, nov: 11,
  dezember: 12, december: 12, dez: 12, dec: 12,
}; // prettier-ignore

function isoDay(y: number, m: number, d: number): string | null {
  const check = new Date(Date.UTC(y, m - 1, d));
  if (y < 1900 || check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d)
    return null;
  return `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}

/**
 * A blog post's free-text date ('12.03.2025', '12. März 2025', '2025-03-12') as an ISO 8601 day;
 * null when the text holds no real date. The first date in the text counts.
 */
export function parseGermanDate(text: string | null | undefined): string | null {
  if (!text) return null;
  const numeric = /(\d{1,2})\.\s?(\d{1,2})\.\s?(\d{4})/.exec(text);
  if (numeric) return isoDay(Number(numeric[3]), Number(numeric[2]), Number(numeric[1]));
  const iso = /(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (iso) return isoDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const named = /(\d{1,2})\.?\s*([a-zA-ZäÄ]+)\.?\s+(\d{4})/.exec(text);
  const month = named && MONTHS[named[2].toLowerCase()];
  return named && month ? isoDay(Number(named[3]), month, Number(named[1])) : null;
}

/**
 * A price text in euros ('24,99 €', '1.299,00 EUR', 'ab 49 €', '24.99') as a number; 0 for a free
 * offer ('Kostenlos', 'Free'); null when there is no amount or it is in another currency, because
 * the Offer says EUR and a wrong currency is worse than none.
 */
export function parseEuroPrice(text: string | null | undefined): number | null {
  if (!text) return null;
  const value = text.trim();
  if (/^(kostenlos|gratis|free|0\s*€?)$/i.test(value)) return 0;
  if (/[$£¥]|\b(usd|chf|gbp)\b/i.test(value)) return null;
  const match = /\d[\d.,]*/.exec(value);
  if (!match) return null;
  let digits = match[0].replace(/[.,]$/, "");
  if (digits.includes(",")) digits = digits.replace(/\./g, "").replace(",", ".");
  else if (/\.\d{3}(\.|$)/.test(digits)) digits = digits.replace(/\./g, "");
  const price = Number(digits);
  return Number.isFinite(price) ? Math.round(price * 100) / 100 : null;
}

/* ------------------------------------------------------------------ */
/* Detail pages                                                        */
/* ------------------------------------------------------------------ */

/** A record's picture as the one-entry list schema.org takes, absolute; none without one. */
function images(origin: string, image: string | null | undefined): string[] | undefined {
  const url = absolute(origin, image);
  return url ? [url] : undefined;
}

/** An Offer in euros from a price text, with the fields a type adds; null when the text names no amount in euros. */
function euroOffer(priceText: string | null | undefined, extra: JsonObject = {}): JsonObject | null {
  const price = parseEuroPrice(priceText);
  return price === null ? null : { "@type": "Offer", price, priceCurrency: "EUR", ...extra };
}

const HOME_NAME: Record<Lang, string> = { de: "Startseite", en: "Home" };

const IN_STOCK = "https://schema.org/InStock";

/**
 * Home → list page → the page itself, with absolute URLs. The list page is named as the navigation
 * names it (so the trail reads like the menu), else by the name its type's definition gives it
 * (`page.name`), else by its segment. `url` is the page's own canonical address.
 */
export function breadcrumbLd({
  shell,
  origin,
  lang,
  section,
  sectionName,
  name,
  url,
}: {
  shell: Shell;
  origin: string;
  lang: Lang;
  /** A list page's path segment ("blog"). */
  section: string;
  sectionName?: Readonly<Record<Lang, string>>;
  name: string;
  url: string;
}): JsonObject {
  const listPath = `/${section}`;
  const navItem = shell.navigation.find((item) => item.href === listPath);
  const trail = [
    { name: HOME_NAME[lang], item: origin + localPath(lang, "/") },
    {
      name: (navItem && loc(navItem, "name", lang)) || sectionName?.[lang] || section,
      item: origin + localPath(lang, listPath),
    },
    { name, item: url },
  ];
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: trail.map((entry, i) => ({ "@type": "ListItem", position: i + 1, ...entry })),
  };
}

/** The texts and dates of a blog post that BlogPosting needs. */
type PostInput = {
  title: string;
  description: string;
  author: string;
  date: string;
  image: string | null | undefined;
  created_at: When;
  updated_at: When;
};

/**
 * A BlogPosting. datePublished is the post's own date text when it parses (that is the date the
 * page shows), else the day the record was created; dateModified is never before it.
 */
export function blogPostingLd({
  post,
  shell,
  origin,
  url,
  lang,
}: {
  post: PostInput;
  shell: Shell;
  origin: string;
  url: string;
  lang: Lang;
}): JsonObject {
  const published = parseGermanDate(post.date) ?? dateToBerlinIso(post.created_at);
  const updated = dateToBerlinIso(post.updated_at);
  // Compare as days: a parsed date has no time, and an edit on the same day is not "before" it.
  const modified = updated && published && updated.slice(0, 10) >= published.slice(0, 10) ? updated : published;
  return compact({
    "@context": CONTEXT,
    "@type": "BlogPosting",
    headline: post.title,
    description: post.description,
    image: images(origin, post.image),
    datePublished: published,
    dateModified: modified,
    author: post.author.trim() ? { "@type": "Person", name: post.author.trim() } : organizationRef(shell, origin),
    publisher: organizationRef(shell, origin),
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    inLanguage: lang,
  });
}

/** What an Event needs from an event record. */
type EventInput = {
  title: string;
  description: string;
  image: string | null | undefined;
  starts_at: When;
  ends_at: When;
  place_name: string | null | undefined;
  place_address: string | null | undefined;
  /** The free-text place shown on the page, used where the structured place is empty. */
  location: string;
  tickets_text: string | null | undefined;
  external_url: string | null | undefined;
  /** It has taken place: no ticket offer any more (the page offers no registration either). */
  past?: boolean;
  /** Registration on the page itself (issue 52): the offer is the page, its availability the seats'. */
  registrationAvailability?: string | null;
};

/**
 * An Event, or null when the event has no structured start: a date in free text ('Jeden ersten
 * Mittwoch') cannot be turned into a startDate, and an Event without one is invalid, so the page
 * then carries only its breadcrumbs. Events here are attended in person at a Place; the address is
 * the text as staff typed it (streetAddress), since it is not split into street, postcode and town.
 */
export function eventLd({
  event,
  shell,
  origin,
  url,
}: {
  event: EventInput;
  shell: Shell;
  origin: string;
  url: string;
}): JsonObject | null {
  const startDate = dateToBerlinIso(event.starts_at);
  if (!startDate) return null;
  const endDate = dateToBerlinIso(event.ends_at);
  const ends = endDate && new Date(event.ends_at!).getTime() >= new Date(event.starts_at!).getTime() ? endDate : null;
  const placeName = event.place_name?.trim() || event.location.trim();
  const placeAddress = event.place_address?.trim() || event.location.trim();
  const here = event.past ? null : (event.registrationAvailability ?? null);
  const tickets = event.past ? null : here ? url : safeHttpUrl(event.external_url);
  const availability = here ?? IN_STOCK;
  return compact({
    "@context": CONTEXT,
    "@type": "Event",
    name: event.title,
    description: event.description,
    image: images(origin, event.image),
    startDate,
    endDate: ends,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: {
      "@type": "Place",
      name: placeName,
      address: { "@type": "PostalAddress", streetAddress: placeAddress },
    },
    organizer: organizationRef(shell, origin),
    url,
    // A ticket link is an offer even where its price text names no amount.
    offers: tickets
      ? (euroOffer(event.tickets_text, { url: tickets, availability }) ?? {
          "@type": "Offer",
          url: tickets,
          availability,
        })
      : undefined,
  });
}

/** A Course with its provider, and an Offer when the price text holds an amount in euros. */
export function courseLd({
  course,
  shell,
  origin,
  url,
}: {
  course: { title: string; description: string; price: string | null | undefined; image: string | null | undefined };
  shell: Shell;
  origin: string;
  url: string;
}): JsonObject {
  const price = parseEuroPrice(course.price);
  return compact({
    "@context": CONTEXT,
    "@type": "Course",
    name: course.title,
    description: course.description,
    image: images(origin, course.image),
    url,
    provider: organizationRef(shell, origin),
    offers: euroOffer(course.price, { category: price === 0 ? "Free" : "Paid" }) ?? undefined,
  });
}

/**
 * A Product with its Offer, or null when the price text holds no amount in euros: a Product needs
 * an offer, a review or an aggregate rating, and this site has no reviews. aggregateRating is left
 * out on purpose: the shop stores one star value per product (`rating`) and no count of ratings, and
 * a rating without ratingCount/reviewCount is invalid (and a made-up count would be false).
 */
export function productLd({
  product,
  origin,
  url,
}: {
  product: {
    name: string;
    description: string;
    price: string | null | undefined;
    image: string | null | undefined;
    external_url: string | null | undefined;
  };
  origin: string;
  url: string;
}): JsonObject | null {
  // Where it is bought: the shop's outside address when it has one, else this page.
  const offers = euroOffer(product.price, { availability: IN_STOCK, url: safeHttpUrl(product.external_url) ?? url });
  if (!offers) return null;
  return compact({
    "@context": CONTEXT,
    "@type": "Product",
    name: product.name,
    description: product.description,
    image: images(origin, product.image),
    url,
    offers,
  });
}
