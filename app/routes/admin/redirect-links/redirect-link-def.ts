import type { ContentTypeDef } from "~/lib/admin/content-type-def";
import { REDIRECT_TOASTS } from "./redirect-links";
import { RedirectLinkSchema, redirectErrorText } from "~/lib/schemas/redirect-link";

/**
 * The redirect-link form and dialogs reuse the shared content pieces (ContentForm through
 * ContentDialogs, ToggleSwitch, MoveButton); the action is our own because every write must go
 * through the data functions that purge the short-link cache (./redirect-link-data.server.ts).
 */
export const redirectLinkDef: ContentTypeDef = {
  key: "redirect-links",
  title: "Redirect Links",
  schema: RedirectLinkSchema,
  fields: [
    {
      name: "short_code",
      label: "Short Code",
      kind: "text",
      required: true,
      half: true,
      hint: "Buchstaben, Ziffern, - und _; wird klein gespeichert. Aufruf: /{short_code}",
    },
    {
      name: "target_url",
      label: "Target URL",
      kind: "url",
      required: true,
      half: true,
      hint: "Mit http:// oder https://",
    },
    { name: "description", label: "Description", kind: "text" },
    { name: "detailed_description", label: "Detailed Description", kind: "textarea", rows: 4 },
    { name: "image_url", label: "Image URL", kind: "image" },
    {
      name: "display_order",
      label: "Display Order",
      kind: "number",
      min: 0,
      step: 1,
      half: true,
      hint: "Leer lassen: ans Ende der Liste",
    },
    {
      name: "starts_at",
      label: "Start (optional)",
      kind: "datetime",
      half: true,
      hint: "Vorher: Seite nicht gefunden. Zeit in Berlin.",
    },
    {
      name: "expires_at",
      label: "Ablauf (optional)",
      kind: "datetime",
      half: true,
      hint: "Danach: Ersatz-URL oder die Seite „Link abgelaufen“ (410).",
    },
    { name: "expired_url", label: "Ersatz-URL nach Ablauf (optional)", kind: "url", hint: "Mit http:// oder https://" },
    // The UTM builder: filled values are appended to the target URL on save (an existing one is replaced).
    {
      name: "utm_source",
      label: "UTM Source",
      kind: "text",
      half: true,
      hint: "z. B. newsletter; wird beim Speichern an die Target URL angehängt",
    },
    { name: "utm_medium", label: "UTM Medium", kind: "text", half: true, hint: "z. B. email" },
    { name: "utm_campaign", label: "UTM Campaign", kind: "text", half: true, hint: "z. B. fruehling-2026" },
    { name: "utm_content", label: "UTM Content", kind: "text", half: true },
    { name: "utm_term", label: "UTM Term", kind: "text", half: true },
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
      "Diesen Redirect Link wirklich löschen? Der Short Code leitet danach nicht mehr weiter, seine Klicks werden mitgelöscht.",
    empty: "No redirect links found. Create your first one!",
    add: "Create Link",
    createTitle: "Create Link",
    editTitle: "Edit Link",
  },
  labelField: "short_code",
  errorText: redirectErrorText,
};
