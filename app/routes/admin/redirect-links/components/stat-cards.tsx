export { useCount } from "~/components/admin/charts";

/** A small grey note next to the link's title (redirect off, starts on, expires on). */
export function Badge({ children }: { children: React.ReactNode }) {
  return <span className="rounded-full bg-muted px-2 py-0.5 text-xs text-muted-foreground">{children}</span>;
}
