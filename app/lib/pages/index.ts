/**
 * What pages offers: code outside app/lib imports its client-safe names from here, the *.server ones
 * from ./index.server. Never a *.server module here: routes' components and the browser import this.
 * Inside app/lib files name each other's files (docs/decisions/0068).
 */
export type { ActionLinkTarget } from "./action-link";
export { announceConsentChange, useStoredConsent } from "./consent";
export { eventDateText, formatEventDates } from "./event-dates";
export { blogFeedPath } from "./feeds/feed-links";
export { HYDRATE, needsHydration, useDiscover } from "./hydration";
export type { SectionIconName } from "./icons";
export { loadingTextFor } from "./loading-texts";
export { ldJson, organizationLd } from "./organization-ld";
export { pagePath, type Paging, pagingOf } from "./paging";
export { recordPageMeta, shownText } from "./record-page-meta";
export { type RootData, useRootData } from "./root-data";
export { highlight, searchTerms } from "./search";
export { type Alternates, alternatesOf, heroPageMeta, metaDescription, seoPageMeta, siteOrigin } from "./seo";
export type {
  PageProblem,
  PageSettings,
  PublicHeroSection,
  PublicIndexSection,
  PublicMainSection,
  PublicPageContent,
  PublicSettings,
  Shell,
  ShellNavigationItem,
} from "./shell";
export {
  CONTACT_FALLBACKS,
  HERO_FALLBACK_IMAGES,
  NEWSLETTER_PROMISE,
  PLACEHOLDER_IMAGE,
  STOCK_SLIDES,
} from "./site-defaults";
export { SPECULATION_RULES } from "./speculation";
export { parseEuroPrice, parseGermanDate } from "./structured-data";
