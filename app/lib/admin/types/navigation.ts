import { defineContentType } from "../content-type-def";
import { bilingual, link, text, toggle } from "../field-builders";
import { sameSitePath } from "../../text/url";

/* ------------------------------------------------------------------ */
/* Navigation                                                          */
/* ------------------------------------------------------------------ */

export const navigation = defineContentType({
  key: "navigation",
  table: "navigationItems",
  menu: { group: "System", order: 10 },
  dashboard: { label: "Menüpunkte", order: 180 },
  // The site's menu holds the whole site together: administrators only, like the general settings.
  adminOnly: true,
  title: "Navigation",
  intro: "Die Menüpunkte im Hauptmenü und in der Fußzeile der Website.",
  fields: [
    bilingual(text("name", { label: "Name", required: true, max: 100 })),
    link("href", { label: "Link", required: true, hint: "Pfad wie /about oder https://…" }),
    toggle("is_active", { label: "Aktiv" }),
    toggle("show_in_navbar", { label: "Im Hauptmenü" }),
    toggle("is_footer", { label: "In der Fußzeile" }),
  ],
  columns: [
    { name: "name_de", label: "Name (DE)" },
    { name: "name_en", label: "Name (EN)" },
    { name: "href", label: "Link" },
    { name: "is_active", label: "Aktiv", kind: "toggle" },
    { name: "show_in_navbar", label: "Hauptmenü", kind: "toggle" },
    { name: "is_footer", label: "Fußzeile", kind: "toggle" },
  ],
  toggles: ["is_active", "show_in_navbar", "is_footer"],
  ordering: "manual",
  // A new item is active and shown in navbar and footer (back-office.md 9); its place is max + 1.
  defaults: { is_active: true, show_in_navbar: true, is_footer: true },
  labelField: "name_de",
  texts: {
    created: "Menüpunkt erfolgreich erstellt",
    updated: "Menüpunkt erfolgreich aktualisiert",
    deleted: "Menüpunkt gelöscht",
    saveFailed: "Fehler",
    saveFailedDescription: "Der Menüpunkt konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.",
    toggleFailed: {
      is_active: "Der Status konnte nicht geändert werden. Bitte versuchen Sie es erneut.",
      show_in_navbar: "Die Anzeige im Hauptmenü konnte nicht geändert werden. Bitte versuchen Sie es erneut.",
      is_footer: "Die Anzeige in der Fußzeile konnte nicht geändert werden. Bitte versuchen Sie es erneut.",
    },
    moveFailed: "Der Menüpunkt konnte nicht verschoben werden. Bitte versuchen Sie es erneut.",
    deleteFailed: "Fehler",
    deleteFailedDescription: "Der Menüpunkt konnte nicht gelöscht werden. Bitte versuchen Sie es erneut.",
    toggled: "Status aktualisiert",
    toggledFields: {
      is_active: "Status aktualisiert",
      show_in_navbar: "Anzeige im Hauptmenü aktualisiert",
      is_footer: "Anzeige in der Fußzeile aktualisiert",
    },
    confirmDelete: "Sind Sie sicher, dass Sie diesen Menüpunkt löschen möchten?",
    empty: "Noch keine Menüpunkte vorhanden.",
    add: "Neuer Menüpunkt",
    createTitle: "Menüpunkt erstellen",
    editTitle: "Menüpunkt bearbeiten",
  },
  publicPath: (row) => sameSitePath(row.href),
});

// Its key joins the registry's union of keys (app/lib/admin/registry.ts).
declare module "../content-type-def" {
  interface ContentTypeKeys {
    navigation: typeof navigation;
  }
}
