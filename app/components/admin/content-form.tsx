import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useCallback, useRef, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { BarChart3 } from "lucide-react";
import { type ContentTypeDef, recordPublicPath, useT } from "~/lib/admin";
import { useHydrated } from "~/lib/use-hydrated";
import { ErrorList } from "../forms";
import { Button } from "../ui/button";
import { PublishControls } from "./editorial";
import { asBool, FieldControl } from "./field-control";
import { AutosaveStatus } from "./autosave-status";
import { formKey } from "./form-draft-store";
import { useAutosave } from "./use-autosave";
import { GermanText, TranslationBar, UntranslatedMark, useTranslationView } from "./translation-view";
import { DIALOG_FORM_VALIDATION } from "~/lib/forms";

type Values = Record<string, unknown>;
type Errors = Record<string, string[] | null | undefined>;

/**
 * The create/edit form of any content type, built from its field definitions and validated with its
 * schema in the browser (conform) and again by the action. A failed save keeps what was typed.
 */
export function ContentForm({
  def,
  initial,
  id,
  result,
  onCancel,
  submitLabel,
  workflow,
  restored = false,
}: {
  def: ContentTypeDef;
  /** The row being edited, or the type's defaults for a new one. */
  initial: Values;
  id: number | null;
  result: SubmissionResult<string[]> | null | undefined;
  onCancel: () => void;
  submitLabel?: string;
  /** Drafts and scheduling (types with the editorial workflow): the version opened and the draft's dates. */
  workflow?: { version: string; draftId: number | null; publishAt: string | null; unpublishAt: string | null };
  /** The values are what the browser kept of an unsaved edit, not what the server has. */
  restored?: boolean;
}) {
  const navigation = useNavigation();
  const t = useT();
  const [form] = useForm({
    id: `${def.key}-${id ?? "new"}`,
    lastResult: result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: def.schema }),
    ...DIALOG_FORM_VALIDATION,
  });
  // What the visitor typed survives a refused save: the server echoes it in result.initialValue.
  const values: Values = { ...initial, ...((result?.initialValue as Values | undefined) ?? {}) };
  // Every message is shown in the screen's language: a type's own keys first, then the dictionary,
  // which knows the German templates of the shared rules ("Höchstens {max} Zeichen").
  const text = (message: string) => t(def.errorText ? def.errorText(message) : message);
  const errors = Object.fromEntries(
    Object.entries((form.allErrors ?? {}) as Errors).map(([name, list]) => [name, list?.map(text)]),
  ) as Errors;
  const [switches, setSwitches] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(def.fields.filter((f) => f.kind === "switch").map((f) => [f.name, asBool(values[f.name])])),
  );
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") !== "delete";
  // Without JavaScript a switch cannot reveal its fields, so all of them are shown until hydration.
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  // A record or draft the server has takes autosaves as its draft; a new one is kept in the browser.
  const onServer = workflow && (id !== null || workflow.draftId !== null);
  const autosave = useAutosave({
    formRef,
    def,
    storageKey: formKey(def.key, id, workflow?.draftId ?? null),
    server: onServer ? workflow : null,
    restored,
    refused: result?.status === "error",
  });
  const translation = useTranslationView(def, formRef);
  // A refused save may name a field the translation view hides: then the whole form is shown.
  const hiddenError = Object.entries(errors).some(
    ([name, list]) => list?.length && translation.roleOf(name) !== "english",
  );
  const translating = translation.open && !hiddenError;
  const formProps = getFormProps(form);
  const { onSubmit: submitted } = autosave;
  const onSubmit = useCallback(
    (event: React.FormEvent<HTMLFormElement>) => {
      formProps.onSubmit(event);
      if (!event.defaultPrevented) submitted();
    },
    [formProps, submitted],
  );

  return (
    <Form
      method="post"
      {...formProps}
      onSubmit={onSubmit}
      onInput={translation.onInput}
      ref={formRef}
      className="grid grid-cols-1 gap-4 sm:grid-cols-2"
    >
      <input type="hidden" name="intent" value={id === null ? "create" : "update"} />
      {id !== null ? <input type="hidden" name="id" value={id} /> : null}
      {hydrated ? <TranslationBar view={translation} /> : null}
      {def.fields.flatMap((field) => {
        if (field.showWhen && hydrated && !switches[field.showWhen]) return [];
        const role = translating ? translation.roleOf(field.name) : null;
        // In the translation view the other fields stay in the form (saved with it), only hidden.
        const shown = role === null || role === "english";
        const box = (
          <div key={field.name} className={!shown ? "hidden" : field.half || role ? "" : "sm:col-span-2"}>
            {role === "english" && translation.untranslated.includes(field.name) ? (
              <div className="mb-1 flex justify-end">
                <UntranslatedMark />
              </div>
            ) : null}
            <FieldControl
              field={field.requiredWhenNew && id === null ? { ...field, required: true } : field}
              formId={form.id}
              value={values[field.name]}
              errors={errors[field.name] ?? undefined}
              onSwitch={(on) => setSwitches((s) => ({ ...s, [field.name]: on }))}
            />
          </div>
        );
        if (role !== "german") return [box];
        return [
          <GermanText key={`${field.name}-de`} field={field} value={translation.german[field.name] ?? ""} />,
          box,
        ];
      })}
      {id !== null ? <PageFigures def={def} row={initial} /> : null}
      <ErrorList role="alert" errors={form.errors?.map(text)} className="sm:col-span-2" />
      <AutosaveStatus note={autosave.note} className="sm:col-span-2" />
      {workflow ? (
        <PublishControls
          formId={form.id}
          {...workflow}
          version={autosave.version}
          errors={errors}
          saving={saving || autosave.busy}
          onCancel={onCancel}
        />
      ) : (
        <div className="flex justify-end gap-2 sm:col-span-2">
          <Button type="button" variant="outline" onClick={onCancel}>
            {t("Abbrechen")}
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? t("Wird gespeichert …") : t(submitLabel ?? (id === null ? "Erstellen" : "Speichern"))}
          </Button>
        </div>
      )}
    </Form>
  );
}

/** Where a saved record's page figures are: the statistics screen for its page (types with pages only). */
function PageFigures({ def, row }: { def: ContentTypeDef; row: Values }) {
  const t = useT();
  const path = def.page || def.publicPath ? recordPublicPath(def, row) : null;
  if (!path) return null;
  return (
    <p className="text-sm sm:col-span-2" data-testid="record-statistics">
      <Link
        to={`/admin/statistics?page=${encodeURIComponent(path)}`}
        className="inline-flex items-center gap-1 text-primary underline underline-offset-4"
      >
        <BarChart3 className="h-4 w-4" aria-hidden /> {t("Besucherzahlen der Seite {path}", { path })}
      </Link>
    </p>
  );
}
