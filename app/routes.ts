import { type RouteConfig, type RouteConfigEntry, index, layout, route } from "@react-router/dev/routes";
import { PAGE_HERO_EDITORS } from "./lib/admin/page-hero-editors";
import { LIST_TYPES, DETAIL_TYPES } from "./lib/admin/public-pages";
import { englishSegments } from "./lib/i18n/lang-path";

/** The English words of pages whose English address has one: the site's own and the types' (`page.english`). */
const ENGLISH_SEGMENTS = englishSegments();

/**
 * The public pages of one language. German pages keep the ids the file names give them (a browser
 * running an earlier bundle asks for the same ids); the English mount prefixes each id with "en/".
 * Loaders take the language from the address (lib/i18n/lang-path.ts), so one module serves both.
 */
function publicPages(lang: "de" | "en"): RouteConfigEntry[] {
  const id = (file: string, own?: string) =>
    lang === "de" ? { id: own ?? file.replace(/\.tsx?$/, "") } : { id: `en/${own ?? file.replace(/\.tsx?$/, "")}` };
  // An English address may have a word of its own for the German one (lib/i18n/lang-path.ts).
  const local = (path: string) => {
    const [first = "", ...rest] = path.split("/");
    return lang === "en" && ENGLISH_SEGMENTS[first] ? [ENGLISH_SEGMENTS[first], ...rest].join("/") : path;
  };
  const page = (path: string, file: string, own?: string) => route(local(path), file, id(file, own));
  return [
    index("routes/home.tsx", id("routes/home.tsx")),
    page("kontakt", "routes/contact.tsx"),
    // Each content type's list and record pages, as its definition declares them: the two shared
    // modules (decision 0067), mounted once per type.
    ...LIST_TYPES.map(({ key, page: { path } }) => page(path, "routes/public-list.tsx", `public-list-${key}`)),
    ...DETAIL_TYPES.map(({ key, page: { path } }) =>
      page(`${path}/:slug`, "routes/public-detail.tsx", `public-detail-${key}`),
    ),
    // The newsletter's signed links (double opt-in and one-click unsubscribe).
    page("newsletter/confirm", "routes/newsletter-confirm.tsx"),
    page("newsletter/unsubscribe", "routes/newsletter-unsubscribe.tsx"),
    // Registration for an event or a congress date (issue 52): its form's page and the personal cancel link.
    page("anmeldung/:target/:id", "routes/registration.tsx"),
    page("anmeldung/link/:token", "routes/registration-cancel.tsx"),
    // The three legal pages: one module, the page key is the path.
    page("impressum", "routes/legal.tsx", "impressum"),
    page("datenschutz", "routes/legal.tsx", "datenschutz"),
    page("cookies", "routes/legal.tsx", "cookies"),
    // The short-link overview under both of the spec's addresses (one module, two route ids).
    // In English both are "links" (lib/i18n/lang-path.ts): mounted once, /en/weiterleitungen answers 301.
    ...(lang === "de" ? [page("weiterleitungen", "routes/links.tsx", "weiterleitungen")] : []),
    page("links", "routes/links.tsx", "links"),
  ];
}

