/** The spec's contact fallbacks (public-site.md section 9) for when general settings are empty. */
export const CONTACT_FALLBACKS = {
  email: "info@example.com",
  phone: "+49 123 456789",
  location: { de: "Deutschland", en: "Germany" },
  responseTime: { de: "Innerhalb von 24 Stunden", en: "Within 24 hours" },
  companyName: "Academy",
  slogan: {
    de: "Gemeinsam zu mehr Glück und Lebensfreude.",
    en: "Together towards more happiness and joy in life.",
  },
} as const;

/**
 * The newsletter's promise until general settings hold one: the same words above every newsletter
 * form, addressing nobody, so they suit either form of address.
 */
export const NEWSLETTER_PROMISE = {
  de: "Impulse für mehr Glück im Alltag – einmal im Monat per E-Mail.",
  en: "Ideas for more happiness in everyday life – once a month in your inbox.",
} as const;

/** Built on first use and kept: creating a formatter costs more than the rest of the shell's loader. */
let berlinYear: Intl.DateTimeFormat | undefined;

/**
 * The year of the copyright line: the Berlin calendar year of the render. The server renders it into
 * the shell (so the browser hydrates the same text), and a cached page is rendered again within
 * seconds, so the line turns with the New Year.
 */
export function copyrightYear(now: Date): number {
  berlinYear ??= new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin", year: "numeric" });
  return Number(berlinYear.format(now));
}

/*
 * Pictures per page when no hero image is configured (public-site.md 2.2) and the slides shown when
 * there are no hero rows (section 4). They ship with the site as static files (public/images/, a
 * few KB each), so a page never depends on an outside image host, online or off.
 */
export const HERO_FALLBACK_IMAGES: Record<string, string> = {
  home: "/images/sunrise.webp",
  about: "/images/meadow.webp",
  services: "/images/calm.webp",
  projects: "/images/fresh.webp",
  kontakt: "/images/lake.webp",
  blog: "/images/warm.webp",
  shop: "/images/dusk.webp",
  academy: "/images/forest.webp",
  events: "/images/sunrise.webp",
  kongress: "/images/dusk.webp",
  community: "/images/meadow.webp",
  weiterleitungen: "/images/lake.webp",
};

/** The three stock slides used when there are no hero rows (public-site.md section 4). */
export const STOCK_SLIDES = ["/images/sunrise.webp", "/images/lake.webp", "/images/forest.webp"];

export const PLACEHOLDER_IMAGE =
  "data:image/svg+xml;charset=utf-8," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500" viewBox="0 0 800 500"><rect width="800" height="500" fill="#cbd5e1"/><path d="M330 300l60-80 50 60 30-40 70 60z" fill="#94a3b8"/><circle cx="360" cy="200" r="25" fill="#94a3b8"/></svg>',
  );
