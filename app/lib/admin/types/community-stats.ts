import { defineContentType } from "../content-type-def";
import { failureTexts, recordTexts } from "../record-texts";
import { bilingual, number, text, toggle } from "../field-builders";
import { iconHint } from "./parts/community";

export const communityStats = defineContentType({
  key: "community-stats",
  table: "communityStats",
  dashboard: { order: 170, path: "/admin/community" },
  title: "Community-Statistiken",
  intro: "Die Zahlen auf der Seite der Community (nur aktive, in dieser Reihenfolge).",
  fields: [
    text("stat_key", {
      label: "Schlüssel",
      required: true,
      max: 100,
      half: true,
      hint: "Ein eindeutiger Name, z. B. members",
    }),
    text("stat_value", { label: "Wert", required: true, max: 50, half: true, hint: "Als Text, z. B. 2.547" }),
    bilingual(text("stat_label", { label: "Bezeichnung", required: true, max: 100 })),
    text("icon_name", { label: "Symbol", required: true, max: 60, half: true, hint: iconHint }),
    number("display_order", { label: "Reihenfolge", min: 0, required: true, half: true }),
    toggle("is_active", { label: "Aktiv" }),
  ],
  // No icon column: its value is the icon's English code name, which the form shows where it is edited.
  columns: [
    { name: "stat_value", label: "Wert" },
    { name: "stat_label_de", label: "Bezeichnung (DE/EN)", also: "stat_label_en" },
    { name: "stat_key", label: "Schlüssel", kind: "badge" },
    { name: "is_active", label: "Aktiv", kind: "toggle" },
  ],
  toggles: ["is_active"],
  ordering: "manual",
  defaults: { icon_name: "Users", display_order: 0, is_active: true },
  labelField: "stat_label_de",
  texts: {
    ...recordTexts("Statistik", "f", "Statistiken"),
    ...failureTexts.tryAgain,
    toggledFields: { is_active: { on: "Statistik aktiviert", off: "Statistik deaktiviert" } },
    moved: "Reihenfolge aktualisiert",
  },
  page: { path: "community" },
  tab: { screen: "community", value: "statistiken", label: "Statistiken" },
});

// Its key joins the registry's union of keys (app/lib/admin/registry.ts).
declare module "../content-type-def" {
  interface ContentTypeKeys {
    "community-stats": typeof communityStats;
  }
}
