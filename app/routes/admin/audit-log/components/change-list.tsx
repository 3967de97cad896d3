import { useAdminLang, useT } from "~/lib/admin";
import { fieldLabel, valueLabel } from "../audit-labels";

/** Long values (a page's text) are shown cut; the CSV export has them as logged. */
const SHOWN_CHARS = 160;

function cut(text: string): string {
  return text.length > SHOWN_CHARS ? `${text.slice(0, SHOWN_CHARS)}…` : text;
}

/** The changed fields of one entry: the field's label, value before → value after. */
export function ChangeList({ type, changes }: { type: string; changes: Record<string, [unknown, unknown]> }) {
  const t = useT();
  const lang = useAdminLang();
  const shown = (field: string, value: unknown) => cut(valueLabel(t, lang, type, field, value));
  const fields = Object.entries(changes);
  if (fields.length === 0) return <span className="text-muted-foreground">{t("keine Feldänderung")}</span>;
  return (
    <dl className="space-y-1">
      {fields.map(([field, [before, after]]) => (
        <div key={field} className="break-words" data-field={field}>
          <dt className="inline font-medium">{fieldLabel(t, type, field)}: </dt>
          <dd className="inline">
            <span className="text-muted-foreground line-through decoration-1">{shown(field, before)}</span>
            {" → "}
            <span>{shown(field, after)}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
