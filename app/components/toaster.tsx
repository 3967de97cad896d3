import { X } from "lucide-react";
import { Toast as RadixToast } from "radix-ui";
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { t, type Lang } from "~/lib/i18n";
import type { Toast } from "~/lib/toast";
import { cn } from "~/lib/utils";

type Shown = Toast & { id: number };
type ToastApi = { toast: (toast: Toast) => void };

const ToastContext = createContext<ToastApi>({ toast: () => {} });
const CurrentToastContext = createContext<{ current: Shown | null; dismiss: () => void; lang: Lang }>({
  current: null,
  dismiss: () => {},
  lang: "de",
});

let nextId = 1;

/** One toast visible at a time (the spec's limit): a new toast replaces the current one. */
export function ToastProvider({ children, flash, lang }: { children: React.ReactNode; flash: Toast | null; lang: Lang }) {
  const [current, setCurrent] = useState<Shown | null>(null);
  const toast = useCallback((value: Toast) => setCurrent({ ...value, id: nextId++ }), []);
  const dismiss = useCallback(() => setCurrent(null), []);

  // A toast left by an action before a redirect (works without JavaScript too: it is rendered by the server).
  const flashKey = flash ? JSON.stringify(flash) : null;
  useEffect(() => {
    if (flash) toast(flash);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [flashKey]);

  const api = useMemo(() => ({ toast }), [toast]);
  const shown = current ?? (flash ? { ...flash, id: 0 } : null);
  return (
    <ToastContext.Provider value={api}>
      <CurrentToastContext.Provider value={{ current: shown, dismiss, lang }}>{children}</CurrentToastContext.Provider>
    </ToastContext.Provider>
  );
}

export function useToast() {
  return useContext(ToastContext);
}

export function Toaster() {
  const { current, dismiss, lang } = useContext(CurrentToastContext);
  return (
    <RadixToast.Provider swipeDirection="right" duration={6000}>
      {current ? (
        <RadixToast.Root
          key={current.id}
          type={current.variant === "destructive" ? "foreground" : "background"}
          onOpenChange={(open) => !open && dismiss()}
          className={cn(
            "relative grid gap-1 rounded-lg border p-4 pr-10 shadow-lg",
            current.variant === "destructive"
              ? "border-destructive bg-destructive text-destructive-foreground"
              : "border-border bg-card text-foreground",
          )}
          data-testid="toast"
        >
          <RadixToast.Title className="text-sm font-semibold">{current.title}</RadixToast.Title>
          {current.description ? (
            <RadixToast.Description className="text-sm opacity-90">{current.description}</RadixToast.Description>
          ) : null}
          <RadixToast.Close aria-label={t(lang, "toast.close")} className="absolute right-2 top-2 rounded p-1 opacity-80 hover:opacity-100">
            <X className="h-4 w-4" aria-hidden />
          </RadixToast.Close>
        </RadixToast.Root>
      ) : null}
      <RadixToast.Viewport className="fixed bottom-0 right-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none" />
    </RadixToast.Provider>
  );
}
