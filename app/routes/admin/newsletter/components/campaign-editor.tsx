import { Form, useNavigation } from "react-router";
import { RichTextInput } from "~/components/admin/rich-text-input";
import { Field, FieldShell, SelectField } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { useT } from "~/lib/admin";
import type { Lang } from "~/lib/i18n";
import { ButtonError } from "./button-error";

/** The language's name as the screen writes it in German (also in the action's refusals; shown through `t`). */
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
  const t = useT();
  const shell = { id: `campaign-${name}`, label, hint, errors: errors[name]?.slice(0, 1).map((error) => t(error)) };
  // The bodies are rich text (decision 0050): the visual editor over the named textarea the action reads.
  return multiline ? (
    <FieldShell {...shell}>
      {(aria) => <RichTextInput common={{ ...aria, name }} label={label} initial={defaultValue} rows={14} />}
    </FieldShell>
  ) : (
    <Field {...shell} inputProps={{ name, type: "text", defaultValue }} />
  );
}

/**
 * The draft: subject, preview text and rich-text body in both languages, saved or sent as a test. A
 * refusal of a save or a test stands beside the button that caused it.
 */
export function Editor({
  campaign,
  errors,
  error,
}: {
  campaign: CampaignContent;
  errors: FieldErrors;
  error: { error: string; at: "save" | "test" | "send" } | null;
}) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const intent = navigation.formData?.get("intent");
  // A button of one intent: it says so while its post runs, and is described by its own error.
  const submit = (value: "save" | "test", label: string, busyLabel: string, variant?: "outline") => (
    <Button
      type="submit"
      name="intent"
      value={value}
      variant={variant}
      disabled={busy}
      aria-describedby={error?.at === value ? `campaign-${value}-error` : undefined}
    >
      {busy && intent === value ? busyLabel : label}
    </Button>
  );
  return (
    <Form
      method="post"
      className="space-y-6 rounded-xl border border-border bg-card p-6 shadow-sm"
      data-testid="campaign-editor"
    >
      <div className="grid gap-8 lg:grid-cols-2">
        {(["de", "en"] as const).map((lang) => (
          <fieldset key={lang} className="space-y-4">
            <legend className="text-lg font-semibold">{t(LANG_LABELS[lang])}</legend>
            <CampaignField
              name={`subject_${lang}`}
              label={t("Betreff ({language})", { language: t(LANG_LABELS[lang]) })}
              errors={errors}
              defaultValue={campaign[`subject_${lang}`]}
            />
            <CampaignField
              name={`preheader_${lang}`}
              label={t("Vorschautext ({language})", { language: t(LANG_LABELS[lang]) })}
              errors={errors}
              defaultValue={campaign[`preheader_${lang}`]}
              hint={t("Erscheint im Postfach neben dem Betreff.")}
            />
            <CampaignField
              name={`body_${lang}`}
              label={t("Text ({language})", { language: t(LANG_LABELS[lang]) })}
              errors={errors}
              multiline
              defaultValue={campaign[`body_${lang}`]}
              hint={t("Bilder erscheinen in der Mail, Videos als Link. Der Abmeldelink wird automatisch angefügt.")}
            />
          </fieldset>
        ))}
      </div>
      <div className="flex flex-wrap items-end justify-between gap-4 border-t border-border pt-4">
        <div className="flex flex-wrap items-end gap-2">
          <SelectField
            id="campaign-test-lang"
            label={t("Testmail-Sprache")}
            selectProps={{ name: "test_lang", defaultValue: "both", className: "w-auto" }}
            options={TEST_LANGS.map((option) => ({ value: option.value, label: t(option.label) }))}
          />
          {submit("test", t("Speichern und Test an mich senden"), t("Wird gesendet..."), "outline")}
          {error?.at === "test" ? <ButtonError id="campaign-test-error" message={error.error} /> : null}
        </div>
        <div className="flex flex-wrap items-end gap-2">
          {error?.at === "save" ? <ButtonError id="campaign-save-error" message={error.error} /> : null}
          {submit("save", t("Speichern"), t("Wird gespeichert..."))}
        </div>
      </div>
    </Form>
  );
}
