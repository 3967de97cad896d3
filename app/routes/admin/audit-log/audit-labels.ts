import { type AdminLang, type Translate, contentTypeOf, readableValue } from "~/lib/admin";
import { GENERAL_CARDS } from "../general/general-settings";

/*
 * The audit log's entries in words (decision 0056): the log stores keys (the type "hero", the action
 * "restore", the column "background_image"), which are right for the CSV export and wrong for a person.
 * The screen shows a content type's label and its fields' labels from the definition, and for the
 * other screens the labels below, in the reader's language. A key nobody has named yet is shown as it
 * is, so an entry never disappears.
 */

/** The screens that write entries of their own, under the type they log. */
const SCREEN_TYPES: Record<string, string> = {
  auth: "Anmeldung und Sicherheit",
  user: "Benutzer",
  settings: "Allgemeine Einstellungen",
  legal: "Rechtliche Seiten",
  media: "Medien",
  link: "Kurzlinks",
  newsletter: "Newsletter",
  contact: "Kontaktnachrichten",
  trash: "Papierkorb",
  import: "WordPress-Import",
};

/** What happened, as a verb phrase. */
const ACTIONS: Record<string, string> = {
  create: "Erstellt",
  update: "Geändert",
  delete: "Gelöscht",
  restore: "Wiederhergestellt",
  discard: "Entwurf verworfen",
  empty: "Papierkorb geleert",
  purge: "Endgültig gelöscht",
  toggle: "Umgeschaltet",
  move: "Verschoben",
  reorder: "Neu sortiert",
  upload: "Hochgeladen",
  reply: "Beantwortet",
  alt: "Alternativtext geändert",
  send: "Versand gestartet",
  draft: "Entwurf gespeichert",
  autosave: "Automatisch gespeichert",
  schedule: "Veröffentlichung geplant",
  publish: "Veröffentlicht",
  unpublish: "Veröffentlichung zurückgenommen",
  "publish-failed": "Veröffentlichung fehlgeschlagen",
  role: "Rolle geändert",
  ban: "Gesperrt",
  unban: "Entsperrt",
  revoke: "Alle Sitzungen beendet",
  password: "Passwort geändert",
  email: "E-Mail-Adresse geändert",
  "sign-in": "Angemeldet",
  "sign-in-failed": "Anmeldung fehlgeschlagen",
  "sign-in-awaiting-code": "Passwort angenommen, Code ausstehend",
  "two-factor-enabled": "Zwei-Faktor-Anmeldung eingeschaltet",
  "two-factor-disabled": "Zwei-Faktor-Anmeldung ausgeschaltet",
  "backup-codes-regenerated": "Neue Ersatzcodes erzeugt",
  "backup-code-used": "Ersatzcode verwendet",
  "two-factor-refused": "Code abgelehnt",
  "passkey-add": "Passkey hinzugefügt",
  "passkey-rename": "Passkey umbenannt",
  "passkey-remove": "Passkey entfernt",
  "session-end": "Sitzung beendet",
  "trust-end": "Browser nicht mehr vertraut",
  "trust-end-all": "Keinem Browser mehr vertraut",
  "retry-images": "Fehlende Bilder erneut abgerufen",
};

/** Columns of the screens that are not content types (and a few every type logs). */
const SCREEN_FIELDS: Record<string, Record<string, string>> = {
  "*": {
    draft: "Entwurf",
    display_order: "Reihenfolge",
    is_active: "Aktiv",
    status: "Status",
    scheduled_at: "Geplant für",
    published_at: "Veröffentlicht am",
  },
  auth: {
    name: "Name",
    password: "Passwort",
    session: "Sitzung",
    browser: "Browser",
    browsers: "Vertraute Browser",
    place: "Ort",
    reason: "Grund",
    method: "Verfahren",
    email: "E-Mail",
  },
  user: {
    name: "Name",
    email: "E-Mail",
    role: "Rolle",
    banned: "Gesperrt",
    banReason: "Grund der Sperre",
    password: "Passwort",
    admin_language: "Sprache des Verwaltungsbereichs",
  },
  legal: {
    page_key: "Seite",
    title_de: "Titel (DE)",
    title_en: "Titel (EN)",
    content_de: "Inhalt (DE)",
    content_en: "Inhalt (EN)",
  },
  media: {
    original_name: "Dateiname",
    mime: "Dateityp",
    bytes: "Größe in Bytes",
    width: "Breite",
    height: "Höhe",
    alt_de: "Alternativtext (DE)",
    alt_en: "Alternativtext (EN)",
  },
  link: {
    short_code: "Kurzcode",
    target_url: "Ziel-URL",
    description: "Beschreibung",
    detailed_description: "Ausführliche Beschreibung",
  },
  newsletter: {
    email: "E-Mail",
    lang: "Sprache",
    audience: "Empfänger",
    subject_de: "Betreff (DE)",
    subject_en: "Betreff (EN)",
  },
  contact: {
    contact_message_id: "Nachricht",
    reply_type: "Art der Antwort",
    reply_message: "Antwort",
  },
  trash: { items: "Einträge" },
  import: { came: "Abgerufene Bilder", still_missing: "Weiterhin fehlende Bilder" },
};

/** A label with its language mark ("Header (DE)"): the mark stays, the label is translated. */
function labelled(t: Translate, label: string): string {
  const marked = /^(.*) \((DE|EN)\)$/.exec(label);
  return marked ? `${t(marked[1]!)} (${marked[2]})` : t(label);
}

export function typeLabel(t: Translate, type: string): string {
  const screen = SCREEN_TYPES[type];
  if (screen) return t(screen);
  const def = contentTypeOf(type);
  return def ? t(def.menu?.label ?? def.dashboard?.label ?? def.title) : type;
}

export function actionLabel(t: Translate, action: string): string {
  const verb = ACTIONS[action];
  return verb ? t(verb) : action;
}

function fieldDef(type: string, field: string) {
  if (type === "settings") {
    for (const card of GENERAL_CARDS) {
      const found = card.fields.find((f) => f.name === field);
      if (found) return found;
    }
  }
  return contentTypeOf(type)?.fields.find((f) => f.name === field);
}

/** A logged value as a person reads it (lib/admin/readable-value.ts). */
export function valueLabel(t: Translate, lang: AdminLang, type: string, field: string, value: unknown): string {
  return readableValue(t, lang, fieldDef(type, field), field, value);
}

export function fieldLabel(t: Translate, type: string, field: string): string {
  const label = SCREEN_FIELDS[type]?.[field] ?? fieldDef(type, field)?.label ?? SCREEN_FIELDS["*"]![field];
  return label ? labelled(t, label) : field;
}
