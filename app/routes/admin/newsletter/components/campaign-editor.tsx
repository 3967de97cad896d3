import { Form, useNavigation } from "react-router";
import { RichTextInput } from "~/components/admin/rich-text-input";
import { Field, FieldShell, SelectField } from "~/components/forms";
import { Button } from "~/components/ui/button";
import type { Lang } from "~/lib/i18n";

/** The language's name as the screen writes it (also in the action's refusals). */
export const LANG_LABELS: Record<Lang, string> = { de: "Deutsch", en: "Englisch" };

/** The action's field errors by field name. */
export type FieldErrors = Record<string, string[] | null | undefined>;

const TEST_LANGS = [
  { value: "de", label: "Deutsch" },
  { value: "en", label: "Englisch" },
  { value: "both", label: "Beide" },
] as const;

/** A campaign's texts, per language. */
type CampaignContent = Record<`${"subject" | "preheader" | "body"}_${Lang}`, string>;

/** One text of the campaign; the action's first error for it is shown under it. */
function CampaignField({
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
  const shell = { id: `campaign-${name}`, label, hint, errors: errors[name]?.slice(0, 1) };
  // The bodies are rich text (decision 0050): the visual editor over the named textarea the action reads.
  return multiline ? (
    <FieldShell {...shell}>
      {(aria) => <RichTextInput common={{ ...aria, name }} label={label} initial={defaultValue} rows={14} />}
    </FieldShell>
  ) : (
    <Field {...shell} inputProps={{ name, type: "text", defaultValue }} />
  );
}

/** The draft: subject, preview text and rich-text body in both languages, saved or sent as a test. */
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
            <CampaignField
              name={`subject_${lang}`}
              label={`Betreff (${LANG_LABELS[lang]})`}
              errors={errors}
              defaultValue={campaign[`subject_${lang}`]}
            />
            <CampaignField
              name={`preheader_${lang}`}
              label={`Vorschautext (${LANG_LABELS[lang]})`}
              errors={errors}
              defaultValue={campaign[`preheader_${lang}`]}
              hint="Erscheint im Postfach neben dem Betreff."
            />
            <CampaignField
              name={`body_${lang}`}
              label={`Text (${LANG_LABELS[lang]})`}
              errors={errors}
              multiline
              defaultValue={campaign[`body_${lang}`]}
              hint="Bilder erscheinen in der Mail, Videos als Link. Der Abmeldelink wird automatisch angefügt."
            />
          </fieldset>
        ))}
      </div>
      <div className="flex flex-wrap items-end justify-between gap-4 border-t border-border pt-4">
        <div className="flex flex-wrap items-end gap-2">
          <SelectField
            id="campaign-test-lang"
            label="Testmail-Sprache"
            selectProps={{ name: "test_lang", defaultValue: "both", className: "w-auto" }}
            options={TEST_LANGS}
          />
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
