import { defineContentType } from "../content-type-def";
import { failureTexts, recordTexts } from "../record-texts";
import { bilingual, image, number, richText, slug, text, toggle } from "../field-builders";
import { seoFields } from "./parts/seo";
import { HERO_FALLBACK_IMAGES } from "../../pages/site-defaults";

/* ------------------------------------------------------------------ */
/* Service details (/services/{slug})                                  */
/* ------------------------------------------------------------------ */

export const serviceDetails = defineContentType({
  key: "service-details",
  table: "serviceDetails",
  // No menu entry of its own: reached from the services screen.
  dashboard: { label: "Service-Details", order: 60, path: "/admin/services" },
  title: "Service-Detailseiten",
  intro: "Die eigenen Seiten der Services, jede unter ihrer Webadresse.",
  fields: [
    slug("slug", {
      label: "Webadresse",
      source: "title_de",
      fallback: "service",
      prefix: "/services/",
      hint: "Leer lassen, um sie aus dem deutschen Titel zu erzeugen; gilt für beide Sprachen (auch „Slug“ genannt).",
    }),
    bilingual(text("title", { label: "Titel", required: true, max: 200 })),
    bilingual(text("subtitle", { label: "Untertitel", max: 300 })),
    bilingual(richText("description", { label: "Beschreibung", required: true, max: 50_000 })),
    image("image_url", { label: "Bild-URL" }),
    number("display_order", { label: "Reihenfolge", min: 0, required: true }),
    toggle("is_active", { label: "Aktiv" }),
    seoFields,
  ],
  columns: [
    { name: "title_de", label: "Titel (DE)", also: "title_en" },
    { name: "slug", label: "Webadresse", kind: "badge" },
    { name: "is_active", label: "Status", kind: "toggle" },
  ],
  toggles: ["is_active"],
  ordering: "manual",
  defaults: { display_order: 0, is_active: true },
  labelField: "title_de",
  texts: {
    ...recordTexts("Service-Detailseite", "f", "Service-Detailseiten"),
    ...failureTexts.of("der Service-Detailseite"),
    add: "Neue Detailseite",
  },
  related: [{ label: "Zurück zu den Services", to: "/admin/services" }],
  page: {
    path: "services",
    name: { de: "Leistungen", en: "Services" },
    // One slug for both languages (the English page is /en/services/{slug}).
    detail: {
      routable: { on: ["is_active"], filled: ["slug"] },
      title: "title_de",
      description: ["subtitle_de", "description_de"],
      image: "image_url",
      imageFallback: HERO_FALLBACK_IMAGES.services,
    },
  },
});

// Its key joins the registry's union of keys (app/lib/admin/registry.ts).
declare module "../content-type-def" {
  interface ContentTypeKeys {
    "service-details": typeof serviceDetails;
  }
}
