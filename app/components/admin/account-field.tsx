import { getInputProps, type FieldMetadata } from "@conform-to/react";
import type { Role } from "~/lib/permissions";
import { ROLE_LABELS } from "~/lib/schemas/account-admin";
import { cn } from "~/lib/utils";

export const accountInputClass =
  "w-full rounded-md border border-border bg-background px-3 py-2 text-sm outline-none focus-visible:ring-2 focus-visible:ring-primary aria-[invalid=true]:border-destructive";

/**
 * One labelled input of the account forms (/admin/users password dialog, /admin/profile), wired to
 * conform: required mark, hint, and the field's errors linked through aria-describedby.
 */
export function AccountField({
  field,
  label,
  type,
  autoComplete,
  hint,
  optional = false,
}: {
  // A field of any of the account forms (their schemas differ, the field is always a string).
  field: FieldMetadata<string | undefined, Record<string, unknown>, string[]>;
  label: string;
  type: "text" | "email" | "password";
  autoComplete: string;
  hint?: string;
  /** Needed only in some cases (the schema decides): no required mark, no `required` attribute. */
  optional?: boolean;
}) {
  const hintId = hint ? `${field.id}-hint` : undefined;
  const { key, ...inputProps } = getInputProps(field, { type, ariaDescribedBy: hintId });
  return (
    <div className="space-y-1.5">
      <label htmlFor={field.id} className="block text-sm font-medium">
        {label}
        {optional ? null : (
          <span aria-hidden className="text-destructive">
            {" "}
            *
          </span>
        )}
      </label>
      <input key={key} {...inputProps} required={!optional} autoComplete={autoComplete} className={accountInputClass} />
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {field.errors?.length ? (
        <p id={field.errorId} className="text-sm text-destructive">
          {field.errors.join(" ")}
        </p>
      ) : null}
    </div>
  );
}

const ROLE_BADGE: Record<Role, string> = {
  admin: "bg-red-100 text-red-800 dark:bg-red-900/40 dark:text-red-200",
  moderator: "bg-blue-100 text-blue-800 dark:bg-blue-900/40 dark:text-blue-200",
  user: "bg-muted text-muted-foreground",
};

/** The role as the spec colours it: admin red, moderator blue, anything else grey. */
export function RoleBadge({ role }: { role: Role }) {
  return (
    <span className={cn("rounded-full px-2 py-0.5 text-xs font-semibold", ROLE_BADGE[role])} data-role={role} data-testid="role-badge">
      {ROLE_LABELS[role]}
    </span>
  );
}
