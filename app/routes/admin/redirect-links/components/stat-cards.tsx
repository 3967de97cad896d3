/** German thousands separators, as every figure of the screen shows them. */
export const de = (n: number) => n.toLocaleString("de-DE");

/** A small grey note next to the link's title (redirect off, starts on, expires on). */
export function Badge({ children }: { children: React.ReactNode }) {
  return <span className="rounded-full bg-muted px-2 py-0.5 text-xs text-muted-foreground">{children}</span>;
}

/** One of the period's totals above the charts. */
export function Stat({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <div className="rounded-xl border border-border bg-card p-4 shadow-sm">
      <p className="text-sm text-muted-foreground">{label}</p>
      <p className="mt-1 text-2xl font-bold tabular-nums" data-testid={testId}>
        {de(value)}
      </p>
    </div>
  );
}
