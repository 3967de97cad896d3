import { relations, sql } from "drizzle-orm";
import { index, primaryKey, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

/* ------------------------------------------------------------------ */
/* Helpers                                                             */
/* ------------------------------------------------------------------ */

/** Current time in epoch milliseconds, computed by SQLite (D1). */
const now = () => sql`(cast((julianday('now') - 2440587.5) * 86400000 as integer))`;

/** created_at / subscribed_at / clicked_at style column (ms timestamp, defaults to now). */
const timestamp = (name: string) => integer(name, { mode: "timestamp_ms" }).notNull().default(now());

/** updated_at column: defaults to now and is refreshed by Drizzle on every update. */
const updatedAt = (name = "updated_at") => timestamp(name).$onUpdate(() => new Date());

const id = () => integer("id").primaryKey({ autoIncrement: true });
const bool = (name: string, def: boolean) => integer(name, { mode: "boolean" }).notNull().default(def);
const isActive = () => bool("is_active", true);
const displayOrder = () => integer("display_order").notNull().default(0);

/**
 * The English variant of a text column whose German value keeps the column's own name (decision 0029):
 * empty means "not translated yet", and the English page shows the German text instead.
 */
const english = (name: string) => text(`${name}_en`);

/**
 * Search-engine fields of a record or page with its own address: title and description per language
 * (empty: the page's own title and text), an Open Graph image (empty: the page's image) and noindex.
 */
const seoColumns = () => ({
  seo_title: text("seo_title"),
  seo_title_en: text("seo_title_en"),
  seo_description: text("seo_description"),
  seo_description_en: text("seo_description_en"),
  og_image: text("og_image"),
  noindex: bool("noindex", false),
});

/**
 * Registration on the site (issue 52, decision 0070), the same columns on an event and a congress date:
 * 'external' (the external link, as before) or 'here'; capacity (null: unlimited), a waiting list, a
 * deadline, up to three questions (a choice when its choices are filled, else a short text) and the
 * consent line, each text with its English twin.
 */
const registrationColumns = () => ({
  // SQL defaults, so an insert that leaves them out binds no parameter for them (D1 takes 100 a query).
  registration_mode: text("registration_mode")
    .notNull()
    .default(sql`'external'`),
  registration_capacity: integer("registration_capacity"),
  registration_waitlist: integer("registration_waitlist", { mode: "boolean" })
    .notNull()
    .default(sql`false`),
  registration_deadline: integer("registration_deadline", { mode: "timestamp_ms" }),
  registration_q1: text("registration_q1"),
  registration_q1_en: english("registration_q1"),
  registration_q1_choices: text("registration_q1_choices"),
  registration_q1_choices_en: english("registration_q1_choices"),
  registration_q2: text("registration_q2"),
  registration_q2_en: english("registration_q2"),
  registration_q2_choices: text("registration_q2_choices"),
  registration_q2_choices_en: english("registration_q2_choices"),
  registration_q3: text("registration_q3"),
  registration_q3_en: english("registration_q3"),
  registration_q3_choices: text("registration_q3_choices"),
  registration_q3_choices_en: english("registration_q3_choices"),
  registration_consent: text("registration_consent"),
  registration_consent_en: english("registration_consent"),
});

/* ------------------------------------------------------------------ */
/* better-auth (TS keys camelCase, SQL columns snake_case)             */
/* ------------------------------------------------------------------ */

export const user = sqliteTable("user", {
  id: text("id").primaryKey(),
  /** Full name of the profile. */
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: integer("email_verified", { mode: "boolean" }).notNull().default(false),
  image: text("image"),
  createdAt: timestamp("created_at"),
  updatedAt: updatedAt(),
  /** 'admin' | 'moderator' | 'user' */
  role: text("role").default("user"),
  banned: integer("banned", { mode: "boolean" }).default(false),
  banReason: text("ban_reason"),
  banExpires: integer("ban_expires", { mode: "timestamp_ms" }),
  /** better-auth's two-factor plugin: true once an authenticator app was confirmed with a first code. */
  twoFactorEnabled: integer("two_factor_enabled", { mode: "boolean" }).default(false),
  /** The back office's language for this person: 'de' (default) | 'en', chosen on the profile. */
  adminLanguage: text("admin_language").notNull().default("de"),
});

export const session = sqliteTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    token: text("token").notNull().unique(),
    createdAt: timestamp("created_at"),
    updatedAt: updatedAt(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    impersonatedBy: text("impersonated_by"),
    /** Approximate place of the sign-in ("Berlin, DE") from Cloudflare's request data, where present. */
    location: text("location"),
    /** Last request seen with this session (written at most every few minutes by the gate). */
    lastSeenAt: integer("last_seen_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("session_user_id_idx").on(t.userId)],
);

export const account = sqliteTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: integer("access_token_expires_at", {
      mode: "timestamp_ms",
    }),
    refreshTokenExpiresAt: integer("refresh_token_expires_at", {
      mode: "timestamp_ms",
    }),
    scope: text("scope"),
    password: text("password"),
    createdAt: timestamp("created_at"),
    updatedAt: updatedAt(),
  },
  (t) => [index("account_user_id_idx").on(t.userId)],
);

export const verification = sqliteTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    createdAt: timestamp("created_at"),
    updatedAt: updatedAt(),
  },
  (t) => [index("verification_identifier_idx").on(t.identifier)],
);

