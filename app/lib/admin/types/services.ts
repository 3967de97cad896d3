import { defineContentType, type Field } from "../content-type-def";
import { failureTexts, recordTexts } from "../record-texts";
import { bilingual, image, link, number, richText, text, toggle } from "../field-builders";

/* ------------------------------------------------------------------ */
/* Services (back-office.md 2 'Management screens', 3, 5, 8)           */
/* ------------------------------------------------------------------ */

/** The fields of a service; the about sections have the same and a switch for their link. */
export const serviceFields = {
  texts: [
    bilingual(text("title", { label: "Titel", required: true, max: 200 })),
    bilingual(text("subtitle", { label: "Untertitel", max: 300 })),
    bilingual(richText("description", { label: "Beschreibung", required: true, max: 20_000 })),
  ],
  images: [
    image("image_url", { label: "Bild-URL", required: true }),
    image("background_image", { label: "Hintergrundbild", half: true }),
    image("hero_background_image", { label: "Hintergrundbild des Seitenkopfs", half: true }),
  ],
  order: [
    number("display_order", { label: "Reihenfolge", min: 0, required: true }),
    toggle("is_active", { label: "Aktiv" }),
  ],
} satisfies Record<string, readonly (Field | readonly Field[])[]>;

/** The list of the services, and of the about sections alike: in their order by hand, switched on and off there. */
export const serviceList = {
  columns: [
    { name: "image_url", label: "Bild", kind: "image" },
    { name: "title_de", label: "Titel (DE)" },
    { name: "title_en", label: "Titel (EN)" },
    { name: "is_active", label: "Status", kind: "toggle" },
  ],
  toggles: ["is_active"],
  ordering: "manual",
} as const;

export const services = defineContentType({
  key: "services",
  table: "services",
  menu: { group: "Services", order: 10 },
  dashboard: { order: 50 },
  title: "Services",
  intro: "Die Leistungen auf der Seite „Services“.",
  fields: [
    ...serviceFields.texts,
    ...serviceFields.images,
    link("external_url", { label: "Link", hint: "Pfad wie /services/einzelcoaching oder https://…" }),
    toggle("link_on_page", { label: "Im gleichen Fenster öffnen" }),
    ...serviceFields.order,
  ],
  ...serviceList,
  defaults: { display_order: 0, is_active: true, link_on_page: false },
  labelField: "title_de",
  texts: {
    ...recordTexts("Service", "m", "Services"),
    ...failureTexts.of("des Service"),
  },
  related: [{ label: "Service-Detailseiten verwalten", to: "/admin/service-details" }],
  page: {
    path: "services",
    list: true,
    hero: {
      key: "services",
      editor: "services-hero",
      menu: { group: "Content", label: "Seitenkopf: Services", order: 70 },
    },
  },
});

// Its key joins the registry's union of keys (app/lib/admin/registry.ts).
declare module "../content-type-def" {
  interface ContentTypeKeys {
    services: typeof services;
  }
}
