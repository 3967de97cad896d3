import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { ButtonLink } from "~/components/ui/button-link";
import { Dialog } from "~/components/admin/dialog";
import { Panel } from "~/components/admin/panel";
import type { SecurityTexts } from "~/lib/accounts";

/** Where the profile's confirmations return to. */
export const BACK = "/admin/profile";

/** A card of the profile, named by its heading (with the security part's icon before it). */
export function Card({
  title,
  id,
  icon,
  children,
}: {
  title: string;
  id: string;
  icon?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Panel
      id={id}
      title={
        icon ? (
          <>
            {icon}
            {title}
          </>
        ) : (
          title
        )
      }
      round="xl"
      headingClassName={icon ? "mb-4 flex items-center gap-2 text-xl font-semibold" : "mb-4 text-xl font-semibold"}
    >
      {children}
    </Panel>
  );
}

/** A confirmation in the back office's dialog, with its buttons in the user's language. */
export function ConfirmInDialog({
  open,
  onClose,
  title,
  description,
  subject,
  intent,
  id,
  confirmLabel,
  texts,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  subject: string | null;
  intent: string;
  id?: string;
  confirmLabel: string;
  texts: SecurityTexts;
  /** Further fields of the confirmation (the current password, where the change asks for it). */
  children?: ReactNode;
}) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <Dialog open={open} onClose={onClose} title={title} description={description} closeTo={BACK}>
      {open ? (
        <Form method="post" action={BACK} className="space-y-4" preventScrollReset>
          {subject ? <p className="font-medium break-words">{subject}</p> : null}
          <input type="hidden" name="intent" value={intent} />
          {id ? <input type="hidden" name="id" value={id} /> : null}
          {children}
          <div className="flex justify-end gap-2">
            <ButtonLink to={BACK} replace variant="outline">
              {texts.cancel}
            </ButtonLink>
            <Button type="submit" variant="destructive" disabled={pending}>
              {confirmLabel}
            </Button>
          </div>
        </Form>
      ) : null}
    </Dialog>
  );
}
