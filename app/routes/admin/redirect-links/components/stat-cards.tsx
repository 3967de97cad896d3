import { staffNumber } from "~/lib/admin/staff-display";
import { useAdminLang } from "~/lib/admin/use-admin-texts";
/** A count as the screen's language writes it ("1.234" / "1,234"), for every figure of the screen. */
export function useCount(): (n: number) => string {
  const lang = useAdminLang();
  return (n) => staffNumber(lang, n);
}

/** A small grey note next to the link's title (redirect off, starts on, expires on). */
export function Badge({ children }: { children: React.ReactNode }) {
  return <span className="rounded-full bg-muted px-2 py-0.5 text-xs text-muted-foreground">{children}</span>;
}
