import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { type AdminLang, useT } from "~/lib/admin";
import type { ProfileActionData } from "~/lib/admin/index.server";
import { AdminLanguageSchema } from "~/lib/accounts";
import { Card } from "./profile-card";

/** Each language named in itself, so a person who cannot read the current one still finds theirs. */
const LANGUAGES: { value: AdminLang; label: string }[] = [
  { value: "de", label: "Deutsch" },
  { value: "en", label: "English" },
];

/**
 * The back office's language of one's own account (decision 0053): a plain form with two radio
 * buttons, so it works without JavaScript; the next page after saving is in the chosen language.
 */
export function LanguageCard({ current, result }: { current: AdminLang; result: ProfileActionData | undefined }) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "language";
  const [form, fields] = useForm({
    id: "admin-language",
    lastResult: result?.result,
    defaultValue: { adminLanguage: current },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: AdminLanguageSchema }),
  });
  const errors = fields.adminLanguage.errors;
  const errorId = `${fields.adminLanguage.id}-error`;
  return (
    <Card id="profile-language" title={t("Sprache des Verwaltungsbereichs")}>
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <input type="hidden" name="intent" value="language" />
        <fieldset
          aria-describedby={errors?.length ? errorId : undefined}
          aria-invalid={errors?.length ? true : undefined}
        >
          <legend className="mb-2 text-sm text-muted-foreground">
            {t("In dieser Sprache zeigt Ihnen der Verwaltungsbereich Menüs, Formulare und Meldungen.")}
          </legend>
          <div className="flex flex-wrap gap-6">
            {LANGUAGES.map((language) => (
              <label key={language.value} className="flex items-center gap-2 text-sm font-medium">
                <input
                  type="radio"
                  name={fields.adminLanguage.name}
                  value={language.value}
                  defaultChecked={current === language.value}
                  data-testid={`admin-language-${language.value}`}
                />
                <span lang={language.value}>{language.label}</span>
              </label>
            ))}
          </div>
          {errors?.length ? (
            <p id={errorId} className="mt-2 text-sm text-destructive">
              {errors.map((error) => t(error)).join(" ")}
            </p>
          ) : null}
        </fieldset>
        <div className="flex justify-end">
          <Button type="submit" disabled={busy}>
            {busy ? t("Wird gespeichert...") : t("Sprache speichern")}
          </Button>
        </div>
      </Form>
    </Card>
  );
}
