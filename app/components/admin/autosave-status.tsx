import { cn } from "~/lib/utils";
import { clockTime } from "./form-draft-store";
import type { AutosaveNote } from "./use-autosave";

/** What autosave last did, said politely to screen readers (the region is there from the start). */
export function AutosaveStatus({ note, className }: { note: AutosaveNote; className?: string }) {
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
      {textOf(note)}
    </p>
  );
}

function textOf(note: AutosaveNote): string {
  switch (note.kind) {
    case "idle":
      return "";
    case "saving":
      return "Wird automatisch gespeichert …";
    case "saved":
      return `Gespeichert um ${clockTime(note.at)} (als Entwurf)`;
    case "stopped":
      return `Automatisches Speichern angehalten: ${note.detail}`;
    case "local": {
      const when = `Im Browser gesichert um ${clockTime(note.at)}`;
      if (note.reason === "new") return `${when}; auf dem Server erst nach „Entwurf speichern“ oder „Veröffentlichen“.`;
      if (note.reason === "invalid")
        return `${when}, nicht auf dem Server: ${note.detail ? `„${note.detail}“ ist` : "Das Formular ist"} noch nicht vollständig.`;
      return `${when}. Automatisches Speichern fehlgeschlagen${note.detail ? `: ${note.detail}` : ""}.`;
    }
  }
}
