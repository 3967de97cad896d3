import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import type { Lang } from "~/lib/i18n";
import { cn } from "~/lib/utils";

/** The language's name as the screen writes it (also in the action's refusals). */
export const LANG_LABELS: Record<Lang, string> = { de: "Deutsch", en: "Englisch" };

/** The action's field errors by field name. */
export type FieldErrors = Record<string, string[] | null | undefined>;

/** A campaign's texts, per language. */
type CampaignContent = Record<`${"subject" | "preheader" | "body"}_${Lang}`, string>;

const inputClass =
  "w-full rounded-md border border-border bg-background px-3 py-2 text-sm outline-none focus-visible:ring-2 focus-visible:ring-primary aria-[invalid=true]:border-destructive";

function Field({
  name,
  label,
  errors,
  multiline,
  defaultValue,
  hint,
}: {
  name: string;
  label: string;
  errors: FieldErrors;
  multiline?: boolean;
  defaultValue: string;
  hint?: string;
}) {
  const error = errors[name]?.[0];
  const id = `campaign-${name}`;
  const described = cn(hint && `${id}-hint`, error && `${id}-error`) || undefined;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {multiline ? (
        <textarea
          id={id}
          name={name}
          rows={14}
          defaultValue={defaultValue}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          className={cn(inputClass, "font-mono")}
        />
      ) : (
        <input
          id={id}
          name={name}
          type="text"
          defaultValue={defaultValue}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          className={inputClass}
        />
      )}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The draft: subject, preview text and Markdown body in both languages, saved or sent as a test. */
export function Editor({ campaign, errors }: { campaign: CampaignContent; errors: FieldErrors }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const intent = navigation.formData?.get("intent");
  return (
    <Form
      method="post"
      className="space-y-6 rounded-xl border border-border bg-card p-6 shadow-sm"
      data-testid="campaign-editor"
    >
      <div className="grid gap-8 lg:grid-cols-2">
        {(["de", "en"] as const).map((lang) => (
          <fieldset key={lang} className="space-y-4">
            <legend className="text-lg font-semibold">{LANG_LABELS[lang]}</legend>
            <Field
              name={`subject_${lang}`}
              label={`Betreff (${LANG_LABELS[lang]})`}
              errors={errors}
              defaultValue={campaign[`subject_${lang}`]}
            />
            <Field
              name={`preheader_${lang}`}
              label={`Vorschautext (${LANG_LABELS[lang]})`}
              errors={errors}
              defaultValue={campaign[`preheader_${lang}`]}
              hint="Erscheint im Postfach neben dem Betreff."
            />
            <Field
              name={`body_${lang}`}
              label={`Text (${LANG_LABELS[lang]}, Markdown)`}
              errors={errors}
              multiline
              defaultValue={campaign[`body_${lang}`]}
              hint="Markdown: # Überschrift, **fett**, *kursiv*, - Liste, [Link](https://…). Der Abmeldelink wird automatisch angefügt."
            />
          </fieldset>
        ))}
      </div>
      <div className="flex flex-wrap items-end justify-between gap-4 border-t border-border pt-4">
        <div className="flex flex-wrap items-end gap-2">
          <div className="space-y-1">
            <label htmlFor="campaign-test-lang" className="block text-sm font-medium">
              Testmail-Sprache
            </label>
            <select id="campaign-test-lang" name="test_lang" defaultValue="both" className={cn(inputClass, "w-auto")}>
              <option value="de">Deutsch</option>
              <option value="en">Englisch</option>
              <option value="both">Beide</option>
            </select>
          </div>
          <Button type="submit" name="intent" value="test" variant="outline" disabled={busy}>
            {busy && intent === "test" ? "Wird gesendet..." : "Speichern und Test an mich senden"}
          </Button>
        </div>
        <Button type="submit" name="intent" value="save" disabled={busy}>
          {busy && intent === "save" ? "Wird gespeichert..." : "Speichern"}
        </Button>
      </div>
    </Form>
  );
}