export default [
  // Visitor-facing preferences, newsletter and other resource routes (no UI of their own).
  route("preferences", "routes/preferences.ts"),
  route("newsletter", "routes/newsletter.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  // The German word under /en, as earlier English addresses had it, answers 301 to the English one.
  ...Object.keys(ENGLISH_SEGMENTS).flatMap((german) => [
    route(`en/${german}`, "routes/english-address.ts", { id: `en/renamed-${german}` }),
    route(`en/${german}/*`, "routes/english-address.ts", { id: `en/renamed-${german}-rest` }),
  ]),
  // The blog's feeds and the events' calendars, one module each for both languages (decision 0060).
  route("blog/feed.xml", "routes/blog-feed.ts", { id: "blog-feed" }),
  route("en/blog/feed.xml", "routes/blog-feed.ts", { id: "en/blog-feed" }),
  route("events/kalender.ics", "routes/events-calendar.ts", { id: "events-calendar" }),
  route("en/events/kalender.ics", "routes/events-calendar.ts", { id: "en/events-calendar" }),
  route("events/:slug/kalender.ics", "routes/event-calendar.ts", { id: "event-calendar" }),
  route("en/events/:slug/kalender.ics", "routes/event-calendar.ts", { id: "en/event-calendar" }),

  // Accounts (public-site.md 2.20): sign in, register, reset; sign-out is a POST.
  route("login", "routes/login.tsx"),
  route("login/passkey", "routes/login-passkey.ts"),
  route("logout", "routes/logout.ts"),

  // The back office: every route under this layout passes its middleware (session + staff role).
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/dashboard/route.tsx", { id: "routes/admin/dashboard" }),
    route("general", "routes/admin/general/route.tsx", { id: "routes/admin/general" }),
    route("main", "routes/admin/main.tsx"),
    route("main-sections", "routes/admin/main-sections.tsx"),
    route("index-sections", "routes/admin/index-sections.tsx"),
    route("legal", "routes/admin/legal/route.tsx", { id: "routes/admin/legal" }),
    route("weiterleitungen", "routes/admin/weiterleitungen.tsx"),
    // Screens with tabs over several content types (events + organizers, congress + speakers, community
    // features/posts/stats): one module, built from the types' `tab`; the ids are the twin modules' ones.
    route("events", "routes/admin/parent-child/route.tsx", { id: "routes/admin/events" }),
    route("kongress", "routes/admin/parent-child/route.tsx", { id: "routes/admin/congress" }),
    route("community", "routes/admin/parent-child/route.tsx", { id: "routes/admin/community" }),
    // People and messages (back-office.md 2): their own screens, not content types. Each is a folder
    // with its route modules, components and server module; the ids are the ones these routes had
    // before they moved, so a browser still running the previous bundle asks for the same ids.
    route("contact-messages", "routes/admin/contact-messages/route.tsx", { id: "routes/admin/contact-messages" }),
    route("newsletter-subscriptions", "routes/admin/newsletter/subscriptions.tsx", {
      id: "routes/admin/newsletter-subscriptions",
    }),
    route("newsletter-subscriptions/export.csv", "routes/admin/newsletter/export.ts", {
      id: "routes/admin/newsletter-export",
    }),
    route("newsletter-campaigns", "routes/admin/newsletter/campaigns.tsx", { id: "routes/admin/newsletter-campaigns" }),
    route("newsletter-campaigns/:id", "routes/admin/newsletter/campaign.tsx", {
      id: "routes/admin/newsletter-campaign",
    }),
    route("redirect-links", "routes/admin/redirect-links/route.tsx", { id: "routes/admin/redirect-links" }),
    // One short link's analytics, its QR code (two formats, one module) and the period as CSV.
    route("redirect-links/:id", "routes/admin/redirect-links/stats.tsx", { id: "routes/admin/redirect-link-stats" }),
    route("redirect-links/:id/qr.svg", "routes/admin/redirect-links/qr.ts", { id: "redirect-link-qr-svg" }),
    route("redirect-links/:id/qr.png", "routes/admin/redirect-links/qr.ts", { id: "redirect-link-qr-png" }),
    route("redirect-links/:id/clicks.csv", "routes/admin/redirect-links/clicks-csv.ts", {
      id: "routes/admin/redirect-link-csv",
    }),
    // Registrations for events and congress dates (issue 52): the overview, one record's list, its CSV
    // and the check-in at the door.
    route("anmeldungen", "routes/admin/registrations/overview.tsx", { id: "routes/admin/registrations" }),
    route("anmeldungen/:target/:id", "routes/admin/registrations/event.tsx", {
      id: "routes/admin/registrations-event",
    }),
    route("anmeldungen/:target/:id/export.csv", "routes/admin/registrations/export.ts", {
      id: "routes/admin/registrations-export",
    }),
    route("anmeldungen/:target/:id/check-in", "routes/admin/registrations/check-in.tsx", {
      id: "routes/admin/registrations-check-in",
    }),
    route("statistics", "routes/admin/statistics/route.tsx", { id: "routes/admin/statistics" }),
    route("statistics/export.csv", "routes/admin/statistics/export.ts", { id: "routes/admin/statistics-export" }),
    route("media", "routes/admin/media/route.tsx", { id: "routes/admin/media" }),
    route("users", "routes/admin/users/route.tsx", { id: "routes/admin/users" }),
    route("audit-log", "routes/admin/audit-log/route.tsx", { id: "routes/admin/audit-log" }),
    route("trash", "routes/admin/trash/route.tsx", { id: "routes/admin/trash" }),
    route("import", "routes/admin/import/route.tsx", { id: "routes/admin/import" }),
    route("backups", "routes/admin/backups/route.tsx", { id: "routes/admin/backups" }),
    route("backups/export.zip", "routes/admin/backups/export.ts", { id: "routes/admin/backups-export" }),
    route("backups/nightly/:file", "routes/admin/backups/nightly.ts", { id: "routes/admin/backups-nightly" }),
    route("audit-log/export.csv", "routes/admin/audit-log/export.ts", { id: "routes/admin/audit-log-export" }),
    route("profile", "routes/admin/profile/route.tsx", { id: "routes/admin/profile" }),
    route("profile/passkeys.json", "routes/admin/profile/passkeys.ts", { id: "routes/admin/profile-passkeys" }),
    // Page-content (hero) editors: one module, the page key comes from the route id.
    ...Object.entries(PAGE_HERO_EDITORS).map(([path, pageKey]) =>
      route(path, "routes/admin/page-hero.tsx", { id: `page-hero-${pageKey}` }),
    ),
    // Card paths of the dashboard that differ from the menu (back-office.md 2) redirect there.
    route("congress", "routes/admin/alias.tsx", { id: "alias-congress" }),
    route("newsletter", "routes/admin/alias.tsx", { id: "alias-newsletter" }),
    route("contact", "routes/admin/alias.tsx", { id: "alias-contact" }),
    // Every content type of app/lib/admin/registry.ts; screens with their own route win over it.
    route(":contentType", "routes/admin/content.tsx"),
    // A record's revisions, for every type with drafts (decision 0028).
    route(":contentType/:id/versionen", "routes/admin/revisions/route.tsx"),
    route("*", "routes/admin/not-found.tsx"),
  ]),

  // The public site: navbar, footer and cookie banner around every page (public-site.md 2.1), once in
  // German at the spec's addresses and once in English under /en (decision 0029).
  layout("routes/site-layout.tsx", [
    ...publicPages("de"),
    // A draft as its page will look, for whoever holds a signed link (decision 0028); language-free.
    route("vorschau/:type/:id", "routes/preview/route.tsx"),
    // Last: anything unknown is the site's 404 page.
    route("*", "routes/not-found.tsx"),
  ]),
  route("en", "routes/site-layout.tsx", { id: "en/site-layout" }, [
    ...publicPages("en"),
    route("*", "routes/not-found.tsx", { id: "en/not-found" }),
  ]),
] satisfies RouteConfig;
