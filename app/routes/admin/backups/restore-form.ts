import { z } from "zod";

/*
 * The restore form of /admin/backups: its texts and its one field's schema, shared by browser and server.
 * What the screen's form accepts: larger archives (with many media files) go through `npm run restore`.
 */
export const MAX_UPLOAD_BYTES = 32 * 1024 * 1024;

export const RESTORE_TEXTS = {
  pick: "Bitte wählen Sie eine Sicherung (.zip) aus.",
  tooLarge: "Die Datei ist größer als 32 MB. Größere Sicherungen stellen Sie mit „npm run restore“ wieder her.",
  notEmpty:
    "Die Website enthält schon Inhalte. Eine Sicherung lässt sich hier nur in eine leere Website einspielen; sonst mit „npm run restore -- --force“.",
  busy: "Gerade läuft schon eine Wiederherstellung. Bitte warten Sie, bis sie abgeschlossen ist, und laden Sie die Seite dann neu.",
  failed: "Die Wiederherstellung ist fehlgeschlagen; nichts wurde übernommen. Bitte versuchen Sie es erneut.",
} as const;

/** The form's one field, checked in the browser (conform) and again here. */
export const RestoreSchema = z.object({
  archive: z
    .instanceof(File, { error: RESTORE_TEXTS.pick })
    .refine((file) => file.size > 0, RESTORE_TEXTS.pick)
    .refine((file) => file.size <= MAX_UPLOAD_BYTES, RESTORE_TEXTS.tooLarge),
});
