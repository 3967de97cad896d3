import { X } from "lucide-react";
import { Dialog as RadixDialog } from "radix-ui";
import type * as React from "react";
import { cn } from "~/lib/utils";

/**
 * A modal dialog (radix: focus trap, Escape, aria-modal). The back office drives `open` from the URL
 * (?new, ?edit=…, ?delete=…) so dialogs also work without JavaScript and survive a reload.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  wide = false,
  returnFocus,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  children: React.ReactNode;
  wide?: boolean;
  /** Where focus goes when it closes, for a dialog opened by a button that is not a Radix trigger. */
  returnFocus?: React.RefObject<HTMLElement | null>;
}) {
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <RadixDialog.Content
          className={cn(
            "fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl border border-border bg-card p-6 shadow-xl focus:outline-none",
            wide ? "max-w-3xl" : "max-w-lg",
          )}
          aria-describedby={description ? undefined : undefined}
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
              <RadixDialog.Title className="text-xl font-semibold">{title}</RadixDialog.Title>
              {description ? (
                <RadixDialog.Description className="mt-1 text-sm text-muted-foreground">
                  {description}
                </RadixDialog.Description>
              ) : (
                <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
              )}
            </div>
            <RadixDialog.Close className="rounded-md p-1 hover:bg-muted" aria-label="Schließen">
              <X className="h-5 w-5" aria-hidden />
            </RadixDialog.Close>
          </div>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
