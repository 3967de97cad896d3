import { z } from "zod";
import { bilingual, defineContentType, type ContentTypeDef, type FieldDef } from "./content-type";
import { SECTION_ICON_NAMES } from "../icons";
import { sameSitePath } from "../url";
import {
  choice,
  flag,
  httpUrl,
  imageUrl,
  linkTarget,
  optionalHttpUrl,
  optionalImageUrl,
  optionalText,
  requiredText,
  textList,
  wholeNumber,
} from "./fields";
import { ACADEMY_TYPES } from "./types/academy";
import { BLOG_SHOP_TYPES } from "./types/blog-shop";
import { EVENTS_COMMUNITY_TYPES } from "./types/events-community";

export { bilingual };

/* ------------------------------------------------------------------ */
/* Services (back-office.md 2 'Management screens', 3, 5, 8)           */
/* ------------------------------------------------------------------ */

export const ServiceSchema = z.object({
  title_de: requiredText("Titel (DE)", 200),
  title_en: requiredText("Titel (EN)", 200),
  subtitle_de: optionalText(300),
  subtitle_en: optionalText(300),
  description_de: requiredText("Beschreibung (DE)", 5000),
  description_en: requiredText("Beschreibung (EN)", 5000),
  image_url: imageUrl("Bild-URL"),
  background_image: optionalImageUrl(),
  hero_background_image: optionalImageUrl(),
  external_url: optionalHttpUrl(),
  link_on_page: flag(),
  display_order: wholeNumber("Reihenfolge"),
  is_active: flag(),
});

export const services = defineContentType({
  key: "services",
  title: "Services",
  intro: "Leistungen auf /services.",
  schema: ServiceSchema,
  fields: [
    ...bilingual("title", "Titel", "text", true),
    ...bilingual("subtitle", "Untertitel", "text"),
    ...bilingual("description", "Beschreibung", "textarea", true),
    { name: "image_url", label: "Bild-URL", kind: "image", required: true },
    { name: "background_image", label: "Hintergrundbild", kind: "image", half: true },
    { name: "hero_background_image", label: "Hero-Hintergrundbild", kind: "image", half: true },
    { name: "external_url", label: "Externer Link", kind: "url" },
    { name: "link_on_page", label: "Im gleichen Fenster öffnen", kind: "switch" },
    { name: "display_order", label: "Reihenfolge", kind: "number", min: 0, required: true },
    { name: "is_active", label: "Aktiv", kind: "switch" },
  ],
  columns: [
    { name: "image_url", label: "Bild", kind: "image" },
    { name: "title_de", label: "Titel (DE)" },
    { name: "title_en", label: "Titel (EN)" },
    { name: "is_active", label: "Status", kind: "toggle" },
  ],
  toggles: ["is_active"],
  ordering: "manual",
  defaults: { display_order: 0, is_active: true, link_on_page: false },
  labelField: "title_de",
  texts: {
    created: "Service created successfully!",
    updated: "Service updated successfully!",
    deleted: "Service deleted successfully!",
    saveFailed: "Error saving service",
    deleteFailed: "Error deleting service",
    confirmDelete: "Are you sure you want to delete this service?",
    empty: "Noch keine Services vorhanden.",
    add: "Neuer Service",
    createTitle: "Service erstellen",
    editTitle: "Service bearbeiten",
  },
  related: [{ label: "Service-Detailseiten (/services/{slug}) verwalten", to: "/admin/service-details" }],
  publicPath: () => "/services",
});

/* ------------------------------------------------------------------ */
/* About sections (as services, plus the external_link flag)           */
/* ------------------------------------------------------------------ */

export const AboutSchema = ServiceSchema.extend({ external_link: flag() });

