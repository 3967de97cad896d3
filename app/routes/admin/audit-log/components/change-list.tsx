import type { Translate } from "~/lib/admin/i18n";
import { useT } from "~/lib/admin/use-admin-texts";
import { fieldLabel } from "../audit-labels";

/** Long values (a page's text) are shown cut; the CSV export has them as logged. */
const SHOWN_CHARS = 160;

function shown(t: Translate, field: string, value: unknown): string {
  if (value === null || value === undefined || value === "") return "–";
  if (value === true) return t("Ja");
  if (value === false) return t("Nein");
  // A secret is logged only as having changed (app/lib/audit.server.ts).
  if (value === "changed" && /password|token|secret|hash/i.test(field)) return t("geändert");
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return text.length > SHOWN_CHARS ? `${text.slice(0, SHOWN_CHARS)}…` : text;
}

/** The changed fields of one entry: the field's label, value before → value after. */
export function ChangeList({ type, changes }: { type: string; changes: Record<string, [unknown, unknown]> }) {
  const t = useT();
  const fields = Object.entries(changes);
  if (fields.length === 0) return <span className="text-muted-foreground">{t("keine Feldänderung")}</span>;
  return (
    <dl className="space-y-1">
      {fields.map(([field, [before, after]]) => (
        <div key={field} className="break-words" data-field={field}>
          <dt className="inline font-medium">{fieldLabel(t, type, field)}: </dt>
          <dd className="inline">
            <span className="text-muted-foreground line-through decoration-1">{shown(t, field, before)}</span>
            {" → "}
            <span>{shown(t, field, after)}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
