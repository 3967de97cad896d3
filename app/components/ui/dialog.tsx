import { X } from "~/components/icon";
import { Dialog as RadixDialog } from "radix-ui";
import { Fragment, useId, type ReactNode, type RefObject } from "react";
import { Link, useLocation } from "react-router";
import { useHydrated } from "~/lib/use-hydrated";
import { cn } from "~/lib/utils";

/**
 * A modal dialog (radix: focus trap, Escape, aria-modal). The back office drives `open` from the URL
 * (?new, ?edit=…, ?delete=…) so dialogs also work without JavaScript and survive a reload.
 *
 * The dialog is rendered in place, not through a portal: a portal only appears once the page runs
 * its JavaScript, so a dialog opened by the URL would be missing from the server's HTML and a
 * browser without JavaScript would never see its form. Its fixed position puts it above the page
 * all the same. Until the page is hydrated the close button is a plain link to `closeTo`.
 *
 * `portal` is for a dialog opened from inside another one (the media picker of a content form),
 * which only a script can open anyway: in place it would sit inside the outer dialog, whose transform
 * makes "fixed" mean "fixed to that scrolled box", and open off-screen; at the end of <body> it is
 * placed against the viewport.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  wide = false,
  closeTo,
  returnFocus,
  portal = false,
  className,
  closeLabel = "Schließen",
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  children: ReactNode;
  wide?: boolean;
  /** Where closing leads without JavaScript (default: the screen without its search parameters). */
  closeTo?: string;
  /** Where focus goes when it closes, for a dialog opened by a button that is not a Radix trigger. */
  returnFocus?: RefObject<HTMLElement | null>;
  /** Drawn at the end of <body> (see above); only for dialogs a script opens. */
  portal?: boolean;
  /** Classes of the dialog's box, after its own (e.g. a wider box). */
  className?: string;
  /** The close button's name, in the page's language. */
  closeLabel?: string;
}) {
  const hydrated = useHydrated();
  // Own ids for the title and description: Radix links them only after its effects have run, so
  // the server's HTML would name no dialog.
  const titleId = useId();
  const descriptionId = useId();
  const { pathname } = useLocation();
  const closeClass = "rounded-md p-1 hover:bg-muted";
  const Layer = portal ? RadixDialog.Portal : Fragment;
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Layer>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <RadixDialog.Content
          className={cn(
            // What sticks inside (a rich text's toolbar) sticks at its top edge, over the padding, so no text
            // scrolls past above it.
            "fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl border border-border bg-card p-6 shadow-xl [--sticky-top:-1.5rem] focus:outline-none",
            wide ? "max-w-3xl" : "max-w-lg",
            className,
          )}
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={descriptionId}
          onCloseAutoFocus={
            returnFocus
              ? (event) => {
                  event.preventDefault();
                  returnFocus.current?.focus();
                }
              : undefined
          }
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <RadixDialog.Title id={titleId} className="text-xl font-semibold">
                {title}
              </RadixDialog.Title>
              {description ? (
                <RadixDialog.Description id={descriptionId} className="mt-1 text-sm text-muted-foreground">
                  {description}
                </RadixDialog.Description>
              ) : (
                <RadixDialog.Description id={descriptionId} className="sr-only">
                  {title}
                </RadixDialog.Description>
              )}
            </div>
            {hydrated ? (
              <RadixDialog.Close className={closeClass} aria-label={closeLabel}>
                <X className="h-5 w-5" aria-hidden />
              </RadixDialog.Close>
            ) : (
              <Link to={closeTo ?? pathname} className={closeClass} aria-label={closeLabel}>
                <X className="h-5 w-5" aria-hidden />
              </Link>
            )}
          </div>
          {children}
        </RadixDialog.Content>
      </Layer>
    </RadixDialog.Root>
  );
}