export const about = defineContentType({
  key: "about",
  title: "About-Bereiche",
  intro: "Abschnitte der Seite /about.",
  schema: AboutSchema,
  fields: [
    ...bilingual("title", "Titel", "text", true),
    ...bilingual("subtitle", "Untertitel", "text"),
    ...bilingual("description", "Beschreibung", "textarea", true),
    { name: "image_url", label: "Bild-URL", kind: "image", required: true },
    { name: "background_image", label: "Hintergrundbild", kind: "image", half: true },
    { name: "hero_background_image", label: "Hero-Hintergrundbild", kind: "image", half: true },
    { name: "external_link", label: "Externen Link anzeigen", kind: "switch" },
    { name: "external_url", label: "Externer Link", kind: "url", showWhen: "external_link" },
    { name: "link_on_page", label: "Im gleichen Fenster öffnen", kind: "switch", showWhen: "external_link" },
    { name: "display_order", label: "Reihenfolge", kind: "number", min: 0, required: true },
    { name: "is_active", label: "Aktiv", kind: "switch" },
  ],
  columns: [
    { name: "image_url", label: "Bild", kind: "image" },
    { name: "title_de", label: "Titel (DE)" },
    { name: "title_en", label: "Titel (EN)" },
    { name: "is_active", label: "Status", kind: "toggle" },
  ],
  toggles: ["is_active"],
  ordering: "manual",
  defaults: { display_order: 0, is_active: true, link_on_page: false, external_link: false },
  labelField: "title_de",
  texts: {
    created: "About section created successfully!",
    updated: "About section updated successfully!",
    deleted: "About section deleted successfully!",
    saveFailed: "Error updating about section",
    createFailed: "Error creating about section",
    deleteFailed: "Error deleting about section",
    confirmDelete: "Are you sure you want to delete this about section?",
    empty: "Noch keine About-Bereiche vorhanden.",
    add: "Neuer Bereich",
    createTitle: "About-Bereich erstellen",
    editTitle: "About-Bereich bearbeiten",
  },
  publicPath: () => "/about",
});

/* ------------------------------------------------------------------ */
/* Projects                                                            */
/* ------------------------------------------------------------------ */

export const ProjectSchema = z.object({
  title: requiredText("Titel", 200),
  description: requiredText("Beschreibung", 5000),
  image_url: imageUrl("Bild-URL"),
  hero_background_image: optionalImageUrl(),
  project_url: httpUrl("Projekt-URL"),
  skills: textList(),
  featured: flag(),
  display_order: wholeNumber("Reihenfolge"),
  is_active: flag(),
});

export const projects = defineContentType({
  key: "projects",
  title: "Projekte",
  intro: "Projekte auf /projects.",
  schema: ProjectSchema,
  fields: [
    { name: "title", label: "Titel", kind: "text", required: true },
    { name: "description", label: "Beschreibung", kind: "textarea", required: true },
    { name: "image_url", label: "Bild-URL", kind: "image", required: true },
    { name: "hero_background_image", label: "Hero-Hintergrundbild", kind: "image" },
    { name: "project_url", label: "Projekt-URL", kind: "url", required: true },
    { name: "skills", label: "Skills", kind: "tags", hint: "Enter fügt einen Skill hinzu; leere und doppelte Einträge werden ignoriert." },
    { name: "featured", label: "Hervorgehoben", kind: "switch" },
    { name: "display_order", label: "Reihenfolge", kind: "number", min: 0, required: true },
    { name: "is_active", label: "Aktiv", kind: "switch" },
  ],
  columns: [
    { name: "image_url", label: "Bild", kind: "image" },
    { name: "title", label: "Titel" },
    { name: "skills", label: "Skills", kind: "tags" },
    { name: "is_active", label: "Status", kind: "toggle" },
  ],
  toggles: ["is_active"],
  ordering: "manual",
  defaults: { display_order: 0, is_active: true, featured: false, skills: [] },
  labelField: "title",
  texts: {
    created: "Project created successfully!",
    updated: "Project updated successfully!",
    deleted: "Project deleted successfully!",
    saveFailed: "Error updating project",
    createFailed: "Error creating project",
    deleteFailed: "Error deleting project",
    confirmDelete: "Are you sure you want to delete this project?",
    empty: "Noch keine Projekte vorhanden.",
    add: "Neues Projekt",
    createTitle: "Projekt erstellen",
    editTitle: "Projekt bearbeiten",
  },
  publicPath: () => "/projects",
});

/* ------------------------------------------------------------------ */
/* Service details (/services/{slug})                                  */
/* ------------------------------------------------------------------ */

