import type { GeneralSettings, HeroSection, IndexSection, MainSection, NavigationItem, PageContent } from "~db/schema";

/** Columns that only chose or ordered a record on the server (the query filtered and sorted by them). */
export const CHOOSING_COLUMNS = ["is_active", "display_order"] as const;
/** The flags that choose the pages a record shows on: `show_on_home`, `show_on_blog`, … */
export const SHOWN_ON_PREFIX = "show_on_";
/** The row's number (lists are keyed by position) and when it was written. */
export const RECORD_KEEPING_COLUMNS = ["id", "created_at", "updated_at"] as const;
/** Columns no public page shows: the record keeping and what only chose or ordered the record. */
export type Bookkeeping =
  (typeof RECORD_KEEPING_COLUMNS)[number] | (typeof CHOOSING_COLUMNS)[number] | `${typeof SHOWN_ON_PREFIX}${string}`;
/** A record as a public page receives it (lib/pages/page-language.server.ts's `publicColumns`). */
type PublicRow<T> = Omit<T, Bookkeeping>;
export type PublicHeroSection = PublicRow<HeroSection>;
export type PublicMainSection = PublicRow<MainSection>;
/** With the library's alt texts of its content image (null: not a library image). */
export type PublicIndexSection = PublicRow<IndexSection> & { image_alt_de: string | null; image_alt_en: string | null };
/** A page's hero texts and SEO fields; the query chose the record by its key. */
export type PublicPageContent = Omit<PublicRow<PageContent>, "page_key">;

/** What the navbar and footer show of a navigation entry (it is active; the query sorted the entries). */
export const NAVIGATION_FIELDS = ["name_de", "name_en", "href", "show_in_navbar", "is_footer"] as const;
export type ShellNavigationItem = Pick<NavigationItem, (typeof NAVIGATION_FIELDS)[number]>;

/**
 * The general settings every public page shows or uses (frame, meta and structured data); the back
 * office's own (notification address, backups, two-factor rule) stay home.
 */
export const FRAME_SETTINGS_FIELDS = [
  "logo_short",
  "logo_full",
  "logo_domain",
  "use_logo_full_in_navbar",
  "use_logo_full_in_footer",
  "contact_email",
  "contact_phone",
  "contact_location_de",
  "contact_location_en",
  "company_name",
  "address_street",
  "address_city",
  "slogan_de",
  "slogan_en",
  "form_of_address",
  "newsletter_promise_de",
  "newsletter_promise_en",
] as const;
export type PublicSettings = Pick<GeneralSettings, (typeof FRAME_SETTINGS_FIELDS)[number]>;

/**
 * The general settings only one page shows (a video, the contact page's answer time). They are read in
 * the same statement as the frame's, and only the page that shows one carries it in its data.
 */
export const PAGE_SETTINGS_FIELDS = [
  "video_index",
  "jetzt_sarten",
  "main_sections_grid_columns",
  "event_video",
  "congress_video",
  "academy_video",
  "response_time_de",
  "response_time_en",
] as const;
export type PageSettings = Pick<GeneralSettings, (typeof PAGE_SETTINGS_FIELDS)[number]>;

/** The navbar and footer data every public page carries. */
export type Shell = {
  navigation: ShellNavigationItem[];
  settings: PublicSettings | null;
  /** The copyright year, from the server's clock at the render (unknown on an error page without data). */
  year?: number;
};

/** What an error or not-found answer shows instead of the generic texts (public-site.md 8.2). */
export type PageProblem = {
  /** Heading, e.g. 'Service not found'. */
  title?: string;
  /** Explanation under the heading. */
  message?: string;
  /** A back link, e.g. to /services. */
  back?: { href: string; label: string };
};
