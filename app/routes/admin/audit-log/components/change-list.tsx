/** Long values (a page's text) are shown cut; the CSV export has them as logged. */
const SHOWN_CHARS = 160;

function shown(value: unknown): string {
  if (value === null || value === undefined || value === "") return "–";
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return text.length > SHOWN_CHARS ? `${text.slice(0, SHOWN_CHARS)}…` : text;
}

/** The changed fields of one entry: name, value before → value after. */
export function ChangeList({ changes, empty }: { changes: Record<string, [unknown, unknown]>; empty: string }) {
  const fields = Object.entries(changes);
  if (fields.length === 0) return <span className="text-muted-foreground">{empty}</span>;
  return (
    <dl className="space-y-1">
      {fields.map(([field, [before, after]]) => (
        <div key={field} className="break-words">
          <dt className="inline font-medium">{field}: </dt>
          <dd className="inline">
            <span className="text-muted-foreground line-through decoration-1">{shown(before)}</span>
            {" → "}
            <span>{shown(after)}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
