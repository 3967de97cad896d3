import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { X } from "lucide-react";
import { useState } from "react";
import { Form, useNavigation } from "react-router";
import type { ContentTypeDef, FieldDef } from "~/lib/admin/content-type-def";
import { dateToBerlinLocal } from "~/lib/berlin-time";
import { slugify } from "~/lib/slug";
import { safeHref } from "~/lib/url";
import { ErrorList, Field, FieldShell, SelectField, SwitchField, TextareaField } from "../forms";
import { Button } from "../ui/button";
import { Input } from "../ui/input";
import { tabVariants } from "../ui/tabs";
import { Textarea } from "../ui/textarea";
import { Markdown } from "../markdown";

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
}: {
  def: ContentTypeDef;
  /** The row being edited, or the type's defaults for a new one. */
  initial: Values;
  id: number | null;
  result: SubmissionResult<string[]> | null | undefined;
  onCancel: () => void;
  submitLabel?: string;
}) {
  const navigation = useNavigation();
  const [form] = useForm({
    id: `${def.key}-${id ?? "new"}`,
    lastResult: result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: def.schema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  // What the visitor typed survives a refused save: the server echoes it in result.initialValue.
  const values: Values = { ...initial, ...((result?.initialValue as Values | undefined) ?? {}) };
  const text = def.errorText ?? ((message: string) => message);
  const errors = Object.fromEntries(
    Object.entries((form.allErrors ?? {}) as Errors).map(([name, list]) => [name, list?.map(text)]),
  ) as Errors;
  const [switches, setSwitches] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(def.fields.filter((f) => f.kind === "switch").map((f) => [f.name, asBool(values[f.name])])),
  );
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") !== "delete";

  return (
    <Form method="post" {...getFormProps(form)} className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <input type="hidden" name="intent" value={id === null ? "create" : "update"} />
      {id !== null ? <input type="hidden" name="id" value={id} /> : null}
      {def.fields.map((field) => {
        if (field.showWhen && !switches[field.showWhen]) return null;
        return (
          <div key={field.name} className={field.half ? "" : "sm:col-span-2"}>
            <FieldControl
              field={field}
              formId={form.id}
              value={values[field.name]}
              errors={errors[field.name] ?? undefined}
              onSwitch={(on) => setSwitches((s) => ({ ...s, [field.name]: on }))}
            />
          </div>
        );
      })}
      <ErrorList role="alert" errors={form.errors?.map(text)} className="sm:col-span-2" />
      <div className="flex justify-end gap-2 sm:col-span-2">
        <Button type="button" variant="outline" onClick={onCancel}>
          Abbrechen
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? "Wird gespeichert..." : (submitLabel ?? (id === null ? "Erstellen" : "Speichern"))}
        </Button>
      </div>
    </Form>
  );
}

function asBool(value: unknown) {
  return value === true || value === "on" || value === "true" || value === 1;
}

function asText(value: unknown): string {
  if (value === null || value === undefined) return "";
  return String(value);
}

function FieldControl({
  field,
  formId,
  value,
  errors,
  onSwitch,
}: {
  field: FieldDef;
  formId: string;
  value: unknown;
  errors: string[] | undefined;
  onSwitch: (on: boolean) => void;
}) {
  const id = `${formId}-${field.name}`;
  if (field.kind === "switch") {
    return (
      <SwitchField
        id={id}
        label={field.label}
        errors={errors}
        switchProps={{
          name: field.name,
          defaultChecked: asBool(value),
          onChange: (e) => onSwitch(e.currentTarget.checked),
        }}
      />
    );
  }
  const shell = { id, label: field.label, required: field.required, hint: field.hint, errors };
  const base = { name: field.name, required: field.required };

  switch (field.kind) {
    case "select":
      return (
        <SelectField {...shell} selectProps={{ ...base, defaultValue: asText(value) }} options={field.options ?? []} />
      );
    case "textarea":
    case "html":
      return (
        <TextareaField
          {...shell}
          textareaProps={{
            ...base,
            defaultValue: asText(value),
            rows: field.rows ?? (field.kind === "textarea" ? 4 : 12),
            className: field.kind !== "textarea" ? "min-h-[300px] font-mono" : undefined,
          }}
        />
      );
    case "number":
      return (
        <Field
          {...shell}
          inputProps={{
            ...base,
            type: "number",
            defaultValue: asText(value),
            min: field.min,
            max: field.max,
            step: field.step ?? 1,
          }}
        />
      );
    case "datetime":
      // Berlin wall-clock time; what a refused save echoes back is already in that form.
      return (
        <Field
          {...shell}
          inputProps={{
            ...base,
            type: "datetime-local",
            defaultValue:
              typeof value === "string" && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) && !value.endsWith("Z")
                ? value.slice(0, 16)
                : dateToBerlinLocal(value as Date | string | null),
          }}
        />
      );
    case "markdown":
      return (
        <FieldShell {...shell}>
          {(aria) => <MarkdownInput common={{ ...base, ...aria }} initial={asText(value)} rows={field.rows} />}
        </FieldShell>
      );
    case "tags":
      return (
        <FieldShell {...shell}>
          {(aria) => (
            <TagsInput
              id={id}
              name={field.name}
              initial={Array.isArray(value) ? value.map(String) : []}
              describedBy={aria["aria-describedby"]}
            />
          )}
        </FieldShell>
      );
    case "image":
      return (
        <FieldShell {...shell}>
          {(aria) => <ImageInput common={{ ...base, ...aria }} initial={asText(value)} />}
        </FieldShell>
      );
    default:
      return field.prefix ? (
        <FieldShell {...shell}>
          {(aria) => <PrefixedSlugInput common={{ ...base, ...aria }} prefix={field.prefix!} initial={asText(value)} />}
        </FieldShell>
      ) : (
        <Field
          {...shell}
          inputProps={{ ...base, type: field.kind === "url" ? "url" : "text", defaultValue: asText(value) }}
        />
      );
  }
}

