import { z } from "zod";
import { defineContentType } from "../content-type-def";
import { flag, requiredText, wholeNumber } from "../zod-fields";
import { communityFailures, iconHint } from "./parts/community";

const CommunityStatSchema = z.object({
  stat_key: requiredText("Schlüssel", 100),
  stat_value: requiredText("Wert", 50),
  stat_label_de: requiredText("Bezeichnung (DE)", 100),
  stat_label_en: requiredText("Bezeichnung (EN)", 100),
  icon_name: requiredText("Icon", 60),
  display_order: wholeNumber("Reihenfolge"),
  is_active: flag(),
});

export const communityStats = defineContentType({
  key: "community-stats",
  table: "communityStats",
  dashboard: { label: "Community-Statistiken", order: 170, path: "/admin/community" },
  title: "Community-Statistiken",
  intro: "Zahlen auf /community (nur aktive, in dieser Reihenfolge).",
  schema: CommunityStatSchema,
  fields: [
    { name: "stat_key", label: "Schlüssel", kind: "text", required: true, half: true, hint: "z. B. members" },
    { name: "stat_value", label: "Wert", kind: "text", required: true, half: true, hint: "Text, z. B. 2,547" },
    { name: "stat_label_de", label: "Bezeichnung (DE)", kind: "text", required: true, half: true },
    { name: "stat_label_en", label: "Bezeichnung (EN)", kind: "text", required: true, half: true },
    { name: "icon_name", label: "Icon", kind: "text", required: true, half: true, hint: iconHint },
    { name: "display_order", label: "Reihenfolge", kind: "number", min: 0, required: true, half: true },
    { name: "is_active", label: "Aktiv", kind: "switch" },
  ],
  columns: [
    { name: "stat_value", label: "Wert" },
    { name: "stat_label_de", label: "Bezeichnung (DE/EN)", also: "stat_label_en" },
    { name: "stat_key", label: "Schlüssel", kind: "badge" },
    { name: "icon_name", label: "Icon", kind: "badge" },
    { name: "is_active", label: "Aktiv", kind: "toggle" },
  ],
  toggles: ["is_active"],
  ordering: "manual",
  defaults: { icon_name: "Users", display_order: 0, is_active: true },
  labelField: "stat_label_de",
  texts: {
    created: "Statistik erfolgreich erstellt!",
    updated: "Statistik erfolgreich aktualisiert!",
    deleted: "Statistik erfolgreich gelöscht!",
    ...communityFailures,
    toggledFields: { is_active: { on: "Statistik aktiviert", off: "Statistik deaktiviert" } },
    moved: "Reihenfolge aktualisiert",
    confirmDelete: "Sind Sie sicher, dass Sie diese Statistik löschen möchten?",
    empty: "Noch keine Statistiken vorhanden.",
    add: "Neue Statistik",
    createTitle: "Statistik erstellen",
    editTitle: "Statistik bearbeiten",
  },
  publicPath: () => "/community",
  tab: { screen: "community", value: "statistiken", label: "Statistiken" },
});
