import { defineContentType } from "../content-type-def";
import { failureTexts, recordTexts } from "../record-texts";
import { link, toggle } from "../field-builders";
import { serviceFields, serviceList } from "./services";

/* ------------------------------------------------------------------ */
/* About sections (as services, plus the external_link flag)           */
/* ------------------------------------------------------------------ */

export const about = defineContentType({
  key: "about",
  table: "aboutSections",
  menu: { group: "Content", label: "Über uns", order: 40 },
  dashboard: { order: 40 },
  title: "Über-uns-Bereiche",
  intro: "Die Abschnitte der Seite „Über uns“.",
  fields: [
    ...serviceFields.texts,
    ...serviceFields.images,
    toggle("external_link", { label: "Externen Link anzeigen" }),
    link("external_url", { label: "Link", showWhen: "external_link", hint: "Pfad wie /kontakt oder https://…" }),
    toggle("link_on_page", { label: "Im gleichen Fenster öffnen", showWhen: "external_link" }),
    ...serviceFields.order,
  ],
  ...serviceList,
  defaults: { display_order: 0, is_active: true, link_on_page: false, external_link: false },
  labelField: "title_de",
  texts: {
    ...recordTexts("Über-uns-Bereich", "m", "Über-uns-Bereiche"),
    ...failureTexts.of("des Über-uns-Bereichs"),
    add: "Neuer Bereich",
  },
  page: {
    path: "about",
    list: true,
    hero: { key: "about", editor: "about-hero", menu: { group: "Content", label: "Seitenkopf: Über uns", order: 60 } },
  },
});

// Its key joins the registry's union of keys (app/lib/admin/registry.ts).
declare module "../content-type-def" {
  interface ContentTypeKeys {
    about: typeof about;
  }
}
