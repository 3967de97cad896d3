import type { ContentTypeDef } from "./content-type-def";
import { bilingual, image, text, textarea, toggle } from "./field-builders";
import { PAGE_HERO_EDITORS } from "./page-hero-editors";
import { defineSingleRecordForm } from "./single-record-form";
import { seoFields } from "./types/parts/seo";

/**
 * The page-content (hero) record of one public page (back-office.md 3 'Page hero'), its fields
 * declared once: the schema validates the form in the browser and the post on the server
 * (back-office.md 5), and the shared form renderer (ContentForm) draws the same fields.
 */
export const PAGE_HERO_FORM = defineSingleRecordForm({
  table: "pageContents",
  sections: [
    {
      id: "hero",
      fields: [
        bilingual(text("title", { label: "Titel", required: true })),
        bilingual(text("subtitle", { label: "Untertitel" })),
        bilingual(textarea("description", { label: "Beschreibung", required: true, max: 5000 })),
        image("hero_background_image", { label: "Hintergrundbild (URL)", hint: "https://… oder /images/…" }),
        toggle("is_active", { label: "Aktiv" }),
        ...seoFields,
      ],
    },
  ],
});

/** The page's name in the toasts ('Blog hero section updated successfully!'). */
const PAGE_NAMES: Record<string, string> = {
  home: "Home",
  about: "About",
  services: "Services",
  projects: "Projects",
  blog: "Blog",
  shop: "Shop",
  academy: "Academy",
  events: "Events",
  kongress: "Kongress",
  community: "Community",
  kontakt: "Contact",
  weiterleitungen: "Weiterleitungen",
};

/** The page's German name in the editor's heading, as the admin bar names it ('Seitenkopf: Blog'). */
const GERMAN_PAGE_NAMES: Record<string, string> = {
  home: "Startseite",
  about: "Über uns",
  projects: "Projekte",
  kontakt: "Kontakt",
};

function pageNameOf(pageKey: string): string {
  return PAGE_NAMES[pageKey] ?? pageKey.charAt(0).toUpperCase() + pageKey.slice(1);
}

/**
 * The home page shows its slideshow, not a page hero: its record gives the title and description of
 * the page (browser tab, search results) and the image shared with links, so no subtitle is asked for.
 */
function hiddenFor(pageKey: string, field: string): boolean {
  return pageKey === "home" && (field === "subtitle_de" || field === "subtitle_en");
}

/** The admin path of a page key's hero editor (/admin/blog-hero). */
export function heroEditorPathOf(pageKey: string): string | null {
  const entry = Object.entries(PAGE_HERO_EDITORS).find(([, key]) => key === pageKey);
  return entry ? `/admin/${entry[0]}` : null;
}

/** The page key edited at an admin path (/admin/contact-hero → kontakt); `.data` and trailing slashes ignored. */
export function pageKeyOfPath(pathname: string): string | null {
  const segment =
    pathname
      .replace(/\.data$/, "")
      .replace(/\/+$/, "")
      .split("/")
      .pop() ?? "";
  return Object.hasOwn(PAGE_HERO_EDITORS, segment) ? PAGE_HERO_EDITORS[segment]! : null;
}

/** The public page whose hero a page key is (/kontakt, /blog, …). */
export function publicPathOf(pageKey: string): string {
  return pageKey === "home" ? "/" : `/${pageKey}`;
}

export function heroTexts(pageKey: string) {
  const page = pageNameOf(pageKey);
  return {
    title: `Seitenkopf: ${GERMAN_PAGE_NAMES[pageKey] ?? page}`,
    created: `${page} hero section created successfully!`,
    updated: `${page} hero section updated successfully!`,
    deleted: `${page} hero section deleted successfully!`,
    confirmDelete: "Möchten Sie den Seitenkopf dieser Seite wirklich löschen?",
  };
}

/**
 * A definition the shared form renderer (ContentForm) understands. Without a record yet the form
 * has no is_active switch: a new record is always created active (back-office.md 7).
 */
export function pageHeroDefinition(pageKey: string, exists: boolean): ContentTypeDef {
  const texts = heroTexts(pageKey);
  return {
    key: `page-hero-${pageKey}`,
    // Not a registered type: the shared action writes this table for it (app/lib/admin/page-hero.server.ts).
    table: "pageContents",
    title: texts.title,
    schema: PAGE_HERO_FORM.schema,
    fields: PAGE_HERO_FORM.fields.filter(
      (field) => (exists || field.name !== "is_active") && !hiddenFor(pageKey, field.name),
    ),
    columns: [],
    toggles: [],
    ordering: "newest",
    defaults: {
      title_de: "",
      title_en: "",
      subtitle_de: "",
      subtitle_en: "",
      description_de: "",
      description_en: "",
      hero_background_image: "",
      is_active: true,
      noindex: false,
    },
    texts: {
      created: texts.created,
      updated: texts.updated,
      deleted: texts.deleted,
      saveFailed: "Error",
      deleteFailed: "Error",
      confirmDelete: texts.confirmDelete,
      empty: "",
      add: "Create",
      createTitle: texts.title,
      editTitle: texts.title,
    },
    labelField: "title_de",
  };
}
