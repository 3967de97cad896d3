import { type AdminLang, type Translate, staffTime, useAdminLang, useT } from "~/lib/admin";
import { cn } from "~/lib/utils";
import type { AutosaveNote } from "./use-autosave";

/** What autosave last did, said politely to screen readers (the region is there from the start). */
export function AutosaveStatus({ note, className }: { note: AutosaveNote; className?: string }) {
  const t = useT();
  const lang = useAdminLang();
  return (
    <p
      aria-live="polite"
      data-testid="autosave-note"
      className={cn(
        "min-h-5 text-sm",
        note.kind === "stopped" ? "text-destructive" : "text-muted-foreground",
        className,
      )}
    >
      {textOf(note, t, lang)}
    </p>
  );
}

/** The note's sentence; a detail (a field's label, the server's message) is German text translated too. */
function textOf(note: AutosaveNote, t: Translate, lang: AdminLang): string {
  switch (note.kind) {
    case "idle":
      return "";
    case "saving":
      return t("Wird automatisch gespeichert …");
    case "saved":
      return t("Gespeichert um {time} (als Entwurf)", { time: staffTime(lang, note.at) });
    case "stopped":
      return t("Automatisches Speichern angehalten: {detail}", { detail: detailOf(note.detail, t) });
    case "local": {
      const time = staffTime(lang, note.at);
      if (note.reason === "new")
        return t(
          "Im Browser gesichert um {time}; auf dem Server erst nach „Entwurf speichern“ oder „Veröffentlichen“.",
          {
            time,
          },
        );
      if (note.reason === "invalid")
        return note.detail
          ? t("Im Browser gesichert um {time}, nicht auf dem Server: „{field}“ ist noch nicht vollständig.", {
              time,
              field: t(note.detail),
            })
          : t("Im Browser gesichert um {time}, nicht auf dem Server: Das Formular ist noch nicht vollständig.", {
              time,
            });
      return note.detail
        ? t("Im Browser gesichert um {time}. Automatisches Speichern fehlgeschlagen: {detail}.", {
            time,
            detail: detailOf(note.detail, t),
          })
        : t("Im Browser gesichert um {time}. Automatisches Speichern fehlgeschlagen.", { time });
    }
  }
}

/** A detail joined from several German messages (" · ", ". ") shows each in the screen's language. */
function detailOf(detail: string, t: Translate): string {
  return detail
    .split(" · ")
    .map((part) =>
      part
        .split(". ")
        .map((sentence) => t(sentence))
        .join(". "),
    )
    .join(" · ");
}
