import { defineContentType } from "../content-type-def";
import { failureTexts, recordTexts } from "../record-texts";
import { english, image, text, textarea, url } from "../field-builders";
import { iconHint } from "./parts/community";

/* ------------------------------------------------------------------ */
/* Community (/admin/community): features, posts, stats                */
/* ------------------------------------------------------------------ */

export const communityFeatures = defineContentType({
  key: "community-features",
  table: "communityFeatures",
  // The community screen (/admin/community) has a tab for each of its three types; this one leads to it.
  menu: { group: "Buddys", label: "Community", order: 30, to: "/admin/community" },
  dashboard: { order: 150, path: "/admin/community" },
  title: "Community-Features",
  intro: "Die Angebote auf der Seite der Community (neueste zuerst).",
  fields: [
    english(text("title", { label: "Titel", required: true, max: 200 })),
    text("icon_name", { label: "Symbol", required: true, max: 60, hint: iconHint }),
    english(textarea("description", { label: "Beschreibung", required: true, max: 2000 })),
    english(textarea("detail_description", { label: "Ausführliche Beschreibung", max: 10000 })),
    image("image_url", { label: "Bild-URL", required: true }),
    url("external_url", { label: "Externer Link", required: true }),
  ],
  // No icon column: its value is the icon's English code name, which the form shows where it is edited.
  columns: [
    { name: "image_url", label: "Bild", kind: "image" },
    { name: "title", label: "Titel" },
    { name: "description", label: "Beschreibung", preview: 80 },
  ],
  toggles: [],
  ordering: "newest",
  // No pre-filled external link (docs/decisions/0020): staff enter the real one.
  defaults: { icon_name: "Users" },
  labelField: "title",
  texts: {
    ...recordTexts("Feature", "n", "Features"),
    ...failureTexts.tryAgain,
  },
  page: {
    path: "community",
    list: true,
    hero: {
      key: "community",
      editor: "community-hero",
      menu: { group: "Buddys", label: "Seitenkopf: Community", order: 40 },
    },
  },
  // /admin/community: a tab for each of its three types, this one first.
  tab: {
    screen: "community",
    label: "Features",
    heading: {
      title: "Community",
      intro: "Features, Posts und Statistiken der Seite der Community.",
      meta: "Community",
      loadFailed: "Fehler beim Laden der Community-Daten",
      tabTitles: true,
    },
  },
});

// Its key joins the registry's union of keys (app/lib/admin/registry.ts).
declare module "../content-type-def" {
  interface ContentTypeKeys {
    "community-features": typeof communityFeatures;
  }
}
