import { type FieldDef, useT } from "~/lib/admin";
import { dateToBerlinLocal } from "~/lib/i18n";
import { Field, FieldShell, SelectField, SwitchField, TextareaField } from "../forms";
import { ImageInput, PrefixedSlugInput, TagsInput } from "./field-inputs";
import { RichTextInput } from "./rich-text-input";

/** A switch's value as a row, a draft or a posted form holds it. */
export function asBool(value: unknown) {
  return value === true || value === "on" || value === "true" || value === 1;
}

function asText(value: unknown): string {
  if (value === null || value === undefined) return "";
  return String(value);
}

/**
 * One field of a form built from its definition (a content type's or a single-record screen's): its
 * control, label, hint and errors, wired by the id `<formId>-<name>`.
 */
export function FieldControl({
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
  /** Told when a switch changes (the content form shows a switch's dependent fields). */
  onSwitch?: (on: boolean) => void;
}) {
  const t = useT();
  const id = `${formId}-${field.name}`;
  const label = t(field.label);
  const hint = field.hint ? t(field.hint) : undefined;
  if (field.kind === "switch") {
    return (
      <SwitchField
        id={id}
        label={label}
        hint={hint}
        errors={errors}
        switchProps={{
          name: field.name,
          defaultChecked: asBool(value),
          onChange: onSwitch ? (e) => onSwitch(e.currentTarget.checked) : undefined,
        }}
      />
    );
  }
  const shell = { id, label, required: field.required, hint, errors };
  const base = { name: field.name, required: field.required, maxLength: field.maxLength };

  switch (field.kind) {
    case "select":
      return (
        <SelectField
          {...shell}
          selectProps={{ ...base, defaultValue: asText(value) }}
          options={(field.options ?? []).map((option) => ({ ...option, label: t(option.label) }))}
        />
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
    case "richText":
      return (
        <FieldShell {...shell}>
          {(aria) => (
            <RichTextInput common={{ ...base, ...aria }} label={label} initial={asText(value)} rows={field.rows} />
          )}
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
          {(aria) => (
            <ImageInput
              common={{ ...base, ...aria }}
              label={label}
              initial={asText(value)}
              // A refused save already says the alt text is missing: the picker's note would repeat it.
              altNote={!errors?.length}
            />
          )}
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
          // A link may be a site path ("/kontakt"), which type="url" would refuse: text with a URL keyboard.
          inputProps={{
            ...base,
            type: field.inputType ?? "text",
            inputMode: field.kind === "url" || field.kind === "link" ? "url" : undefined,
            defaultValue: asText(value),
          }}
        />
      );
  }
}