export const ServiceDetailSchema = z.object({
  slug: optionalText(200),
  title_de: requiredText("Titel (DE)", 200),
  title_en: requiredText("Titel (EN)", 200),
  subtitle_de: optionalText(300),
  subtitle_en: optionalText(300),
  description_de: requiredText("Beschreibung (DE)", 20000),
  description_en: requiredText("Beschreibung (EN)", 20000),
  image_url: optionalImageUrl(),
  display_order: wholeNumber("Reihenfolge"),
  is_active: flag(),
});

export const serviceDetails = defineContentType({
  key: "service-details",
  title: "Service-Detailseiten",
  intro: "Detailseiten unter /services/{slug}.",
  schema: ServiceDetailSchema,
  fields: [
    { name: "slug", label: "Slug", kind: "text", hint: "Leer lassen, um ihn aus dem deutschen Titel zu erzeugen. Ergibt /services/{slug}." },
    ...bilingual("title", "Titel", "text", true),
    ...bilingual("subtitle", "Untertitel", "text"),
    ...bilingual("description", "Beschreibung", "textarea", true),
    { name: "image_url", label: "Bild-URL", kind: "image" },
    { name: "display_order", label: "Reihenfolge", kind: "number", min: 0, required: true },
    { name: "is_active", label: "Aktiv", kind: "switch" },
  ],
  columns: [
    { name: "title_de", label: "Titel (DE)", also: "title_en" },
    { name: "slug", label: "Slug", kind: "badge" },
    { name: "is_active", label: "Status", kind: "toggle" },
  ],
  toggles: ["is_active"],
  ordering: "manual",
  defaults: { display_order: 0, is_active: true },
  labelField: "title_de",
  texts: {
    created: "Service detail created successfully!",
    updated: "Service detail updated successfully!",
    deleted: "Service detail deleted successfully!",
    saveFailed: "Error saving service detail",
    deleteFailed: "Error deleting service detail",
    confirmDelete: "Are you sure you want to delete this service detail?",
    empty: "Noch keine Service-Detailseiten vorhanden.",
    add: "Neue Detailseite",
    createTitle: "Service-Detailseite erstellen",
    editTitle: "Service-Detailseite bearbeiten",
  },
  related: [{ label: "Zurück zu den Services", to: "/admin/services" }],
  publicPath: (row) => (typeof row.slug === "string" && row.slug ? `/services/${encodeURIComponent(row.slug)}` : null),
});

/* ------------------------------------------------------------------ */
/* Homepage hero slides                                                */
/* ------------------------------------------------------------------ */

export const BUTTON_TARGETS = ["_blank", "_self"] as const;

export const HeroSchema = z.object({
  header_de: requiredText("Header (DE)", 300),
  header_en: requiredText("Header (EN)", 300),
  subheader_de: requiredText("Subheader (DE)", 300),
  subheader_en: requiredText("Subheader (EN)", 300),
  text_de: requiredText("Text (DE)", 2000),
  text_en: requiredText("Text (EN)", 2000),
  button_text_de: requiredText("Button-Text (DE)", 100),
  button_text_en: requiredText("Button-Text (EN)", 100),
  button_link: linkTarget("Button-Link"),
  button_target: choice(BUTTON_TARGETS, "ein Linkziel"),
  background_image: imageUrl("Hintergrundbild"),
  video_url: optionalHttpUrl(),
  display_duration: wholeNumber("Anzeigedauer", { min: 1000, max: 600_000 }),
  is_active: flag(),
});

