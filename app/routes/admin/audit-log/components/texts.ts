import type { Lang } from "~/lib/i18n";

/** The audit log screen's words, in both languages of the back office. */
export const AUDIT_TEXTS: Record<
  Lang,
  {
    title: string;
    intro: string;
    export: string;
    filter: string;
    actor: string;
    everyone: string;
    type: string;
    allTypes: string;
    from: string;
    to: string;
    apply: string;
    reset: string;
    when: string;
    action: string;
    changes: string;
    noChanges: string;
    empty: string;
    noMatch: string;
    count: (n: number) => string;
    actions: Record<string, string>;
  }
> = {
  de: {
    title: "Audit-Log",
    intro: "Wer hat wann was in der Verwaltung geändert.",
    export: "CSV exportieren",
    filter: "Audit-Log filtern",
    actor: "Person",
    everyone: "Alle Personen",
    type: "Bereich",
    allTypes: "Alle Bereiche",
    from: "Von",
    to: "Bis",
    apply: "Filtern",
    reset: "Filter zurücksetzen",
    when: "Zeitpunkt",
    action: "Aktion",
    changes: "Änderungen",
    noChanges: "keine Feldänderung",
    empty: "Noch keine Einträge.",
    noMatch: "Keine Einträge für diesen Filter.",
    count: (n) => (n === 1 ? "1 Eintrag" : `${n} Einträge`),
    actions: {
      create: "Erstellt",
      update: "Geändert",
      delete: "Gelöscht",
      toggle: "Umgeschaltet",
      move: "Verschoben",
      reorder: "Neu sortiert",
      upload: "Hochgeladen",
      reply: "Beantwortet",
      alt: "Alternativtext geändert",
      send: "Versand gestartet",
      role: "Rolle geändert",
      ban: "Gesperrt",
      unban: "Entsperrt",
      revoke: "Sitzungen beendet",
      password: "Passwort geändert",
      email: "E-Mail-Adresse geändert",
      "sign-in": "Angemeldet",
      "sign-in-failed": "Anmeldung fehlgeschlagen",
      "two-factor-enabled": "Zwei-Faktor-Anmeldung eingeschaltet",
      "two-factor-disabled": "Zwei-Faktor-Anmeldung ausgeschaltet",
      "backup-codes-regenerated": "Neue Ersatzcodes erzeugt",
      "backup-code-used": "Ersatzcode verwendet",
      "two-factor-refused": "Code abgelehnt",
      "passkey-add": "Passkey hinzugefügt",
      "passkey-rename": "Passkey umbenannt",
      "passkey-remove": "Passkey entfernt",
      "session-end": "Sitzung beendet",
    },
  },
  en: {
    title: "Audit log",
    intro: "Who changed what in the back office, and when.",
    export: "Export CSV",
    filter: "Filter the audit log",
    actor: "Person",
    everyone: "Everyone",
    type: "Area",
    allTypes: "All areas",
    from: "From",
    to: "To",
    apply: "Filter",
    reset: "Clear filter",
    when: "When",
    action: "Action",
    changes: "Changes",
    noChanges: "no field changed",
    empty: "No entries yet.",
    noMatch: "No entries for this filter.",
    count: (n) => (n === 1 ? "1 entry" : `${n} entries`),
    actions: {
      create: "Created",
      update: "Updated",
      delete: "Deleted",
      toggle: "Switched",
      move: "Moved",
      reorder: "Reordered",
      upload: "Uploaded",
      reply: "Replied",
      alt: "Alt text changed",
      send: "Sending started",
      role: "Role changed",
      ban: "Banned",
      unban: "Unbanned",
      revoke: "Sessions ended",
      password: "Password changed",
      email: "E-mail address changed",
      "sign-in": "Signed in",
      "sign-in-failed": "Sign-in failed",
      "two-factor-enabled": "Two-factor sign-in switched on",
      "two-factor-disabled": "Two-factor sign-in switched off",
      "backup-codes-regenerated": "New backup codes made",
      "backup-code-used": "Backup code used",
      "two-factor-refused": "Code refused",
      "passkey-add": "Passkey added",
      "passkey-rename": "Passkey renamed",
      "passkey-remove": "Passkey removed",
      "session-end": "Session ended",
    },
  },
};
