import { count } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import * as schema from "../../../db/schema";
import type { Db } from "../db.server";
import { canFollowAdminLink } from "./access";

type CardDef = {
  key: string;
  label: string;
  table: SQLiteTable;
  /** Where the card leads (may be one of the dashboard's alias paths, see routes/admin/alias.tsx). */
  path: string;
  /** The menu screen behind `path`, whose role rule decides whether the card links. */
  screen: string;
};

/**
 * Every content type of the back office with its table (back-office.md 2 'Dashboard'). The spec's
 * fixed literal counts are replaced by live counts of every table.
 */
const CARDS: CardDef[] = [
  { key: "hero", label: "Hero-Slides", table: schema.heroSections, path: "/admin/hero", screen: "/admin/hero" },
  { key: "main-sections", label: "Hauptbereiche", table: schema.mainSections, path: "/admin/main-sections", screen: "/admin/main-sections" },
  { key: "index-sections", label: "Index-Bereiche", table: schema.indexSections, path: "/admin/index-sections", screen: "/admin/index-sections" },
  { key: "about", label: "Über-uns-Bereiche", table: schema.aboutSections, path: "/admin/about", screen: "/admin/about" },
  { key: "services", label: "Services", table: schema.services, path: "/admin/services", screen: "/admin/services" },
  { key: "service-details", label: "Service-Details", table: schema.serviceDetails, path: "/admin/services", screen: "/admin/services" },
  { key: "projects", label: "Projekte", table: schema.projects, path: "/admin/projects", screen: "/admin/projects" },
  { key: "blog", label: "Blog-Beiträge", table: schema.blogPosts, path: "/admin/blog", screen: "/admin/blog" },
  { key: "shop", label: "Shop-Produkte", table: schema.shopProducts, path: "/admin/shop", screen: "/admin/shop" },
  { key: "academy", label: "Academy-Kurse", table: schema.academyCourses, path: "/admin/academy", screen: "/admin/academy" },
  { key: "events", label: "Events", table: schema.events, path: "/admin/events", screen: "/admin/events" },
  { key: "event-organizers", label: "Event-Organisatoren", table: schema.eventOrganizers, path: "/admin/events", screen: "/admin/events" },
  { key: "congress", label: "Kongresse", table: schema.congressEvents, path: "/admin/congress", screen: "/admin/kongress" },
  { key: "congress-speakers", label: "Kongress-Speaker", table: schema.congressSpeakers, path: "/admin/congress", screen: "/admin/kongress" },
  { key: "community-features", label: "Community-Features", table: schema.communityFeatures, path: "/admin/community", screen: "/admin/community" },
  { key: "community-posts", label: "Community-Posts", table: schema.communityPosts, path: "/admin/community", screen: "/admin/community" },
  { key: "community-stats", label: "Community-Statistiken", table: schema.communityStats, path: "/admin/community", screen: "/admin/community" },
  { key: "navigation", label: "Navigationspunkte", table: schema.navigationItems, path: "/admin/navigation", screen: "/admin/navigation" },
  { key: "legal", label: "Rechtliche Seiten", table: schema.legalPages, path: "/admin/legal", screen: "/admin/legal" },
  { key: "contact", label: "Kontaktnachrichten", table: schema.contactMessages, path: "/admin/contact", screen: "/admin/contact-messages" },
  { key: "newsletter", label: "Newsletter-Abonnements", table: schema.newsletterSubscriptions, path: "/admin/newsletter", screen: "/admin/newsletter-subscriptions" },
  { key: "redirect-links", label: "Redirect Links", table: schema.redirectLinks, path: "/admin/redirect-links", screen: "/admin/redirect-links" },
  { key: "users", label: "Benutzer", table: schema.user, path: "/admin/users", screen: "/admin/users" },
];

export type DashboardCard = { key: string; label: string; count: number; href: string | null };

/**
 * Live counts of every content table in ONE D1 batch (one round-trip). A card links onward only when
 * the role may open its screen, so the dashboard never shows a forbidden link.
 */
export async function dashboardCards(db: Db, role: unknown): Promise<DashboardCard[]> {
  const [first, ...rest] = CARDS.map((card) => db.select({ n: count() }).from(card.table));
  const results = (await db.batch([first!, ...rest])) as { n: number }[][];
  return CARDS.map((card, i) => ({
    key: card.key,
    label: card.label,
    count: Number(results[i]?.[0]?.n ?? 0),
    href: canFollowAdminLink(role, card.screen) ? card.path : null,
  }));
}