export const hero = defineContentType({
  key: "hero",
  title: "Hero Sections",
  intro: "Die Slides der Startseite (neueste zuerst).",
  schema: HeroSchema,
  fields: [
    ...bilingual("header", "Header", "text", true),
    ...bilingual("subheader", "Subheader", "text", true),
    ...bilingual("text", "Text", "textarea", true),
    ...bilingual("button_text", "Button-Text", "text", true),
    { name: "button_link", label: "Button-Link", kind: "url", required: true, half: true, hint: "Pfad wie /kontakt oder https://…" },
    {
      name: "button_target",
      label: "Linkziel",
      kind: "select",
      required: true,
      half: true,
      options: [
        { value: "_blank", label: "Neues Fenster (_blank)" },
        { value: "_self", label: "Gleiches Fenster (_self)" },
      ],
    },
    { name: "background_image", label: "Hintergrundbild", kind: "image", required: true },
    { name: "video_url", label: "Video-URL", kind: "url" },
    { name: "display_duration", label: "Anzeigedauer (ms)", kind: "number", min: 1000, step: 500, required: true },
    { name: "is_active", label: "Aktiv", kind: "switch" },
  ],
  columns: [
    { name: "header_de", label: "Header (DE/EN)", also: "header_en" },
    { name: "button_text_de", label: "Button Text" },
    { name: "is_active", label: "Active", kind: "toggle" },
    { name: "display_duration", label: "Duration", kind: "ms" },
  ],
  toggles: ["is_active"],
  ordering: "newest",
  defaults: { button_target: "_blank", display_duration: 5000, is_active: true },
  labelField: "header_de",
  texts: {
    created: "Hero section created successfully!",
    updated: "Hero section updated successfully!",
    deleted: "Hero section deleted successfully!",
    saveFailed: "An error occurred",
    deleteFailed: "Error",
    deleteFailedDescription: "An error occurred",
    confirmDelete: "Are you sure you want to delete this hero section?",
    empty: "No hero sections available. Create one to get started.",
    add: "Add New Hero Section",
    createTitle: "Create Hero Section",
    editTitle: "Edit Hero Section",
  },
  publicPath: () => "/",
});

/* ------------------------------------------------------------------ */
/* Navigation                                                          */
/* ------------------------------------------------------------------ */

export const NavigationSchema = z.object({
  name_de: requiredText("Name (DE)", 100),
  name_en: requiredText("Name (EN)", 100),
  href: linkTarget("URL"),
  is_active: flag(),
  show_in_navbar: flag(),
  is_footer: flag(),
});

export const navigation = defineContentType({
  key: "navigation",
  // The site's menu holds the whole site together: administrators only, like the general settings.
  adminOnly: true,
  title: "Navigation",
  intro: "Menüpunkte der Navbar und des Footers.",
  schema: NavigationSchema,
  fields: [
    ...bilingual("name", "Name", "text", true),
    { name: "href", label: "URL", kind: "url", required: true, hint: "Pfad wie /about oder https://…" },
    { name: "is_active", label: "Aktiv", kind: "switch" },
    { name: "show_in_navbar", label: "In der Navbar", kind: "switch" },
    { name: "is_footer", label: "Im Footer", kind: "switch" },
  ],
  columns: [
    { name: "name_de", label: "Name (DE)" },
    { name: "name_en", label: "Name (EN)" },
    { name: "href", label: "URL" },
    { name: "is_active", label: "Active", kind: "toggle" },
    { name: "show_in_navbar", label: "Navbar", kind: "toggle" },
    { name: "is_footer", label: "Footer", kind: "toggle" },
  ],
  toggles: ["is_active", "show_in_navbar", "is_footer"],
  ordering: "manual",
  // A new item is active and shown in navbar and footer (back-office.md 9); its place is max + 1.
  defaults: { is_active: true, show_in_navbar: true, is_footer: true },
  labelField: "name_de",
  texts: {
    created: "Navigation item created successfully",
    updated: "Navigation item updated successfully",
    deleted: "Navigation item deleted",
    saveFailed: "Failed to save navigation item. Please try again.",
    deleteFailed: "Error",
    deleteFailedDescription: "Failed to delete navigation item. Please try again.",
    toggled: "Status updated",
    toggledFields: { is_active: "Status updated", show_in_navbar: "Navbar status updated", is_footer: "Footer status updated" },
    confirmDelete: "Are you sure you want to delete this navigation item?",
    empty: "Noch keine Menüpunkte vorhanden.",
    add: "Neuer Menüpunkt",
    createTitle: "Menüpunkt erstellen",
    editTitle: "Menüpunkt bearbeiten",
  },
  publicPath: (row) => sameSitePath(row.href),
});

/* ------------------------------------------------------------------ */
/* Main sections (own screen: /admin/main-sections)                    */
/* ------------------------------------------------------------------ */

const ICON_NAMES = SECTION_ICON_NAMES as unknown as readonly [string, ...string[]];