/** better-auth's two-factor plugin: one authenticator secret and the backup codes per account (both encrypted by better-auth). */
export const twoFactor = sqliteTable(
  "two_factor",
  {
    id: text("id").primaryKey(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    verified: integer("verified", { mode: "boolean" }).default(true),
    failedVerificationCount: integer("failed_verification_count").default(0),
    lockedUntil: integer("locked_until", { mode: "timestamp_ms" }),
  },
  (t) => [index("two_factor_user_id_idx").on(t.userId), index("two_factor_secret_idx").on(t.secret)],
);

/** better-auth's passkey plugin: WebAuthn credentials of an account. */
export const passkey = sqliteTable(
  "passkey",
  {
    id: text("id").primaryKey(),
    name: text("name"),
    publicKey: text("public_key").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    credentialID: text("credential_id").notNull(),
    counter: integer("counter").notNull(),
    deviceType: text("device_type").notNull(),
    backedUp: integer("backed_up", { mode: "boolean" }).notNull(),
    transports: text("transports"),
    createdAt: integer("created_at", { mode: "timestamp_ms" }),
    aaguid: text("aaguid"),
    /** Last sign-in with this passkey (ours; better-auth keeps only the counter). */
    lastUsedAt: integer("last_used_at", { mode: "timestamp_ms" }),
  },
  // Unique: sign-in looks a passkey up by its credential id, so two rows with one id would pick either.
  (t) => [index("passkey_user_id_idx").on(t.userId), uniqueIndex("passkey_credential_id_unique").on(t.credentialID)],
);

/**
 * What the profile shows of a browser trusted for 30 days ("Diesem Browser vertrauen"). The trust
 * itself is better-auth's verification row `trust-device-…` (value: the user id), which it replaces
 * with a new identifier at every sign-in from that browser; this row follows it (app/lib/accounts/trusted-browsers.server.ts).
 */
export const trustedBrowser = sqliteTable(
  "trusted_browser",
  {
    /** The identifier of the verification row that holds the trust now. */
    identifier: text("identifier").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    userAgent: text("user_agent"),
    location: text("location"),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    lastUsedAt: integer("last_used_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("trusted_browser_user_id_idx").on(t.userId)],
);

/* ------------------------------------------------------------------ */
/* Site settings & navigation                                          */
/* ------------------------------------------------------------------ */

export const navigationItems = sqliteTable(
  "navigation_items",
  {
    id: id(),
    name_de: text("name_de").notNull(),
    name_en: text("name_en").notNull(),
    href: text("href").notNull(),
    display_order: displayOrder(),
    is_active: isActive(),
    show_in_navbar: bool("show_in_navbar", true),
    is_footer: bool("is_footer", true),
  },
  (t) => [index("navigation_items_active_order_idx").on(t.is_active, t.display_order)],
);

/** Single row, id = 1. */
export const generalSettings = sqliteTable("general_settings", {
  id: integer("id").primaryKey(),
  video_index: text("video_index"),
  jetzt_sarten: text("jetzt_sarten"),
  event_video: text("event_video"),
  congress_video: text("congress_video"),
  academy_video: text("academy_video"),
  logo_short: text("logo_short").notNull().default("BH"),
  logo_full: text("logo_full"),
  logo_domain: text("logo_domain"),
  use_logo_full_in_navbar: bool("use_logo_full_in_navbar", true),
  use_logo_full_in_footer: bool("use_logo_full_in_footer", true),
  contact_email: text("contact_email"),
  contact_phone: text("contact_phone"),
  contact_location_de: text("contact_location_de"),
  contact_location_en: text("contact_location_en"),
  company_name: text("company_name"),
  address_street: text("address_street"),
  address_city: text("address_city"),
  response_time_de: text("response_time_de"),
  response_time_en: text("response_time_en"),
  slogan_de: text("slogan_de"),
  slogan_en: text("slogan_en"),
  main_sections_grid_columns: integer("main_sections_grid_columns").notNull().default(3),
  /** Every staff account must have a second factor (authenticator app or passkey) to use the back office. */
  require_two_factor: bool("require_two_factor", false),
  /** Where a mail goes for each new contact message (empty: the contact address). */
  notify_email: text("notify_email"),
  /** Whether each new contact message is mailed to the owner (on by default, migration 0019). */
  notify_contact_messages: bool("notify_contact_messages", true),
  /** How fixed public texts address the visitor: 'sie' (default) | 'du'. */
  form_of_address: text("form_of_address").notNull().default("sie"),
  /** The newsletter's one promise (how often, what), shown wherever the site offers it. */
  newsletter_promise_de: text("newsletter_promise_de"),
  newsletter_promise_en: text("newsletter_promise_en"),
  /** How many nightly backups R2 keeps (the oldest beyond go). */
  backup_keep: integer("backup_keep").notNull().default(30),
  /** A mail to notify_email for each registration for an event (decision 0070). */
  registration_notify: bool("registration_notify", true),
  /** Days after a past event its registrations are reduced to counts. */
  registration_keep_days: integer("registration_keep_days").notNull().default(90),
  /** Days the daily rollups of the visitor statistics are kept (decision 0071). */
  statistics_keep_days: integer("statistics_keep_days").notNull().default(730),
  updated_at: updatedAt(),
});

/* ------------------------------------------------------------------ */
/* Home page                                                           */
/* ------------------------------------------------------------------ */

export const heroSections = sqliteTable(
  "hero_sections",
  {
    id: id(),
    background_image: text("background_image").notNull(),
    header_de: text("header_de").notNull(),
    header_en: text("header_en").notNull(),
    subheader_de: text("subheader_de").notNull(),
    subheader_en: text("subheader_en").notNull(),
    text_de: text("text_de").notNull(),
    text_en: text("text_en").notNull(),
    button_text_de: text("button_text_de").notNull(),
    button_text_en: text("button_text_en").notNull(),
    button_link: text("button_link").notNull(),
    /** '_blank' | '_self' */
    button_target: text("button_target").notNull().default("_blank"),
    video_url: text("video_url"),
    display_duration: integer("display_duration").notNull().default(5000),
    is_active: isActive(),
    created_at: timestamp("created_at"),
  },
  (t) => [index("hero_sections_active_created_idx").on(t.is_active, t.created_at)],
);

export const mainSections = sqliteTable(
  "main_sections",
  {
    id: id(),
    title_de: text("title_de").notNull(),
    title_en: text("title_en").notNull(),
    description_de: text("description_de").notNull(),
    description_en: text("description_en").notNull(),
    /** Users | BookOpen | ShoppingBag | MessageCircle | GraduationCap | Calendar | Settings */
    icon_name: text("icon_name").notNull().default("Users"),
    image_url: text("image_url").notNull(),
    link_path: text("link_path").notNull(),
    display_order: displayOrder(),
    is_active: isActive(),
    updated_at: updatedAt(),
  },
  (t) => [index("main_sections_active_order_idx").on(t.is_active, t.display_order)],
);

export const indexSections = sqliteTable(
  "index_sections",
  {
    id: id(),
    title_de: text("title_de").notNull(),
    title_en: text("title_en").notNull(),
    subtitle_de: text("subtitle_de"),
    subtitle_en: text("subtitle_en"),
    description_de: text("description_de").notNull(),
    description_en: text("description_en").notNull(),
    background_image: text("background_image"),
    content_image: text("content_image").notNull(),
    /** 'text-left' | 'text-right' */
    layout: text("layout").notNull().default("text-left"),
    has_external_link: bool("has_external_link", false),
    external_link: text("external_link"),
    /** true = open in the same window (stored as a real boolean). */
    link_on_page: bool("link_on_page", false),
    display_order: displayOrder(),
    is_active: isActive(),
    show_on_home: bool("show_on_home", true),
    show_on_blog: bool("show_on_blog", false),
    show_on_projects: bool("show_on_projects", false),
    show_on_shop: bool("show_on_shop", false),
    show_on_academy: bool("show_on_academy", false),
    show_on_congress: bool("show_on_congress", false),
    show_on_events: bool("show_on_events", false),
    show_on_services: bool("show_on_services", false),
    show_on_about: bool("show_on_about", false),
    created_at: timestamp("created_at"),
    updated_at: updatedAt(),
  },
  (t) => [index("index_sections_active_order_idx").on(t.is_active, t.display_order)],
);

/* ------------------------------------------------------------------ */
/* About, services, projects, page heroes                              */
/* ------------------------------------------------------------------ */

export const aboutSections = sqliteTable(
  "about_sections",
  {
    id: id(),
    title_de: text("title_de").notNull(),
    title_en: text("title_en").notNull(),
    subtitle_de: text("subtitle_de"),
    subtitle_en: text("subtitle_en"),
    description_de: text("description_de").notNull(),
    description_en: text("description_en").notNull(),
    image_url: text("image_url").notNull(),
    background_image: text("background_image"),
    hero_background_image: text("hero_background_image"),
    external_link: bool("external_link", false),
    external_url: text("external_url"),
    /** true = open in the same window */
    link_on_page: bool("link_on_page", false),
    display_order: displayOrder(),
    is_active: isActive(),
    created_at: timestamp("created_at"),
    updated_at: updatedAt(),
  },
  (t) => [index("about_sections_active_order_idx").on(t.is_active, t.display_order)],
);

export const services = sqliteTable(
  "services",
  {
    id: id(),
    title_de: text("title_de").notNull(),
    title_en: text("title_en").notNull(),
    subtitle_de: text("subtitle_de"),
    subtitle_en: text("subtitle_en"),
    description_de: text("description_de").notNull(),
    description_en: text("description_en").notNull(),
    image_url: text("image_url").notNull(),
    background_image: text("background_image"),
    hero_background_image: text("hero_background_image"),
    external_url: text("external_url"),
    /** true = open in the same window */
    link_on_page: bool("link_on_page", false),
    display_order: displayOrder(),
    is_active: isActive(),
    created_at: timestamp("created_at"),
    updated_at: updatedAt(),
  },
  (t) => [index("services_active_order_idx").on(t.is_active, t.display_order)],
);

export const serviceDetails = sqliteTable(
  "service_details",
  {
    id: id(),
    slug: text("slug").notNull().unique(),
    title_de: text("title_de").notNull(),
    title_en: text("title_en").notNull(),
    subtitle_de: text("subtitle_de"),
    subtitle_en: text("subtitle_en"),
    description_de: text("description_de").notNull(),
    description_en: text("description_en").notNull(),
    image_url: text("image_url"),
    ...seoColumns(),
    is_active: isActive(),
    display_order: displayOrder(),
    created_at: timestamp("created_at"),
  },
  (t) => [index("service_details_active_order_idx").on(t.is_active, t.display_order)],
);

/** Page hero / page content, one row per page key (spec: page_name). */
export const pageContents = sqliteTable("page_contents", {
  id: id(),
  page_key: text("page_key").notNull().unique(),
  title_de: text("title_de").notNull(),
  title_en: text("title_en").notNull(),
  subtitle_de: text("subtitle_de"),
  subtitle_en: text("subtitle_en"),
  description_de: text("description_de").notNull(),
  description_en: text("description_en").notNull(),
  hero_background_image: text("hero_background_image"),
  ...seoColumns(),
  is_active: isActive(),
  updated_at: updatedAt(),
});

export const projects = sqliteTable(
  "projects",
  {
    id: id(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    title_en: english("title"),
    description_en: english("description"),
    image_url: text("image_url").notNull(),
    hero_background_image: text("hero_background_image"),
    project_url: text("project_url").notNull(),
    skills: text("skills", { mode: "json" })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    featured: bool("featured", false),
    display_order: displayOrder(),
    is_active: isActive(),
    created_at: timestamp("created_at"),
  },
  (t) => [
    index("projects_active_order_idx").on(t.is_active, t.display_order),
    index("projects_featured_idx").on(t.featured),
  ],
);

/* ------------------------------------------------------------------ */
/* Blog, shop, academy                                                 */
/* ------------------------------------------------------------------ */

export const blogPosts = sqliteTable(
  "blog_posts",
  {
    id: id(),
    title: text("title").notNull(),
    slug: text("slug").unique(),
    excerpt: text("excerpt").notNull(),
    content: text("content"),
    category: text("category").notNull(),
    author: text("author").notNull(),
    /** Free text, German format e.g. '12.03.2025'. */
    date: text("date").notNull(),
    /** The day `date` names (YYYY-MM-DD), written on every save: lists and feeds sort by it (migration 0019). */
    published_on: text("published_on"),
    image_url: text("image_url").notNull(),
    featured: bool("featured", false),
    external_url: text("external_url"),
    show_external_link: bool("show_external_link", false),
    title_en: english("title"),
    slug_en: english("slug").unique(),
    excerpt_en: english("excerpt"),
    content_en: english("content"),
    category_en: english("category"),
    ...seoColumns(),
    created_at: timestamp("created_at"),
    updated_at: updatedAt(),
  },
  (t) => [
    index("blog_posts_created_idx").on(t.created_at),
    index("blog_posts_featured_created_idx").on(t.featured, t.created_at),
    index("blog_posts_published_idx").on(t.published_on, t.created_at),
  ],
);

export const shopProducts = sqliteTable(
  "shop_products",
  {
    id: id(),
    slug: text("slug").unique(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    detailed_description: text("detailed_description"),
    category: text("category").notNull(),
    /** Text such as '24,99 €'. */
    price: text("price").notNull(),
    rating: real("rating").notNull().default(4.5),
    image_url: text("image_url").notNull(),
    external_url: text("external_url").notNull(),
    featured: bool("featured", false),
    show_details_button: bool("show_details_button", false),
    slug_en: english("slug").unique(),
    name_en: english("name"),
    description_en: english("description"),
    detailed_description_en: english("detailed_description"),
    category_en: english("category"),
    ...seoColumns(),
    created_at: timestamp("created_at"),
    updated_at: updatedAt(),
  },
  (t) => [
    index("shop_products_created_idx").on(t.created_at),
    index("shop_products_featured_created_idx").on(t.featured, t.created_at),
  ],
);

export const academyCourses = sqliteTable(
  "academy_courses",
  {
    id: id(),
    slug: text("slug").unique(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    detailed_description: text("detailed_description"),
    instructor: text("instructor").notNull(),
    duration: text("duration").notNull(),
    modules: integer("modules").notNull().default(1),
    students: integer("students").notNull().default(0),
    price: text("price").notNull(),
    rating: real("rating").notNull().default(4.5),
    image_url: text("image_url").notNull(),
    external_url: text("external_url").notNull(),
    featured: bool("featured", false),
    show_details_button: bool("show_details_button", false),
    slug_en: english("slug").unique(),
    title_en: english("title"),
    description_en: english("description"),
    detailed_description_en: english("detailed_description"),
    duration_en: english("duration"),
    ...seoColumns(),
    created_at: timestamp("created_at"),
    updated_at: updatedAt(),
  },
  (t) => [index("academy_courses_created_idx").on(t.created_at), index("academy_courses_featured_idx").on(t.featured)],
);

/* ------------------------------------------------------------------ */
/* Events & congress                                                   */
/* ------------------------------------------------------------------ */

export const events = sqliteTable(
  "events",
  {
    id: id(),
    slug: text("slug").unique(),
    title: text("title").notNull(),
    subtitle: text("subtitle").notNull(),
    description: text("description").notNull(),
    detail_description: text("detail_description"),
    /** Staff's own date text, shown instead of the one made from starts_at/ends_at; '' for none. */
    date_text: text("date_text").notNull(),
    location: text("location").notNull(),
    tickets_text: text("tickets_text").notNull(),
    image_url: text("image_url").notNull(),
    video: text("video"),
    external_url: text("external_url").notNull(),
    featured: bool("featured", false),
    slug_en: english("slug").unique(),
    title_en: english("title"),
    subtitle_en: english("subtitle"),
    description_en: english("description"),
    detail_description_en: english("detail_description"),
    date_text_en: english("date_text"),
    location_en: english("location"),
    tickets_text_en: english("tickets_text"),
    /**
     * When it starts and ends (Berlin time on the form): the page's date text is made from them unless
     * `date_text` overrides it (then not empty), they order the lists and tell when it is past; and
     * where, for search engines (structured data).
     */
    starts_at: integer("starts_at", { mode: "timestamp_ms" }),
    ends_at: integer("ends_at", { mode: "timestamp_ms" }),
    place_name: text("place_name"),
    place_address: text("place_address"),
    ...registrationColumns(),
    ...seoColumns(),
    created_at: timestamp("created_at"),
    updated_at: updatedAt(),
  },
  (t) => [
    index("events_created_idx").on(t.created_at),
    index("events_featured_created_idx").on(t.featured, t.created_at),
  ],
);

export const eventOrganizers = sqliteTable(
  "event_organizers",
  {
    id: id(),
    event_event_id: integer("event_event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    title: text("title").notNull(),
    bio: text("bio").notNull(),
    title_en: english("title"),
    bio_en: english("bio"),
    image_url: text("image_url").notNull(),
    created_at: timestamp("created_at"),
  },
  (t) => [index("event_organizers_event_idx").on(t.event_event_id)],
);

export const congressEvents = sqliteTable(
  "congress_events",
  {
    id: id(),
    title: text("title").notNull(),
    subtitle: text("subtitle").notNull(),
    description: text("description").notNull(),
    /** Staff's own date text, shown instead of the one made from starts_at/ends_at; '' for none. */
    date_text: text("date_text").notNull(),
    location: text("location").notNull(),
    tickets_text: text("tickets_text").notNull(),
    image_url: text("image_url").notNull(),
    video: text("video"),
    external_url: text("external_url").notNull(),
    title_en: english("title"),
    subtitle_en: english("subtitle"),
    description_en: english("description"),
    date_text_en: english("date_text"),
    location_en: english("location"),
    tickets_text_en: english("tickets_text"),
    /** When it starts and ends: the page's date text is made from them, and a past congress is no longer invited to. */
    starts_at: integer("starts_at", { mode: "timestamp_ms" }),
    ends_at: integer("ends_at", { mode: "timestamp_ms" }),
    ...registrationColumns(),
    created_at: timestamp("created_at"),
    updated_at: updatedAt(),
  },
  (t) => [index("congress_events_created_idx").on(t.created_at)],
);

export const congressSpeakers = sqliteTable(
  "congress_speakers",
  {
    id: id(),
    congress_event_id: integer("congress_event_id")
      .notNull()
      .references(() => congressEvents.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    title: text("title").notNull(),
    bio: text("bio").notNull(),
    title_en: english("title"),
    bio_en: english("bio"),
    image_url: text("image_url").notNull(),
    created_at: timestamp("created_at"),
  },
  (t) => [index("congress_speakers_congress_idx").on(t.congress_event_id)],
);

/**
 * One person's registration for an event or a congress date (exactly one of the two ids). Whether a
 * seat is theirs is decided by one conditional insert (lib/registrations/seats.server.ts); waiting
 * rows move up in id order. `email` is kept lower-case, once per event. After the retention period of
 * a past event the personal columns are cleared (`reduced_at`) and the row only counts.
 */
export const eventRegistrations = sqliteTable(
  "event_registrations",
  {
    id: id(),
    event_id: integer("event_id").references(() => events.id, { onDelete: "cascade" }),
    congress_event_id: integer("congress_event_id").references(() => congressEvents.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email"),
    /** The language of the page it came from: 'de' | 'en'; its mails are written in it. */
    lang: text("lang").notNull().default("de"),
    /** The answers to the event's questions (JSON array of up to three strings). */
    answers: text("answers"),
    /** 'confirmed' | 'waiting' | 'cancelled' | 'attended' */
    status: text("status").notNull(),
    /**
     * A random key of the row: the personal cancel link carries an HMAC of the id with it (so every mail
     * can carry the link again); a new key makes earlier links void.
     */
    cancel_key: text("cancel_key").notNull(),
    added_by_staff: bool("added_by_staff", false),
    reminded_at: integer("reminded_at", { mode: "timestamp_ms" }),
    reduced_at: integer("reduced_at", { mode: "timestamp_ms" }),
    created_at: timestamp("created_at"),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex("event_registrations_event_email_unique").on(t.event_id, t.email),
    uniqueIndex("event_registrations_congress_email_unique").on(t.congress_event_id, t.email),
    index("event_registrations_event_status_idx").on(t.event_id, t.status, t.id),
    index("event_registrations_congress_status_idx").on(t.congress_event_id, t.status, t.id),
  ],
);

/* ------------------------------------------------------------------ */
/* Community                                                           */
/* ------------------------------------------------------------------ */

export const communityFeatures = sqliteTable(
  "community_features",
  {
    id: id(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    detail_description: text("detail_description"),
    icon_name: text("icon_name").notNull(),
    image_url: text("image_url").notNull(),
    external_url: text("external_url").notNull(),
    title_en: english("title"),
    description_en: english("description"),
    detail_description_en: english("detail_description"),
    created_at: timestamp("created_at"),
    updated_at: updatedAt(),
  },
  (t) => [index("community_features_created_idx").on(t.created_at)],
);

export const communityPosts = sqliteTable(
  "community_posts",
  {
    id: id(),
    author: text("author").notNull(),
    /** Free text such as 'vor 2 Stunden'. */
    time_text: text("time_text").notNull(),
    content: text("content").notNull(),
    likes: integer("likes").notNull().default(0),
    comments: integer("comments").notNull().default(0),
    category: text("category").notNull(),
    external_url: text("external_url").notNull(),
    time_text_en: english("time_text"),
    content_en: english("content"),
    category_en: english("category"),
    created_at: timestamp("created_at"),
  },
  (t) => [index("community_posts_created_idx").on(t.created_at)],
);

export const communityStats = sqliteTable(
  "community_stats",
  {
    id: id(),
    stat_key: text("stat_key").notNull(),
    /** Text such as '2,547'. */
    stat_value: text("stat_value").notNull(),
    stat_label_de: text("stat_label_de").notNull(),
    stat_label_en: text("stat_label_en").notNull(),
    icon_name: text("icon_name").notNull(),
    display_order: displayOrder(),
    is_active: isActive(),
    updated_at: updatedAt(),
  },
  (t) => [index("community_stats_active_order_idx").on(t.is_active, t.display_order)],
);

/* ------------------------------------------------------------------ */
/* Short links                                                         */
/* ------------------------------------------------------------------ */

export const redirectLinks = sqliteTable(
  "redirect_links",
  {
    id: id(),
    short_code: text("short_code").notNull().unique(),
    target_url: text("target_url").notNull(),
    description: text("description"),
    detailed_description: text("detailed_description"),
    image_url: text("image_url"),
    /** Card visible on the public overview. */
    is_active: isActive(),
    /** Short-code route resolves only when true. */
    redirect_active: bool("redirect_active", true),
    display_order: displayOrder(),
    click_count: integer("click_count").notNull().default(0),
    /** Optional: before this moment the code answers 404 as if it did not exist yet. */
    starts_at: integer("starts_at", { mode: "timestamp_ms" }),
    /** Optional: from this moment the link is expired (redirect to expired_url, or a 410 page). */
    expires_at: integer("expires_at", { mode: "timestamp_ms" }),
    expired_url: text("expired_url"),
    created_at: timestamp("created_at"),
    updated_at: updatedAt(),
  },
  (t) => [index("redirect_links_active_order_idx").on(t.is_active, t.display_order)],
);

export const linkClicks = sqliteTable(
  "link_clicks",
  {
    id: id(),
    link_id: integer("link_id")
      .notNull()
      .references(() => redirectLinks.id, { onDelete: "cascade" }),
    clicked_at: timestamp("clicked_at"),
    referrer_host: text("referrer_host"),
    country: text("country"),
    /** e.g. 'desktop' | 'mobile' | 'tablet' | 'unknown' */
    device: text("device").notNull().default("unknown"),
    is_bot: bool("is_bot", false),
    /**
     * The click's own id, given at the redirect: a queue batch delivered twice inserts nothing the
     * second time (unique), and counts are raised only for ids not yet stored. Null for old rows.
     */
    click_id: text("click_id"),
    /** SHA-256 of (salt of the day, address, user agent); the salt is deleted after its day. Never the IP. */
    visitor_hash: text("visitor_hash"),
  },
  (t) => [
    index("link_clicks_link_clicked_idx").on(t.link_id, t.clicked_at),
    uniqueIndex("link_clicks_click_id_idx").on(t.click_id),
    index("link_clicks_link_visitor_idx").on(t.link_id, t.visitor_hash),
  ],
);

/**
 * Daily rollups per link (day = calendar day in Europe/Berlin, 'YYYY-MM-DD'): written in the same D1
 * batch as the click rows, so they are exact; the charts read them and outlive the pruned raw rows.
 */
export const linkClickDays = sqliteTable(
  "link_click_days",
  {
    link_id: integer("link_id")
      .notNull()
      .references(() => redirectLinks.id, { onDelete: "cascade" }),
    day: text("day").notNull(),
    clicks: integer("clicks").notNull().default(0),
    visitors: integer("visitors").notNull().default(0),
    bot_clicks: integer("bot_clicks").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.link_id, t.day] })],
);

/** Per day and link: human clicks by referrer host, country or device ('' = none/unknown). */
export const linkClickDayDims = sqliteTable(
  "link_click_day_dims",
  {
    link_id: integer("link_id")
      .notNull()
      .references(() => redirectLinks.id, { onDelete: "cascade" }),
    day: text("day").notNull(),
    /** 'referrer' | 'country' | 'device' */
    kind: text("kind").notNull(),
    value: text("value").notNull(),
    clicks: integer("clicks").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.link_id, t.day, t.kind, t.value] })],
);

/** The random salt of each day for visitor hashes; rows of past days are deleted by the daily cron. */
export const visitorSalts = sqliteTable("visitor_salts", {
  day: text("day").primaryKey(),
  salt: text("salt").notNull(),
});

/* Visitor statistics (docs/decisions/0071-visitor-statistics.md): daily rollups, nothing per person. */

/** Page views and unique visitors per day (Europe/Berlin); bots, staff and prefetches are never in it. */
export const pageViewDays = sqliteTable("page_view_days", {
  day: text("day").primaryKey(),
  views: integer("views").notNull().default(0),
  visitors: integer("visitors").notNull().default(0),
});

/**
 * Views per day by one property: 'page' (path), 'language', 'referrer' (host; '' none, '=' the site
 * itself), 'country' ('' unknown), 'device', 'source' | 'medium' | 'campaign' (utm_*).
 */
export const pageViewDayDims = sqliteTable(
  "page_view_day_dims",
  {
    day: text("day").notNull(),
    kind: text("kind").notNull(),
    value: text("value").notNull(),
    views: integer("views").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.kind, t.value] }),
    index("page_view_day_dims_kind_value_idx").on(t.kind, t.value, t.day),
  ],
);

/** The visitor keys of a day, to count each once; rows of past days are deleted by the daily cron. */
export const pageViewVisitors = sqliteTable(
  "page_view_visitors",
  { day: text("day").notNull(), visitor: text("visitor").notNull() },
  (t) => [primaryKey({ columns: [t.day, t.visitor] })],
);

/** Queue messages already written (a redelivery changes nothing); kept as long as the queue may redeliver. */
export const pageViewMessages = sqliteTable(
  "page_view_messages",
  { id: text("id").primaryKey(), received_at: integer("received_at").notNull() },
  (t) => [index("page_view_messages_received_idx").on(t.received_at)],
);

/* ------------------------------------------------------------------ */
/* Legal                                                               */
/* ------------------------------------------------------------------ */

export const legalPages = sqliteTable("legal_pages", {
  id: id(),
  /** 'impressum' | 'datenschutz' | 'cookies' */
  page_key: text("page_key").notNull().unique(),
  title_de: text("title_de").notNull(),
  title_en: text("title_en").notNull(),
  content_de: text("content_de").notNull(),
  content_en: text("content_en").notNull(),
  is_active: isActive(),
  updated_at: updatedAt(),
});

/* ------------------------------------------------------------------ */
/* Newsletter & contact                                                */
/* ------------------------------------------------------------------ */

export const newsletterSubscriptions = sqliteTable(
  "newsletter_subscriptions",
  {
    id: id(),
    email: text("email").notNull().unique(),
    name: text("name"),
    website: text("website"),
    /** The admin's switch: false = switched off. The form never switches an address back on. */
    is_active: isActive(),
    subscribed_at: timestamp("subscribed_at"),
    /**
     * Double opt-in state: 'pending' (form sent, link not yet followed) | 'confirmed' |
     * 'unsubscribed'. Only confirmed AND active addresses receive campaigns.
     */
    status: text("status").notNull().default("pending"),
    /** Language of the sign-up: confirmation mail and campaigns ('de' | 'en'). */
    lang: text("lang").notNull().default("de"),
    /** Consent record: when the form was sent, from which page, the consent text and its version. */
    consent_requested_at: integer("consent_requested_at", { mode: "timestamp_ms" }),
    consent_page: text("consent_page"),
    consent_text: text("consent_text"),
    consent_version: text("consent_version"),
    /** When the confirmation link was followed. */
    confirmed_at: integer("confirmed_at", { mode: "timestamp_ms" }),
    unsubscribed_at: integer("unsubscribed_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    index("newsletter_subscriptions_subscribed_idx").on(t.subscribed_at),
    index("newsletter_subscriptions_status_idx").on(t.status, t.lang),
    // The back office's list filtered by opt-in state, newest first: read in index order, no sort.
    index("newsletter_subscriptions_status_subscribed_idx").on(t.status, t.subscribed_at),
  ],
);

/** A newsletter campaign, written in German and English (Markdown bodies). */
export const newsletterCampaigns = sqliteTable("newsletter_campaigns", {
  id: id(),
  subject_de: text("subject_de").notNull().default(""),
  subject_en: text("subject_en").notNull().default(""),
  preheader_de: text("preheader_de").notNull().default(""),
  preheader_en: text("preheader_en").notNull().default(""),
  body_de: text("body_de").notNull().default(""),
  body_en: text("body_en").notNull().default(""),
  /** 'draft' | 'sending' | 'sent'; only a draft can be edited or sent. */
  status: text("status").notNull().default("draft"),
  /** Who receives it: 'de' | 'en' | 'both' (set when sending starts). */
  audience: text("audience"),
  created_at: timestamp("created_at"),
  updated_at: updatedAt(),
  sent_at: integer("sent_at", { mode: "timestamp_ms" }),
  finished_at: integer("finished_at", { mode: "timestamp_ms" }),
});

/**
 * One row per subscriber and campaign, written when sending starts. The unique index is what makes
 * "never twice" hold: a recipient is claimed (queued → sending) before its mail goes out. Deleting a
 * subscriber keeps the row without the link to the person, so the campaign's counts stay.
 */
export const newsletterCampaignRecipients = sqliteTable(
  "newsletter_campaign_recipients",
  {
    id: id(),
    campaign_id: integer("campaign_id")
      .notNull()
      .references(() => newsletterCampaigns.id, { onDelete: "cascade" }),
    subscription_id: integer("subscription_id").references(() => newsletterSubscriptions.id, { onDelete: "set null" }),
    lang: text("lang").notNull().default("de"),
    /** 'queued' | 'sending' | 'sent' | 'failed' */
    status: text("status").notNull().default("queued"),
    error: text("error"),
    claimed_at: integer("claimed_at", { mode: "timestamp_ms" }),
    sent_at: integer("sent_at", { mode: "timestamp_ms" }),
    /** Set when this campaign's unsubscribe link was used. */
    unsubscribed_at: integer("unsubscribed_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    uniqueIndex("newsletter_campaign_recipients_unique").on(t.campaign_id, t.subscription_id),
    index("newsletter_campaign_recipients_status_idx").on(t.campaign_id, t.status),
  ],
);

export const contactMessages = sqliteTable(
  "contact_messages",
  {
    id: id(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    company: text("company"),
    website: text("website"),
    message: text("message").notNull(),
    /** The language of the page the visitor wrote from: 'de' | 'en'; replies are mailed in it. */
    lang: text("lang").notNull().default("de"),
    /**
     * Held back by the form's bounds (one stamp's posts, the site's messages per hour): listed under
     * 'Verdacht auf Spam' until staff say otherwise, and no notification was mailed.
     */
    suspected_spam: bool("suspected_spam", false),
    created_at: timestamp("created_at"),
  },
  (t) => [
    index("contact_messages_created_idx").on(t.created_at),
    index("contact_messages_spam_created_idx").on(t.suspected_spam, t.created_at),
  ],
);

export const contactReplies = sqliteTable(
  "contact_replies",
  {
    id: id(),
    contact_message_id: integer("contact_message_id")
      .notNull()
      .references(() => contactMessages.id, { onDelete: "cascade" }),
    admin_user_id: text("admin_user_id").references(() => user.id, {
      onDelete: "set null",
    }),
    reply_message: text("reply_message").notNull(),
    /** 'email' | 'telefone' | 'in_person' */
    reply_type: text("reply_type").notNull().default("email"),
    /** When the reply was handed to the mail service; a mailed reply can no longer be edited. */
    mailed_at: integer("mailed_at", { mode: "timestamp_ms" }),
    created_at: timestamp("created_at"),
  },
  (t) => [index("contact_replies_message_created_idx").on(t.contact_message_id, t.created_at)],
);

/* ------------------------------------------------------------------ */
/* Infrastructure                                                      */
/* ------------------------------------------------------------------ */

/**
 * Operations that must not run twice at once (a restore): a row is the lock, taken with one conditional
 * insert and given up at the end; one whose holder crashed counts as free after expires_at.
 */
export const operationLocks = sqliteTable("operation_locks", {
  name: text("name").primaryKey(),
  /** A random token of the holder, so only it gives the lock up. */
  holder: text("holder").notNull(),
  /** Epoch ms. */
  expires_at: integer("expires_at").notNull(),
});

export const rateLimits = sqliteTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull().default(0),
  /** Window start, epoch ms. */
  window_start: integer("window_start").notNull(),
});

export const outboxEmails = sqliteTable(
  "outbox_emails",
  {
    id: id(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    /** Extra headers of the mail (JSON object), e.g. List-Unsubscribe, so they can be checked locally. */
    headers: text("headers"),
    /** Files sent with the mail (JSON [{filename, contentType, content}], text content), e.g. a calendar file. */
    attachments: text("attachments"),
    created_at: timestamp("created_at"),
  },
  (t) => [index("outbox_emails_created_idx").on(t.created_at)],
);

/* ------------------------------------------------------------------ */
/* Relations (for db.query.* with `with`)                              */
/* ------------------------------------------------------------------ */

export const userRelations = relations(user, ({ many }) => ({
  sessions: many(session),
  accounts: many(account),
}));

export const sessionRelations = relations(session, ({ one }) => ({
  user: one(user, { fields: [session.userId], references: [user.id] }),
}));

export const accountRelations = relations(account, ({ one }) => ({
  user: one(user, { fields: [account.userId], references: [user.id] }),
}));

export const eventsRelations = relations(events, ({ many }) => ({
  organizers: many(eventOrganizers),
}));

export const eventOrganizersRelations = relations(eventOrganizers, ({ one }) => ({
  event: one(events, {
    fields: [eventOrganizers.event_event_id],
    references: [events.id],
  }),
}));

export const congressEventsRelations = relations(congressEvents, ({ many }) => ({
  speakers: many(congressSpeakers),
}));

export const congressSpeakersRelations = relations(congressSpeakers, ({ one }) => ({
  congressEvent: one(congressEvents, {
    fields: [congressSpeakers.congress_event_id],
    references: [congressEvents.id],
  }),
}));

export const redirectLinksRelations = relations(redirectLinks, ({ many }) => ({
  clicks: many(linkClicks),
}));

export const linkClicksRelations = relations(linkClicks, ({ one }) => ({
  link: one(redirectLinks, {
    fields: [linkClicks.link_id],
    references: [redirectLinks.id],
  }),
}));

export const contactMessagesRelations = relations(contactMessages, ({ many }) => ({
  replies: many(contactReplies),
}));

export const contactRepliesRelations = relations(contactReplies, ({ one }) => ({
  message: one(contactMessages, {
    fields: [contactReplies.contact_message_id],
    references: [contactMessages.id],
  }),
  adminUser: one(user, {
    fields: [contactReplies.admin_user_id],
    references: [user.id],
  }),
}));

/* ------------------------------------------------------------------ */
/* Row types                                                           */
/* ------------------------------------------------------------------ */

export type User = typeof user.$inferSelect;
export type Session = typeof session.$inferSelect;
export type Account = typeof account.$inferSelect;
export type Verification = typeof verification.$inferSelect;
/* ------------------------------------------------------------------ */
/* Media library (images in R2, docs/decisions/0025-media-library-on-r2.md) */
/* ------------------------------------------------------------------ */

/**
 * One uploaded image. The R2 key and the public path are `<hash>.<ext>` (/media/<hash>.<ext>): the
 * SHA-256 of the bytes, so the same file uploaded twice is one row and a URL never changes meaning.
 */
export const media = sqliteTable(
  "media",
  {
    id: id(),
    /** Hex SHA-256 of the file's bytes. */
    hash: text("hash").notNull().unique(),
    ext: text("ext").notNull(),
    mime: text("mime").notNull(),
    bytes: integer("bytes").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /** The file name it was uploaded under (searchable; never used as a path). */
    original_name: text("original_name").notNull().default(""),
    alt_de: text("alt_de"),
    alt_en: text("alt_en"),
    /** Says explicitly that the image carries no information (empty alt is then right). */
    decorative: bool("decorative", false),
    uploaded_by: text("uploaded_by").references(() => user.id, { onDelete: "set null" }),
    created_at: timestamp("created_at"),
  },
  (t) => [index("media_created_idx").on(t.created_at)],
);

export type MediaItem = typeof media.$inferSelect;

export type NavigationItem = typeof navigationItems.$inferSelect;
export type GeneralSettings = typeof generalSettings.$inferSelect;
export type HeroSection = typeof heroSections.$inferSelect;
export type MainSection = typeof mainSections.$inferSelect;
export type IndexSection = typeof indexSections.$inferSelect;
export type AboutSection = typeof aboutSections.$inferSelect;
export type Service = typeof services.$inferSelect;
export type ServiceDetail = typeof serviceDetails.$inferSelect;
export type PageContent = typeof pageContents.$inferSelect;
export type Project = typeof projects.$inferSelect;
export type BlogPost = typeof blogPosts.$inferSelect;
export type ShopProduct = typeof shopProducts.$inferSelect;
export type AcademyCourse = typeof academyCourses.$inferSelect;
export type SiteEvent = typeof events.$inferSelect;
export type EventOrganizer = typeof eventOrganizers.$inferSelect;
export type CongressEvent = typeof congressEvents.$inferSelect;
export type CongressSpeaker = typeof congressSpeakers.$inferSelect;
export type EventRegistration = typeof eventRegistrations.$inferSelect;
export type CommunityFeature = typeof communityFeatures.$inferSelect;
export type CommunityPost = typeof communityPosts.$inferSelect;
export type CommunityStat = typeof communityStats.$inferSelect;
export type RedirectLink = typeof redirectLinks.$inferSelect;
export type LinkClick = typeof linkClicks.$inferSelect;
export type LegalPage = typeof legalPages.$inferSelect;
export type NewsletterSubscription = typeof newsletterSubscriptions.$inferSelect;
export type NewsletterCampaign = typeof newsletterCampaigns.$inferSelect;
export type NewsletterCampaignRecipient = typeof newsletterCampaignRecipients.$inferSelect;
export type ContactMessage = typeof contactMessages.$inferSelect;
export type ContactReply = typeof contactReplies.$inferSelect;
export type RateLimit = typeof rateLimits.$inferSelect;
export type OutboxEmail = typeof outboxEmails.$inferSelect;

/* ------------------------------------------------------------------ */
/* Audit log (docs/decisions/0027-editorial-workflow-in-the-content-mechanism.md) */
/* ------------------------------------------------------------------ */

/**
 * One write in the back office, or a staff sign-in. Written in the same D1 batch as the write it
 * describes (app/lib/audit.server.ts), so a row exists if and only if the write happened. The actor's
 * name and role are copied: the log must still say who it was after the account is gone.
 */
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: id(),
    at: timestamp("at"),
    /** NULL for the system (the scheduler) or an unknown account (a failed sign-in). */
    actor_id: text("actor_id"),
    actor_name: text("actor_name").notNull().default(""),
    actor_role: text("actor_role").notNull().default(""),
    /** A content type's key, or a screen: settings, legal, media, link, newsletter, user, auth. */
    type: text("type").notNull(),
    record_id: text("record_id"),
    /** create, update, delete, restore, toggle, move, publish, unpublish, schedule, draft, … */
    action: text("action").notNull(),
    /** JSON { field: [before, after] } of what changed; secrets only ever as "changed". */
    changes: text("changes").notNull().default("{}"),
  },
  (t) => [
    index("audit_log_at_idx").on(t.at),
    index("audit_log_actor_idx").on(t.actor_id, t.at),
    index("audit_log_type_idx").on(t.type, t.at),
  ],
);

export type AuditEntry = typeof auditLog.$inferSelect;

/**
 * Deleted content, kept 30 days (docs/decisions/0027-editorial-workflow-in-the-content-mechanism.md):
 * the row as the database held it, and the rows that went with it (an event's organizers). Restore
 * puts them back with their ids. The slug stays reserved while the item is here.
 */
export const contentTrash = sqliteTable(
  "content_trash",
  {
    id: id(),
    /** The content type's key (or page hero's), for the screen. */
    type: text("type").notNull(),
    table_name: text("table_name").notNull(),
    record_id: integer("record_id").notNull(),
    /** What the screen calls it (its German title or name). */
    label: text("label").notNull().default(""),
    slug: text("slug"),
    /** JSON of the row's raw column values. */
    data: text("data").notNull(),
    /** JSON [{ table, rows }] of what was deleted with it. */
    children: text("children").notNull().default("[]"),
    deleted_by: text("deleted_by").notNull().default(""),
    deleted_at: timestamp("deleted_at"),
  },
  (t) => [
    index("content_trash_deleted_idx").on(t.deleted_at),
    index("content_trash_slug_idx").on(t.table_name, t.slug),
  ],
);

export type TrashItem = typeof contentTrash.$inferSelect;

/**
 * Working drafts of content records (decision 0028). Visitors only ever read the content tables, which
 * hold the published version; a draft waits here until it is published, by a person or, at its
 * publish_at, by the every-minute cron. One draft per record; a record never published yet has none
 * (record_id null) until its first publish.
 */
export const contentDrafts = sqliteTable(
  "content_drafts",
  {
    id: id(),
    type: text("type").notNull(),
    record_id: integer("record_id"),
    /** JSON of the record's raw column values (as the database would hold them), by column name. */
    data: text("data").notNull(),
    label: text("label").notNull().default(""),
    /** Set: the cron publishes the draft at this moment (status 'scheduled'). */
    publish_at: integer("publish_at", { mode: "timestamp_ms" }),
    /** Carried to the published record: the cron takes it offline again at this moment. */
    unpublish_at: integer("unpublish_at", { mode: "timestamp_ms" }),
    /** Counts the saves: a form sends back the number it was opened with, another number is a conflict. */
    version: integer("version").notNull().default(1),
    updated_by: text("updated_by").notNull().default(""),
    created_at: timestamp("created_at"),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex("content_drafts_record_idx").on(t.type, t.record_id),
    index("content_drafts_publish_idx").on(t.publish_at),
  ],
);

export type ContentDraft = typeof contentDrafts.$inferSelect;

/** When a published record goes offline again (from its draft's unpublish_at), read by the cron. */
export const contentUnpublish = sqliteTable(
  "content_unpublish",
  {
    type: text("type").notNull(),
    record_id: integer("record_id").notNull(),
    unpublish_at: integer("unpublish_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.type, t.record_id] }), index("content_unpublish_at_idx").on(t.unpublish_at)],
);

/**
 * Every saved draft and every publish of a record, whole (raw column values), newest last; the last
 * 50 per record are kept. A draft of a record not yet published keeps its revisions by draft_id until
 * the first publish gives them the record's id.
 */
export const contentRevisions = sqliteTable(
  "content_revisions",
  {
    id: id(),
    type: text("type").notNull(),
    record_id: integer("record_id"),
    draft_id: integer("draft_id"),
    /** 'draft' | 'schedule' | 'publish' | 'restore' */
    action: text("action").notNull(),
    data: text("data").notNull(),
    actor_name: text("actor_name").notNull().default(""),
    created_at: timestamp("created_at"),
  },
  (t) => [
    index("content_revisions_record_idx").on(t.type, t.record_id, t.id),
    index("content_revisions_draft_idx").on(t.type, t.draft_id),
  ],
);

export type ContentRevision = typeof contentRevisions.$inferSelect;

/**
 * Earlier slugs of records with their own page (decision 0029): an address that no longer matches a
 * record is looked up here and answered with a 301 to the record's current address.
 */
export const slugHistory = sqliteTable(
  "slug_history",
  {
    id: id(),
    type: text("type").notNull(),
    lang: text("lang").notNull(),
    old_slug: text("old_slug").notNull(),
    record_id: integer("record_id").notNull(),
    created_at: timestamp("created_at"),
  },
  (t) => [
    uniqueIndex("slug_history_slug_idx").on(t.type, t.lang, t.old_slug),
    index("slug_history_record_idx").on(t.type, t.record_id),
  ],
);

/* ------------------------------------------------------------------ */
/* Moving in from WordPress (issue 38)                                 */
/* ------------------------------------------------------------------ */

/**
 * One uploaded WordPress export (WXR) and its way through preview and import. The file itself lies
 * in R2 under `file_key`; the JSON columns hold what the preview counted, the admin's choices, the
 * queue's progress and the final report of what came in and what did not.
 */
export const wordpressImports = sqliteTable("wordpress_imports", {
  id: id(),
  file_key: text("file_key").notNull(),
  file_name: text("file_name").notNull(),
  file_size: integer("file_size").notNull(),
  /** 'uploaded' | 'previewed' | 'queued' | 'running' | 'done' | 'failed' */
  status: text("status").notNull().default("uploaded"),
  summary: text("summary", { mode: "json" }),
  options: text("options", { mode: "json" }),
  progress: text("progress", { mode: "json" }),
  report: text("report", { mode: "json" }),
  error: text("error"),
  created_by: text("created_by"),
  created_at: timestamp("created_at"),
  updated_at: updatedAt(),
});

/**
 * What each WordPress item (keyed by its GUID) became here, so importing the same file again updates
 * the record instead of adding a second one.
 */
export const wordpressItems = sqliteTable(
  "wordpress_items",
  {
    guid: text("guid").primaryKey(),
    import_id: integer("import_id").notNull(),
    /** 'post' | 'page' | 'attachment' */
    kind: text("kind").notNull(),
    /** The content type's key or 'media'; null when skipped. */
    record_type: text("record_type"),
    record_id: integer("record_id"),
    /** 'imported' | 'skipped' | 'failed' */
    outcome: text("outcome").notNull(),
    note: text("note"),
    updated_at: updatedAt(),
  },
  (t) => [index("wordpress_items_import_idx").on(t.import_id)],
);

/**
 * An image a WordPress post used that could not be fetched (issue 51): where the post used it (its
 * featured image, or an image in its body, there as a placeholder with a marker), so the import screen
 * can fetch it again and put it in its place. The row goes when the image has come.
 */
export const wordpressMissingImages = sqliteTable(
  "wordpress_missing_images",
  {
    id: id(),
    /** The post's key in wordpress_items, which follows it to its record or draft. */
    item_guid: text("item_guid").notNull(),
    /** The content type the post became: 'blog' | 'service-details' | 'about'. */
    type: text("type").notNull(),
    /** 'featured' | 'body' */
    place: text("place").notNull(),
    source_url: text("source_url").notNull(),
    alt: text("alt").notNull().default(""),
    /** Why the last try failed (a RemoteImageRefusal or the library's refusal) and its detail. */
    reason: text("reason").notNull(),
    detail: text("detail"),
    import_id: integer("import_id").notNull(),
    /** The retry that is fetching it now: a second tab's retry leaves claimed rows alone. */
    claim: text("claim"),
    claimed_at: integer("claimed_at", { mode: "timestamp_ms" }),
    created_at: timestamp("created_at"),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex("wordpress_missing_images_use_idx").on(t.item_guid, t.place, t.source_url),
    index("wordpress_missing_images_source_idx").on(t.source_url),
  ],
);

/** Old addresses of a site this one replaced (`/2024/05/my-post/`, `/?p=123`): each answers 301 to its target. */
export const legacyAddresses = sqliteTable("legacy_addresses", {
  path: text("path").primaryKey(),
  target: text("target").notNull(),
  /** Where the address came from, e.g. 'wordpress'. */
  source: text("source").notNull(),
  created_at: timestamp("created_at"),
});
