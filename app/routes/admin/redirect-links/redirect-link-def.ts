import type { ContentTypeDef } from "~/lib/admin";
import { REDIRECT_TOASTS } from "./redirect-links";
import { RedirectLinkSchema, redirectErrorText } from "~/lib/short-links";

/**
 * The redirect-link form and dialogs reuse the shared content pieces (ContentForm through
 * ContentDialogs, ToggleSwitch, MoveButton); the action is our own because every write must go
 * through the data functions that purge the short-link cache (./redirect-link-data.server.ts). Its
 * texts are German; the form kit shows them through `t()` (English forms in texts-en/links.ts).
 */
export const redirectLinkDef: ContentTypeDef = {
  key: "redirect-links",
  title: "Kurzlinks",
  schema: RedirectLinkSchema,
  fields: [
    {
      name: "short_code",
      label: "Kurzcode",
      kind: "text",
      required: true,
      half: true,
      hint: "Buchstaben, Ziffern, - und _; wird kleingeschrieben gespeichert. Die Kurzadresse lautet dann /ihr-code.",
    },
    {
      name: "target_url",
      label: "Ziel-URL",
      kind: "url",
      required: true,
      half: true,
      hint: "Mit http:// oder https://",
    },
    { name: "description", label: "Beschreibung", kind: "text" },
    { name: "detailed_description", label: "Ausführliche Beschreibung", kind: "textarea", rows: 4 },
    { name: "image_url", label: "Bild", kind: "image" },
    {
      name: "display_order",
      label: "Reihenfolge",
      kind: "number",
      min: 0,
      step: 1,
      half: true,
      hint: "Leer lassen: ans Ende der Liste",
    },
    {
      name: "starts_at",
      label: "Beginn (optional)",
      kind: "datetime",
      half: true,
      hint: "Vorher ist die Kurzadresse nicht erreichbar. Zeit in Berlin.",
    },
    {
      name: "expires_at",
      label: "Ablauf (optional)",
      kind: "datetime",
      half: true,
      hint: "Danach führt der Link zur Ersatz-URL oder zur Seite „Link abgelaufen“.",
    },
    { name: "expired_url", label: "Ersatz-URL nach Ablauf (optional)", kind: "url", hint: "Mit http:// oder https://" },
    // The UTM builder: filled values are appended to the target URL on save (an existing one is replaced).
    {
      name: "utm_source",
      label: "UTM-Quelle",
      kind: "text",
      half: true,
      hint: "z. B. newsletter; wird beim Speichern an die Ziel-URL angehängt",
    },
    { name: "utm_medium", label: "UTM-Medium", kind: "text", half: true, hint: "z. B. email" },
    { name: "utm_campaign", label: "UTM-Kampagne", kind: "text", half: true, hint: "z. B. fruehling-2026" },
    { name: "utm_content", label: "UTM-Inhalt", kind: "text", half: true },
    { name: "utm_term", label: "UTM-Suchbegriff", kind: "text", half: true },
  ],
  columns: [],
  toggles: ["is_active", "redirect_active"],
  ordering: "manual",
  defaults: {},
  texts: {
    created: REDIRECT_TOASTS.created,
    updated: REDIRECT_TOASTS.updated,
    deleted: REDIRECT_TOASTS.deleted,
    saveFailed: REDIRECT_TOASTS.updateFailed,
    createFailed: REDIRECT_TOASTS.createFailed,
    deleteFailed: REDIRECT_TOASTS.deleteFailed,
    moved: REDIRECT_TOASTS.orderUpdated,
    confirmDelete:
      "Diesen Kurzlink wirklich löschen? Die Kurzadresse leitet danach nicht mehr weiter, ihre Klicks werden mitgelöscht.",
    empty: "Noch keine Kurzlinks. Legen Sie den ersten an!",
    add: "Link erstellen",
    createTitle: "Link erstellen",
    editTitle: "Link bearbeiten",
  },
  labelField: "short_code",
  errorText: redirectErrorText,
};
