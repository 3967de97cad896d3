import { clsx as cx } from "clsx";

export type ListOfErrors = ReadonlyArray<string | null | undefined> | null | undefined;

/** The errors of one field (or of the whole form), in one line. */
export function ErrorList({
  id,
  errors,
  className,
  role,
}: {
  id?: string;
  errors: ListOfErrors;
  className?: string;
  /** "alert" for the form's own errors, which appear on submit and must be announced. */
  role?: "alert";
}) {
  const shown = errors?.filter((error): error is string => Boolean(error));
  if (!shown?.length) return null;
  return (
    <p id={id} role={role} className={cx("text-sm text-destructive", className)}>
      {shown.join(" ")}
    </p>
  );
}
