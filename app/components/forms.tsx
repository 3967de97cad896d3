import type * as React from "react";
import { cn } from "~/lib/utils";
import { ErrorList, type ListOfErrors } from "./error-list";
import { Input, type InputVariants } from "./ui/input";
import { Label } from "./ui/label";
import { Select, type SelectOption } from "./ui/select";
import { CheckboxSwitch } from "./ui/switch";
import { Textarea } from "./ui/textarea";

/**
 * Labelled form fields. Each one wires its parts by id: the label's htmlFor, the hint
 * (`<id>-hint`) and the errors (`<id>-error`, conform's errorId) through aria-describedby, and
 * aria-invalid while there are errors. They take plain props, so a conform field fits as
 * `id={field.id} errors={field.errors}` and its getInputProps() as `inputProps`.
 */

// The error line lives in its own module: the newsletter form on every public page needs it, not the
// rest of the kit (selects, switches, text areas), which would otherwise ship with every page.
export { ErrorList, type ListOfErrors };

/** The ids and ARIA attributes of a control with an optional hint and errors. */
export function fieldAria(id: string, { hint, errors }: { hint?: React.ReactNode; errors?: ListOfErrors }) {
  const errorId = `${id}-error`;
  const hintId = hint ? `${id}-hint` : undefined;
  const invalid = errors?.some(Boolean) ? true : undefined;
  const describedBy = [invalid ? errorId : null, hintId].filter(Boolean).join(" ") || undefined;
  return { errorId, hintId, control: { id, "aria-invalid": invalid, "aria-describedby": describedBy } };
}

type ShellProps = {
  id: string;
  label: React.ReactNode;
  /** Shows the red star; the control itself decides whether it is `required`. */
  required?: boolean;
  /** Read out after the star, e.g. "Pflichtfeld". */
  requiredText?: string;
  hint?: React.ReactNode;
  errors?: ListOfErrors;
  className?: string;
  labelClassName?: string;
};

/**
 * Label, any control, hint and errors. The control is a render function that receives the id and
 * ARIA attributes to spread, so composite controls (tags, Markdown editor) are wired the same way.
 */
export function FieldShell({
  id,
  label,
  required,
  requiredText,
  hint,
  errors,
  className,
  labelClassName,
  children,
}: ShellProps & { children: (aria: ReturnType<typeof fieldAria>["control"]) => React.ReactNode }) {
  const { errorId, hintId, control } = fieldAria(id, { hint, errors });
  return (
    <div className={cn("space-y-1.5", className)}>
      <Label htmlFor={id} required={required} requiredText={requiredText} className={labelClassName}>
        {label}
      </Label>
      {children(control)}
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}

type InputProps = Omit<React.ComponentProps<"input">, "id" | "size"> & { key?: React.Key | null };

/** A labelled text input (text, e-mail, password, number, URL, date…). */
export function Field({ inputProps, size, ...shell }: ShellProps & { inputProps: InputProps } & InputVariants) {
  // conform's getInputProps() carries a `key`; React wants it on the element, not in a spread.
  const { key, ...rest } = inputProps;
  return <FieldShell {...shell}>{(aria) => <Input key={key} {...rest} {...aria} size={size} />}</FieldShell>;
}

type TextareaProps = Omit<React.ComponentProps<"textarea">, "id"> & { key?: React.Key | null };

export function TextareaField({
  textareaProps,
  size,
  ...shell
}: ShellProps & { textareaProps: TextareaProps } & InputVariants) {
  const { key, ...rest } = textareaProps;
  return <FieldShell {...shell}>{(aria) => <Textarea key={key} {...rest} {...aria} size={size} />}</FieldShell>;
}

export function SelectField({
  selectProps,
  options,
  ...shell
}: ShellProps & {
  selectProps: Omit<React.ComponentProps<"select">, "id" | "size" | "children">;
  options: readonly SelectOption[];
}) {
  return <FieldShell {...shell}>{(aria) => <Select {...selectProps} {...aria} options={options} />}</FieldShell>;
}

/** A switch (a native checkbox, so it posts "on" without JavaScript) with its label beside it. */
export function SwitchField({
  id,
  label,
  hint,
  errors,
  className,
  switchProps,
}: Omit<ShellProps, "required" | "requiredText" | "labelClassName"> & {
  switchProps: Omit<React.ComponentProps<"input">, "id" | "type" | "role">;
}) {
  const { errorId, hintId, control } = fieldAria(id, { hint, errors });
  return (
    <div className={className}>
      <div className="flex items-center gap-3 pt-1">
        <CheckboxSwitch {...switchProps} {...control} />
        <Label htmlFor={id} className="inline">
          {label}
        </Label>
      </div>
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <ErrorList id={errorId} errors={errors} className="mt-1" />
    </div>
  );
}
