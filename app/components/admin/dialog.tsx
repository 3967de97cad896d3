import type { ComponentProps } from "react";
import { useNavigate } from "react-router";
import { useT } from "~/lib/admin";
import { Dialog as PlainDialog } from "../ui/dialog";

/** The back office's dialog: its title, description and close button in the staff member's language. */
export function Dialog({ title, description, ...rest }: ComponentProps<typeof PlainDialog>) {
  const t = useT();
  return (
    <PlainDialog
      {...rest}
      title={t(title)}
      description={description ? t(description) : undefined}
      closeLabel={t("Schließen")}
    />
  );
}

/**
 * How a back-office dialog closes: back to its screen's address (`to`), in place — no scroll to the
 * top, no history entry — so Back leaves the screen rather than opening the dialog again.
 */
export function useCloseDialog(to: string) {
  const navigate = useNavigate();
  return () => navigate(to, { preventScrollReset: true, replace: true });
}
