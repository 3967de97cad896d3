import { z } from "zod";
import { PAGE_TARGETS } from "~/lib/wordpress";

/*
 * The import screen's forms, validated with the same schemas in the browser (conform) and in the action.
 * The upload's file is checked on the server only (its bytes are read there, see upload.server.ts).
 */

export const IMPORT_TEXTS = {
  title: "WordPress-Import",
  intro:
    "Übernehmen Sie Beiträge, Seiten und Bilder aus einer WordPress-Export-Datei (WordPress: Werkzeuge → Daten exportieren).",
  fileLabel: "Export-Datei (.xml)",
  fileHint: "Höchstens 64 MB. Die Datei wird zuerst gelesen; importiert wird erst, wenn Sie es bestätigen.",
  upload: "Datei hochladen",
  missing: "Bitte wählen Sie eine WordPress-Export-Datei (.xml) aus.",
  tooLarge: "Die Datei ist größer als 64 MB.",
  broken: "Die Datei kam nicht vollständig an. Bitte laden Sie sie erneut hoch.",
  notWxr: "Diese Datei ist keine WordPress-Export-Datei (WXR).",
  doctype: "Die Datei enthält eine DOCTYPE- oder Entity-Deklaration und wird aus Sicherheitsgründen abgelehnt.",
  truncated: "Die Datei ist unvollständig (sie endet mitten im Inhalt). Bitte exportieren Sie sie erneut.",
  malformed: "Die Datei ist kein gültiges XML und kann nicht gelesen werden.",
  internal: "Beim Import ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.",
  started: "Import gestartet",
  alreadyStarted: "Dieser Import läuft bereits oder ist abgeschlossen.",
  unknownImport: "Diesen Import gibt es nicht.",
  invalid: "Bitte prüfen Sie Ihre Auswahl.",
  missingTitle: "Fehlende Bilder",
  missingIntro:
    "Diese Bilder konnten beim Import nicht abgerufen werden. Die Beiträge zeigen bis dahin ein Platzhalterbild.",
  missingCount: "Noch fehlende Bilder: {n}",
  retry: "Fehlende Bilder erneut abrufen",
  retryCame: "Abgerufen und eingesetzt: {came}. Weiterhin nicht abrufbar: {failed}.",
  retryBusy: "Die fehlenden Bilder werden gerade in einem anderen Fenster abgerufen.",
  retryNone: "Es fehlen keine Bilder.",
} as const;

/** "Fetch missing images again": no field but its intent, which is checked like any other. */
// The button posts its intent alone; anything beside it is not this form, and refused.
export const RetrySchema = z.object({ intent: z.literal("retry-images") }).strict();

export const StartSchema = z
  .object({
    intent: z.literal("start"),
    id: z.coerce
      .number()
      .int()
      .positive()
      .max(2 ** 31),
  })
  // Each page's choice is a field of its own (page-<WordPress id>), so the form posts without JavaScript.
  .catchall(z.enum(PAGE_TARGETS, { message: IMPORT_TEXTS.invalid }));

/** The field name of a page's choice. */
export const pageField = (wpId: number) => `page-${wpId}`;
