import { clsx as cx } from "clsx";
import type { Toast } from "~/lib/toast";

/**
 * The look of a toast, shared by the server-rendered box (toaster.tsx) and the Radix view loaded
 * with the first toast (toast-view.tsx); in its own module so neither imports the other.
 */
export type Shown = Toast & { id: number };

export function toastClass(toast: Toast) {
  return cx(
    "relative grid gap-1 rounded-lg border p-4 pr-10 shadow-lg",
    toast.variant === "destructive"
      ? "border-destructive bg-destructive text-destructive-foreground"
      : "border-border bg-card text-foreground",
  );
}
