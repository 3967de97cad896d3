import { X } from "lucide-react";
import { Toast as RadixToast } from "radix-ui";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
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
  // A toast left by an action before a redirect is rendered by the server too (works without JavaScript).
  const [current, setCurrent] = useState<Shown | null>(() => (flash ? { ...flash, id: 0 } : null));
  const toast = useCallback((value: Toast) => setCurrent({ ...value, id: nextId++ }), []);
  const dismiss = useCallback(() => setCurrent(null), []);

  // Each loader run yields a new flash object; show it when one arrives after the first render.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (flash) toast(flash);
  }, [flash, toast]);

  const api = useMemo(() => ({ toast }), [toast]);
  return (
    <ToastContext.Provider value={api}>
      <CurrentToastContext.Provider value={{ current, dismiss, lang }}>{children}</CurrentToastContext.Provider>
    </ToastContext.Provider>
  );
}

export function useToast() {
  return useContext(ToastContext);
}

function toastClass(toast: Toast) {
  return cn(
    "relative grid gap-1 rounded-lg border p-4 pr-10 shadow-lg",
    toast.variant === "destructive"
      ? "border-destructive bg-destructive text-destructive-foreground"
      : "border-border bg-card text-foreground",
  );
}

export function Toaster() {
  const { current, dismiss, lang } = useContext(CurrentToastContext);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  // Radix renders toasts through a portal, which the server cannot; until hydration (or without
  // JavaScript) the server's flash toast is shown as a plain status box.
  if (!hydrated) {
    return current ? (
      <div className="fixed bottom-0 right-0 z-[100] w-full max-w-sm p-4">
        <div role="status" className={toastClass(current)} data-testid="toast">
          <p className="text-sm font-semibold">{current.title}</p>
          {current.description ? <p className="text-sm opacity-90">{current.description}</p> : null}
        </div>
      </div>
    ) : null;
  }

  return (
    <RadixToast.Provider swipeDirection="right" duration={6000}>
      {current ? (
        <RadixToast.Root
          key={current.id}
          type={current.variant === "destructive" ? "foreground" : "background"}
          onOpenChange={(open) => !open && dismiss()}
          className={toastClass(current)}
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
