import { RotateCcw } from "lucide-react";
import { useEffect, useState, type ComponentProps } from "react";
import { staffTime, useAdminLang, useT } from "~/lib/admin";
import { Button } from "../ui/button";
import { ContentForm } from "./content-form";
import { forgetLocal, formKey, keptFor, valuesOf } from "./form-draft-store";

/**
 * A content form that offers back what the browser kept of an unsaved edit of the same record (or of a
 * new one of the type), typed over the version the server still has (decision 0051). "Verwerfen" drops
 * it and shows what the server has.
 */
export function RestorableContentForm(props: ComponentProps<typeof ContentForm>) {
  const { def, id, workflow, initial } = props;
  const t = useT();
  const lang = useAdminLang();
  const key = formKey(def.key, id, workflow?.draftId ?? null);
  const version = workflow?.version ?? "new";
  const [kept, setKept] = useState<{ values: Record<string, unknown>; at: string } | null>(null);
  const [round, setRound] = useState(0);
  // Read once the page runs (the server has no browser storage), for the form as it was opened.
  useEffect(() => {
    const stored = keptFor(key, version);
    if (stored) setKept({ values: valuesOf(def.fields, stored.entries), at: stored.at });
  }, [key, version, def.fields]);
  const discard = () => {
    forgetLocal(key);
    setKept(null);
    setRound((n) => n + 1);
  };
  return (
    <>
      {kept ? (
        <div
          role="status"
          className="mb-4 flex flex-wrap items-center gap-3 rounded-md border border-amber-400 bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-50"
          data-testid="restored-note"
        >
          <span>
            <strong>{t("Ungespeicherter Entwurf wiederhergestellt")}</strong>{" "}
            {t("(im Browser gesichert um {time}). Speichern Sie ihn, oder verwerfen Sie ihn.", {
              time: staffTime(lang, kept.at),
            })}
          </span>
          <Button type="button" variant="outline" size="sm" onClick={discard} className="ml-auto">
            <RotateCcw className="h-4 w-4" aria-hidden />
            {t("Verwerfen")}
          </Button>
        </div>
      ) : null}
      <ContentForm
        key={`${kept ? "kept" : "server"}-${round}`}
        {...props}
        initial={kept ? { ...initial, ...kept.values } : initial}
        restored={Boolean(kept)}
      />
    </>
  );
}
