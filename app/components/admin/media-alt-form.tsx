import { useEffect, useId } from "react";
import { useFetcher } from "react-router";
import { useT } from "~/lib/admin";
import { Field } from "../forms";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { CheckboxSwitch } from "../ui/switch";
import { MediaThumb } from "./media-thumb";

/** What the picker needs of each library image (the media screen's loader sends more). */
export type PickerRow = {
  id: number;
  url: string;
  width: number;
  height: number;
  original_name: string;
  alt_de: string | null;
  alt_en: string | null;
  decorative: boolean;
};

/** Whether a library image may be published as it is, and whether its English page borrows the German text. */
export function altState(
  row: Pick<PickerRow, "alt_de" | "alt_en" | "decorative">,
): "ok" | "missing" | "englishFromGerman" {
  if (row.decorative) return "ok";
  if (!row.alt_de?.trim()) return "missing";
  return row.alt_en?.trim() ? "ok" : "englishFromGerman";
}

export const ALT_TEXTS = {
  heading: "Alt-Texte des gewählten Bildes",
  altDe: "Alt-Text (DE)",
  altEn: "Alt-Text (EN)",
  decorative: "Dekorativ (kein Alt-Text nötig)",
  save: "Alt-Texte speichern",
  saved: "Alt-Texte gespeichert",
  missing: "Dieses Bild hat noch keinen Alt-Text auf Deutsch: ohne ihn kann es nicht veröffentlicht werden.",
  englishFromGerman: "Kein englischer Alt-Text: die englische Seite zeigt den deutschen.",
  failed: "Die Alt-Texte konnten nicht gespeichert werden.",
};

/** The media action's answer to an alt-text save (app/routes/admin/media/media-action.server.ts). */
type AltAnswer = {
  error?: string | null;
  message?: string;
  result?: { error?: Record<string, string[] | null> | null } | null;
  media?: Pick<PickerRow, "id" | "alt_de" | "alt_en" | "decorative">;
};

/**
 * The chosen library image's alt texts, edited where the image is chosen: posted to the media screen's
 * own action (its schema and role check), so the publish rule is met without leaving the content form.
 * The form is drawn in the picker's portal, outside the content form's element, but React still passes
 * its submit event up to that form's handlers: it stops here.
 */
export function MediaAltForm({
  row,
  onSaved,
  focusFirst = false,
}: {
  row: PickerRow;
  onSaved: (saved: AltAnswer["media"] & {}) => void;
  /** Focus (and so scroll to) the German alt text when shown: the image was just uploaded. */
  focusFirst?: boolean;
}) {
  const t = useT();
  const fetcher = useFetcher<AltAnswer>();
  const prefix = useId();
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const saved = answer?.media?.id === row.id;
  const errors = answer?.result?.error ?? undefined;
  const state = altState(row);

  useEffect(() => {
    if (focusFirst) document.getElementById(`${prefix}-de`)?.focus();
  }, [focusFirst, prefix]);

  useEffect(() => {
    if (answer?.media) onSaved(answer.media);
    // Once per answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer]);

  return (
    <section
      aria-labelledby={`${prefix}-heading`}
      className="rounded-xl border border-border p-4"
      data-testid="picker-alt"
    >
      <div className="mb-3 flex items-center gap-3">
        <MediaThumb row={row} className="h-14 w-20 shrink-0 rounded border border-border object-cover" />
        <h3 id={`${prefix}-heading`} className="font-semibold">
          {t(ALT_TEXTS.heading)}
        </h3>
      </div>
      <fetcher.Form
        method="post"
        action="/admin/media"
        className="space-y-2"
        onSubmit={(event) => event.stopPropagation()}
        // A new image, or the saved values coming back: the inputs start again from the library's.
        key={`${row.id}:${row.alt_de}:${row.alt_en}:${row.decorative}`}
      >
        <input type="hidden" name="intent" value="alt" />
        <input type="hidden" name="id" value={row.id} />
        <Field
          id={`${prefix}-de`}
          label={t(ALT_TEXTS.altDe)}
          errors={errors?.alt_de?.map((message) => t(message))}
          inputProps={{ name: "alt_de", defaultValue: row.alt_de ?? "", maxLength: 300 }}
        />
        <Field
          id={`${prefix}-en`}
          label={t(ALT_TEXTS.altEn)}
          errors={errors?.alt_en?.map((message) => t(message))}
          inputProps={{ name: "alt_en", defaultValue: row.alt_en ?? "", maxLength: 300 }}
        />
        <label className="flex items-center gap-2 text-sm" htmlFor={`${prefix}-decorative`}>
          <CheckboxSwitch id={`${prefix}-decorative`} name="decorative" defaultChecked={row.decorative} />
          <span>{t(ALT_TEXTS.decorative)}</span>
        </label>
        <div aria-live="polite" className="text-sm">
          {state === "missing" ? <p className="text-destructive">{t(ALT_TEXTS.missing)}</p> : null}
          {state === "englishFromGerman" ? (
            <p className="text-muted-foreground">{t(ALT_TEXTS.englishFromGerman)}</p>
          ) : null}
          {saved ? <p>{t(ALT_TEXTS.saved)}</p> : null}
        </div>
        {answer && !answer.media ? <Alert>{t(answer.error ?? ALT_TEXTS.failed)}</Alert> : null}
        <Button type="submit" size="sm" variant="outline" disabled={fetcher.state !== "idle"}>
          {t(ALT_TEXTS.save)}
        </Button>
      </fetcher.Form>
    </section>
  );
}
