import type { ContentTableName, DashboardEntry, MenuEntry } from "./content-type-def";
import { TYPE_HERO_SCREENS } from "./public-pages";

/**
 * A back-office screen that is not a content type (the page-hero editors, contact messages, the
 * newsletter list, redirect links, legal pages, users, general settings). Content types describe
 * the same things in their own definition; the admin bar, the dashboard and the admin-only rule are
 * built from both lists (app/lib/admin/nav.ts, dashboard.server.ts, app/lib/accounts/permissions.ts).
 */
export type AdminScreen = {
  /** The route pattern in app/routes.ts. */
  path: string;
  /** Only administrators may open it (people and their data, what holds the whole site together). */
  adminOnly?: boolean;
  menu?: MenuEntry;
  dashboard?: DashboardEntry & { id: string; table: ContentTableName };
};

export const ADMIN_SCREENS: readonly AdminScreen[] = [
  { path: "/admin/general", adminOnly: true },
  // The page-content records of the home page; the list pages' hero editors come from their types' pages.
  { path: "/admin/home-hero", menu: { group: "Content", label: "Startseite (Titel)", order: 50 } },
  ...TYPE_HERO_SCREENS,
  {
    path: "/admin/contact-messages",
    menu: { group: "Contact", label: "Kontaktnachrichten", order: 10 },
    dashboard: {
      id: "contact",
      label: "Kontaktnachrichten",
      order: 200,
      path: "/admin/contact",
      table: "contactMessages",
    },
  },
  { path: "/admin/contact-hero", menu: { group: "Contact", label: "Seitenkopf: Kontakt", order: 20 } },
  {
    path: "/admin/newsletter-subscriptions",
    adminOnly: true,
    menu: { group: "Contact", label: "Newsletter", order: 30 },
    dashboard: {
      id: "newsletter",
      label: "Newsletter-Abonnements",
      order: 210,
      path: "/admin/newsletter",
      table: "newsletterSubscriptions",
    },
  },
  { path: "/admin/newsletter-subscriptions/export.csv", adminOnly: true },
  // The campaigns mail the subscriber list: admin-only like the list itself.
  {
    path: "/admin/newsletter-campaigns",
    adminOnly: true,
    menu: { group: "Contact", label: "Newsletter-Kampagnen", order: 40 },
  },
  { path: "/admin/newsletter-campaigns/:id", adminOnly: true },
  // Registrations for events and congress dates (decision 0070); each record's screen asks its type's rule.
  {
    path: "/admin/anmeldungen",
    menu: { group: "Events", label: "Anmeldungen", order: 50 },
    dashboard: { id: "registrations", label: "Anmeldungen", order: 135, table: "eventRegistrations" },
  },
  {
    path: "/admin/redirect-links",
    menu: { group: "System", label: "Kurzlinks", order: 20 },
    dashboard: { id: "redirect-links", label: "Kurzlinks", order: 220, table: "redirectLinks" },
  },
  // Visitor statistics (decision 0071): figures without persons, so moderators read them too.
  { path: "/admin/statistics", menu: { group: "System", label: "Besucherstatistik", order: 15 } },
  // The image library (docs/decisions/0025-media-library-on-r2.md): staff upload; deleting a used image is checked in its action.
  { path: "/admin/media", menu: { group: "System", label: "Medien", order: 10 } },
  { path: "/admin/weiterleitungen", menu: { group: "System", label: "Weiterleitungen", order: 30 } },
  { path: "/admin/weiterleitungen-hero", menu: { group: "System", label: "Seitenkopf: Kurzlinks", order: 40 } },
  {
    path: "/admin/legal",
    menu: { group: "System", label: "Rechtliche Seiten", order: 50 },
    dashboard: { id: "legal", label: "Rechtliche Seiten", order: 190, table: "legalPages" },
  },
  {
    path: "/admin/users",
    adminOnly: true,
    menu: { group: "System", label: "Benutzer", order: 60 },
    dashboard: { id: "users", label: "Benutzer", order: 230, table: "user" },
  },
  // Deleted content for 30 days; staff restore, admins empty it (its action checks).
  { path: "/admin/trash", menu: { group: "System", label: "Papierkorb", order: 65 } },
  // Who changed what (docs/decisions/0027-editorial-workflow-in-the-content-mechanism.md): names people, so admins only.
  { path: "/admin/audit-log", adminOnly: true, menu: { group: "System", label: "Änderungsprotokoll", order: 70 } },
  { path: "/admin/audit-log/export.csv", adminOnly: true },
  // Moving in from WordPress (decision 0063): writes across the whole site, so admins only.
  { path: "/admin/import", adminOnly: true, menu: { group: "System", label: "WordPress-Import", order: 80 } },
  // The whole site as an archive, the nightly backups, restore into an empty site (decision 0064): admins only.
  { path: "/admin/backups", adminOnly: true, menu: { group: "System", label: "Sicherungen", order: 85 } },
  { path: "/admin/backups/export.zip", adminOnly: true },
  { path: "/admin/backups/nightly/:file", adminOnly: true },
];
