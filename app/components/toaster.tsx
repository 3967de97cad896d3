import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import type { Lang } from "~/lib/i18n";
import { useMatches } from "react-router";
import { showsFlashInPage, type Toast } from "~/lib/toast";
import { toastClass, type Shown } from "./toast-style";

// Radix Toast (with its focus and swipe handling) is fetched with the first toast, not with every page.
const ToastView = lazy(() => import("./toast-view"));

type ToastApi = { toast: (toast: Toast) => void };

const ToastContext = createContext<ToastApi>({ toast: () => {} });
const CurrentToastContext = createContext<{ current: Shown | null; dismiss: () => void; lang: Lang }>({
  current: null,
  dismiss: () => {},
  lang: "de",
});

let nextId = 1;

/** One toast visible at a time (the spec's limit): a new toast replaces the current one. */
export function ToastProvider({
  children,
  flash,
  lang,
}: {
  children: React.ReactNode;
  flash: Toast | null;
  lang: Lang;
}) {
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

/** The toast as a plain status box: rendered by the server (works without JavaScript) and while Radix loads. */
function StaticToast({ toast }: { toast: Toast }) {
  return (
    <div className="fixed bottom-0 right-0 z-[100] w-full max-w-sm p-4" data-static-toast>
      <div role="status" className={toastClass(toast)} data-testid="toast">
        <p className="text-sm font-semibold">{toast.title}</p>
        {toast.description ? <p className="text-sm opacity-90">{toast.description}</p> : null}
      </div>
    </div>
  );
}

export function Toaster() {
  const { current, dismiss, lang } = useContext(CurrentToastContext);
  // A page that shows its flash toast in its own place (the contact form's confirmation) keeps it there.
  const flashInPage = showsFlashInPage(useMatches());
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  // Once a toast has been shown the Radix viewport stays mounted, as it was before the lazy load.
  const [used, setUsed] = useState(false);
  useEffect(() => {
    if (current) setUsed(true);
  }, [current]);

  if (flashInPage && current?.id === 0) return null;
  const fallback = current ? <StaticToast toast={current} /> : null;
  // Radix renders toasts through a portal, which the server cannot.
  if (!hydrated || !(current || used)) return fallback;
  return (
    <Suspense fallback={fallback}>
      <ToastView current={current} dismiss={dismiss} lang={lang} />
    </Suspense>
  );
}
