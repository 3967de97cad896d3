import { defineContentType } from "../content-type-def";
import { bilingual, link, text, toggle } from "../field-builders";
import { sameSitePath } from "../../url";

/* ------------------------------------------------------------------ */
/* Navigation                                                          */
/* ------------------------------------------------------------------ */

export const navigation = defineContentType({
  key: "navigation",
  table: "navigationItems",
  menu: { group: "System", label: "Navigation", order: 10 },
  dashboard: { label: "Navigationspunkte", order: 180 },
  // The site's menu holds the whole site together: administrators only, like the general settings.
  adminOnly: true,
  title: "Navigation",
  intro: "Menüpunkte der Navbar und des Footers.",
  fields: [
    bilingual(text("name", { label: "Name", required: true, max: 100 })),
    link("href", { label: "URL", required: true, hint: "Pfad wie /about oder https://…" }),
    toggle("is_active", { label: "Aktiv" }),
    toggle("show_in_navbar", { label: "In der Navbar" }),
    toggle("is_footer", { label: "Im Footer" }),
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
    saveFailed: "Error",
    saveFailedDescription: "Failed to save navigation item. Please try again.",
    failureTitle: "Error",
    toggleFailed: {
      is_active: "Failed to update status. Please try again.",
      show_in_navbar: "Failed to update navbar status. Please try again.",
      is_footer: "Failed to update footer status. Please try again.",
    },
    moveFailed: "Failed to move navigation item. Please try again.",
    deleteFailed: "Error",
    deleteFailedDescription: "Failed to delete navigation item. Please try again.",
    toggled: "Status updated",
    toggledFields: {
      is_active: "Status updated",
      show_in_navbar: "Navbar status updated",
      is_footer: "Footer status updated",
    },
    confirmDelete: "Are you sure you want to delete this navigation item?",
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
