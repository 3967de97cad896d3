import { Input } from "~/components/ui/input";

/** A search form's query field (?q=): its name for screen readers only, the field itself visible. */
export function SearchField({
  id,
  label,
  query,
  placeholder,
  maxLength,
  className,
}: {
  id: string;
  label: string;
  query: string;
  placeholder: string;
  maxLength?: number;
  className: string;
}) {
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Input
        id={id}
        type="search"
        name="q"
        defaultValue={query}
        placeholder={placeholder}
        maxLength={maxLength}
        className={className}
      />
    </>
  );
}
