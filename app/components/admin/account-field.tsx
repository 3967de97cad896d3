import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { MIN_PASSWORD_LENGTH, type Role } from "~/lib/accounts";
import { roleName, useAdminLang, useT } from "~/lib/admin";
import { cn } from "~/lib/utils";
import { Field } from "../forms";

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
  const t = useT();
  return (
    <Field
      id={field.id}
      label={label}
      required={!optional}
      hint={hint}
      // The schemas' and the actions' messages are German; shown in the reader's language.
      errors={field.errors?.map((error) => t(error))}
      inputProps={{ ...getInputProps(field, { type }), required: !optional, autoComplete }}
    />
  );
}

type AccountFieldMeta = React.ComponentProps<typeof AccountField>["field"];

/** A new password and its confirmation, with the minimum length under the first. */
export function NewPasswordFields({
  password,
  confirm,
  labels: [label, confirmLabel],
}: {
  password: AccountFieldMeta;
  confirm: AccountFieldMeta;
  labels: [string, string];
}) {
  const t = useT();
  return (
    <>
      <AccountField
        type="password"
        label={label}
        hint={t("Mindestens {n} Zeichen.", { n: MIN_PASSWORD_LENGTH })}
        field={password}
        autoComplete="new-password"
      />
      <AccountField type="password" label={confirmLabel} field={confirm} autoComplete="new-password" />
    </>
  );
}

const ROLE_BADGE: Record<Role, string> = {
  admin: "bg-red-100 text-red-800 dark:bg-red-900/40 dark:text-red-200",
  moderator: "bg-blue-100 text-blue-800 dark:bg-blue-900/40 dark:text-blue-200",
  user: "bg-muted text-muted-foreground",
};

/** The role as the spec colours it: admin red, moderator blue, anything else grey. */
export function RoleBadge({ role }: { role: Role }) {
  const lang = useAdminLang();
  return (
    <span
      className={cn("rounded-full px-2 py-0.5 text-xs font-semibold", ROLE_BADGE[role])}
      data-role={role}
      data-testid="role-badge"
    >
      {roleName(lang, role)}
    </span>
  );
}