export const MainSectionSchema = z.object({
  title_de: requiredText("Titel (DE)", 200),
  title_en: requiredText("Titel (EN)", 200),
  description_de: requiredText("Beschreibung (DE)", 2000),
  description_en: requiredText("Beschreibung (EN)", 2000),
  icon_name: choice(ICON_NAMES, "ein Icon"),
  link_path: linkTarget("Link-Pfad"),
  image_url: imageUrl("Bild-URL"),
  display_order: wholeNumber("Reihenfolge"),
  is_active: flag(),
});

export const mainSections = defineContentType({
  key: "main-sections",
  title: "Hauptbereiche",
  intro: "Die Kacheln der Startseite.",
  schema: MainSectionSchema,
  fields: [
    ...bilingual("title", "Titel", "text", true),
    ...bilingual("description", "Beschreibung", "textarea", true),
    { name: "icon_name", label: "Icon", kind: "select", required: true, half: true, options: SECTION_ICON_NAMES.map((name) => ({ value: name, label: name })) },
    { name: "link_path", label: "Link-Pfad", kind: "url", required: true, half: true, hint: "Pfad wie /academy oder https://…" },
    { name: "image_url", label: "Bild-URL", kind: "image", required: true },
    { name: "display_order", label: "Reihenfolge", kind: "number", min: 0, required: true },
    { name: "is_active", label: "Aktiv", kind: "switch" },
  ],
  columns: [
    { name: "title_de", label: "Title (DE/EN)", also: "title_en" },
    { name: "icon_name", label: "Icon", kind: "badge" },
    { name: "link_path", label: "Link Path" },
    { name: "is_active", label: "Active", kind: "toggle" },
  ],
  toggles: ["is_active"],
  ordering: "manual",
  defaults: { icon_name: "Users", display_order: 0, is_active: true },
  labelField: "title_de",
  texts: {
    created: "Main section created successfully!",
    updated: "Main section updated successfully!",
    deleted: "Main section deleted successfully!",
    saveFailed: "An error occurred",
    deleteFailed: "Error",
    deleteFailedDescription: "An error occurred",
    confirmDelete: "Are you sure you want to delete this main section?",
    empty: "Noch keine Hauptbereiche vorhanden.",
    add: "Add New Section",
    createTitle: "Hauptbereich erstellen",
    editTitle: "Hauptbereich bearbeiten",
  },
  publicPath: () => "/",
});

/* ------------------------------------------------------------------ */
/* Index sections (own screen: /admin/index-sections)                  */
/* ------------------------------------------------------------------ */

/** The pages an index section can appear on (show_on_<page>). */
export const INDEX_SECTION_PAGES = [
  { key: "home", label: "Startseite" },
  { key: "blog", label: "Blog" },
  { key: "projects", label: "Projekte" },
  { key: "shop", label: "Shop" },
  { key: "academy", label: "Academy" },
  { key: "congress", label: "Kongress" },
  { key: "events", label: "Events" },
  { key: "services", label: "Services" },
  { key: "about", label: "About" },
] as const;

export const LAYOUTS = ["text-left", "text-right"] as const;

export const IndexSectionSchema = z
  .object({
    title_de: requiredText("Titel (DE)", 200),
    title_en: requiredText("Titel (EN)", 200),
    subtitle_de: optionalText(300),
    subtitle_en: optionalText(300),
    description_de: requiredText("Beschreibung (DE)", 5000),
    description_en: requiredText("Beschreibung (EN)", 5000),
    content_image: imageUrl("Inhaltsbild"),
    background_image: optionalImageUrl(),
    layout: choice(LAYOUTS, "ein Layout"),
    has_external_link: flag(),
    external_link: optionalHttpUrl(),
    link_on_page: flag(),
    display_order: wholeNumber("Reihenfolge"),
    is_active: flag(),
    show_on_home: flag(),
    show_on_blog: flag(),
    show_on_projects: flag(),
    show_on_shop: flag(),
    show_on_academy: flag(),
    show_on_congress: flag(),
    show_on_events: flag(),
    show_on_services: flag(),
    show_on_about: flag(),
  })
  .superRefine((value, ctx) => {
    if (value.has_external_link && !value.external_link) {
      ctx.addIssue({ code: "custom", path: ["external_link"], message: "Externer Link ist erforderlich" });
    }
  })
  // Without the switch the link fields are hidden: nothing of them is kept.
  .transform((value) => (value.has_external_link ? value : { ...value, external_link: null, link_on_page: false }));

