import { X } from "~/components/icon";
import { Toast as RadixToast } from "radix-ui";
import { t, type Lang } from "~/lib/i18n";
import { toastClass, type Shown } from "./toast-style";

/** The Radix part of the Toaster, loaded on demand (see toaster.tsx). */
export default function ToastView({
  current,
  dismiss,
  lang,
}: {
  current: Shown | null;
  dismiss: () => void;
  lang: Lang;
}) {
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
          <RadixToast.Close
            aria-label={t(lang, "toast.close")}
            className="absolute right-2 top-2 rounded p-1 opacity-80 hover:opacity-100"
          >
            <X className="h-4 w-4" aria-hidden />
          </RadixToast.Close>
        </RadixToast.Root>
      ) : null}
      <RadixToast.Viewport className="fixed bottom-0 right-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none" />
    </RadixToast.Provider>
  );
}
