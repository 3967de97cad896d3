import { z } from "zod";
import { defineContentType, withEnglish } from "../content-type-def";
import { httpUrl, imageUrl, optionalText, requiredText } from "../zod-fields";
import { communityFailures, iconHint } from "./parts/community";

/* ------------------------------------------------------------------ */
/* Community (/admin/community): features, posts, stats                */
/* ------------------------------------------------------------------ */

const CommunityFeatureSchema = z.object({
  title: requiredText("Titel", 200),
  title_en: optionalText(200),
  description: requiredText("Beschreibung", 2000),
  description_en: optionalText(2000),
  detail_description: optionalText(10000),
  detail_description_en: optionalText(10000),
  icon_name: requiredText("Icon", 60),
  image_url: imageUrl("Bild-URL"),
  external_url: httpUrl("Externer Link"),
});

export const communityFeatures = defineContentType({
  key: "community-features",
  table: "communityFeatures",
  // The community screen (/admin/community) has a tab for each of its three types; this one leads to it.
  menu: { group: "Buddys", label: "Community", order: 30, to: "/admin/community" },
  dashboard: { label: "Community-Features", order: 150, path: "/admin/community" },
  title: "Community-Features",
  intro: "Angebote der Community auf /community (neueste zuerst).",
  schema: CommunityFeatureSchema,
  fields: [
    ...withEnglish({ name: "title", label: "Titel", kind: "text", required: true }),
    { name: "icon_name", label: "Icon", kind: "text", required: true, hint: iconHint },
    ...withEnglish({ name: "description", label: "Beschreibung", kind: "textarea", required: true }),
    ...withEnglish({ name: "detail_description", label: "Ausführliche Beschreibung", kind: "textarea" }),
    { name: "image_url", label: "Bild-URL", kind: "image", required: true },
    { name: "external_url", label: "Externer Link", kind: "url", required: true },
  ],
  columns: [
    { name: "image_url", label: "Bild", kind: "image" },
    { name: "title", label: "Titel" },
    { name: "description", label: "Beschreibung", preview: 80 },
    { name: "icon_name", label: "Icon", kind: "badge" },
  ],
  toggles: [],
  ordering: "newest",
  // No pre-filled external link (docs/decisions/0020): staff enter the real one.
  defaults: { icon_name: "Users" },
  labelField: "title",
  texts: {
    created: "Feature erfolgreich erstellt!",
    updated: "Feature erfolgreich aktualisiert!",
    deleted: "Feature erfolgreich gelöscht!",
    ...communityFailures,
    confirmDelete: "Sind Sie sicher, dass Sie dieses Feature löschen möchten?",
    empty: "Noch keine Features vorhanden.",
    add: "Neues Feature",
    createTitle: "Feature erstellen",
    editTitle: "Feature bearbeiten",
  },
  publicPath: () => "/community",
  // /admin/community: a tab for each of its three types, this one first.
  tab: {
    screen: "community",
    label: "Features",
    heading: {
      title: "Community",
      intro: "Features, Posts und Statistiken der Seite /community.",
      meta: "Community",
      loadFailed: "Fehler beim Laden der Community-Daten",
      tabTitles: true,
    },
  },
});