/** A slug typed after its address ("/academy/"), with the resulting URL as it will be saved. */
function PrefixedSlugInput({
  common,
  prefix,
  initial,
}: {
  common: Record<string, unknown>;
  prefix: string;
  initial: string;
}) {
  const [slug, setSlug] = useState(initial);
  const normalised = slugify(slug);
  return (
    <div>
      <div className="flex items-stretch">
        <span className="inline-flex items-center rounded-l-md border border-r-0 border-border bg-muted px-3 text-sm text-muted-foreground">
          {prefix}
        </span>
        <Input
          {...common}
          type="text"
          defaultValue={initial}
          onChange={(e) => setSlug(e.currentTarget.value)}
          className="rounded-l-none"
        />
      </div>
      <p className="mt-1 text-xs text-muted-foreground" aria-live="polite" data-testid="slug-preview">
        URL:{" "}
        <code>
          {prefix}
          {normalised || "{slug}"}
        </code>
      </p>
    </div>
  );
}

/** An image URL with a live preview (only http(s) or site paths are shown). */
function ImageInput({ common, initial }: { common: Record<string, unknown>; initial: string }) {
  const [url, setUrl] = useState(initial);
  const preview = safeHref(url);
  return (
    <div className="flex items-start gap-3">
      <Input
        {...common}
        type="text"
        inputMode="url"
        defaultValue={initial}
        onChange={(e) => setUrl(e.currentTarget.value)}
      />
      {preview ? (
        <img
          src={preview}
          alt="Vorschau"
          className="h-16 w-24 shrink-0 rounded border border-border object-cover"
          data-testid="image-preview"
        />
      ) : null}
    </div>
  );
}

/** A list of distinct texts: Enter adds, blanks and duplicates are ignored (back-office.md 5). */
function TagsInput({
  id,
  name,
  initial,
  describedBy,
}: {
  id: string;
  name: string;
  initial: string[];
  describedBy?: string;
}) {
  const [items, setItems] = useState<string[]>(initial);
  const [draft, setDraft] = useState("");
  function add() {
    const value = draft.trim();
    if (value && !items.includes(value)) setItems([...items, value]);
    setDraft("");
  }
  return (
    <div>
      <div className="flex gap-2">
        <Input
          id={id}
          value={draft}
          onChange={(e) => setDraft(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              add();
            }
          }}
          aria-describedby={describedBy}
        />
        <Button type="button" variant="outline" onClick={add}>
          Hinzufügen
        </Button>
      </div>
      <ul className="mt-2 flex flex-wrap gap-2" aria-label="Einträge">
        {items.map((item, index) => (
          <li key={item} className="inline-flex items-center gap-1 rounded-full bg-muted px-3 py-1 text-sm">
            <input type="hidden" name={`${name}[${index}]`} value={item} />
            {item}
            <button
              type="button"
              onClick={() => setItems(items.filter((i) => i !== item))}
              aria-label={`${item} entfernen`}
              className="rounded-full p-0.5 hover:bg-background"
            >
              <X className="h-3 w-3" aria-hidden />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A Markdown body with Write/Preview tabs (back-office.md 2: at least 300px high). The preview uses
 * the public site's renderer, so it never interprets HTML. The textarea stays in the form while the
 * preview is shown, so switching tabs never loses or drops the text.
 */
function MarkdownInput({
  common,
  initial,
  rows,
}: {
  common: Record<string, unknown> & { id: string };
  initial: string;
  rows?: number;
}) {
  const [text, setText] = useState(initial);
  const [tab, setTab] = useState<"write" | "preview">("write");
  const tabClass = tabVariants({ variant: "underline" });
  return (
    <div>
      <div role="tablist" aria-label="Editor" className="mb-2 flex gap-1 border-b border-border">
        <button
          type="button"
          role="tab"
          aria-selected={tab === "write"}
          aria-controls={common.id}
          className={tabClass}
          onClick={() => setTab("write")}
        >
          Schreiben
        </button>
        <button
          type="button"
          role="tab"
          aria-selected={tab === "preview"}
          aria-controls={`${common.id}-preview`}
          className={tabClass}
          onClick={() => setTab("preview")}
        >
          Vorschau
        </button>
      </div>
      <Textarea
        {...common}
        defaultValue={initial}
        onChange={(e) => setText(e.currentTarget.value)}
        rows={rows ?? 12}
        hidden={tab !== "write"}
        className="min-h-[300px] font-mono"
      />
      {tab === "preview" ? (
        <div
          id={`${common.id}-preview`}
          role="tabpanel"
          aria-label="Vorschau"
          className="min-h-[300px] rounded-md border border-border bg-background p-4"
          data-testid="markdown-preview"
        >
          {text.trim() ? (
            <Markdown source={text} />
          ) : (
            <p className="text-sm text-muted-foreground">Nichts zur Vorschau.</p>
          )}
        </div>
      ) : null}
    </div>
  );
}