export const indexSections = defineContentType({
  key: "index-sections",
  title: "Index-Bereiche",
  intro: "Text-Bild-Bereiche der Startseite und weiterer Seiten.",
  schema: IndexSectionSchema,
  fields: [
    ...bilingual("title", "Titel", "text", true),
    ...bilingual("subtitle", "Untertitel", "text"),
    ...bilingual("description", "Beschreibung", "textarea", true),
    { name: "content_image", label: "Inhaltsbild", kind: "image", required: true },
    { name: "background_image", label: "Hintergrundbild", kind: "image" },
    {
      name: "layout",
      label: "Layout",
      kind: "select",
      required: true,
      half: true,
      options: [
        { value: "text-left", label: "Text links" },
        { value: "text-right", label: "Text rechts" },
      ],
    },
    { name: "display_order", label: "Reihenfolge", kind: "number", min: 0, required: true, half: true },
    { name: "has_external_link", label: "Externer Link", kind: "switch" },
    { name: "external_link", label: "Link-URL", kind: "url", showWhen: "has_external_link" },
    { name: "link_on_page", label: "Im gleichen Fenster öffnen", kind: "switch", showWhen: "has_external_link" },
    ...INDEX_SECTION_PAGES.map((page): FieldDef => ({ name: `show_on_${page.key}`, label: `Auf ${page.label} anzeigen`, kind: "switch", half: true })),
    { name: "is_active", label: "Aktiv", kind: "switch" },
  ],
  columns: [
    { name: "title_de", label: "Titel (DE/EN)", also: "title_en" },
    { name: "layout", label: "Layout", kind: "badge" },
    { name: "is_active", label: "Aktiv", kind: "toggle" },
  ],
  toggles: ["is_active"],
  ordering: "manual",
  // A new section: active, text left, on the home page only; display_order = count + 1 (server side).
  defaults: {
    layout: "text-left",
    is_active: true,
    has_external_link: false,
    link_on_page: false,
    display_order: 1,
    ...Object.fromEntries(INDEX_SECTION_PAGES.map((page) => [`show_on_${page.key}`, page.key === "home"])),
  },
  labelField: "title_de",
  texts: {
    created: "Bereich erfolgreich erstellt!",
    updated: "Bereich erfolgreich aktualisiert!",
    deleted: "Bereich erfolgreich gelöscht!",
    saveFailed: "Beim Speichern ist ein Fehler aufgetreten.",
    deleteFailed: "Fehler",
    deleteFailedDescription: "Beim Löschen ist ein Fehler aufgetreten.",
    toggledFields: { is_active: { on: "Bereich aktiviert", off: "Bereich deaktiviert" } },
    confirmDelete: "Sind Sie sicher, dass Sie diesen Bereich löschen möchten?",
    empty: "Noch keine Index-Bereiche vorhanden.",
    add: "Neuer Bereich",
    createTitle: "Bereich erstellen",
    editTitle: "Bereich bearbeiten",
  },
  publicPath: () => "/",
});

/**
 * Every content type served by the shared screen (/admin/:contentType). Screens with their own
 * layout (main sections' tabs, index-section cards, …) reuse the same definitions and actions.
 */
export const CONTENT_TYPES = {
  services,
  "service-details": serviceDetails,
  about,
  projects,
  hero,
  navigation,
  "main-sections": mainSections,
  "index-sections": indexSections,
  // Back office part 2, one module per area so they can grow independently.
  ...BLOG_SHOP_TYPES,
  ...ACADEMY_TYPES,
  ...EVENTS_COMMUNITY_TYPES,
} satisfies Record<string, ContentTypeDef>;

export type ContentTypeKey = keyof typeof CONTENT_TYPES;

export function contentTypeOf(key: string | undefined): ContentTypeDef | null {
  // Case-insensitive like the router's own static paths, so /admin/NAVIGATION is the navigation
  // screen (and is gated as such), not an unknown one.
  const name = key?.toLowerCase();
  if (!name || !Object.hasOwn(CONTENT_TYPES, name)) return null;
  return CONTENT_TYPES[name as ContentTypeKey] as unknown as ContentTypeDef;
}
