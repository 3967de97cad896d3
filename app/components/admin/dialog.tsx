import type { ComponentProps } from "react";
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
