import { Eye, Monitor, Smartphone, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { PREVIEW_WIDTHS, type PreviewWidth, useT } from "~/lib/admin";
import { cn } from "~/lib/utils";

/*
 * The preview beside the form (decision 0051): the record's page as its last saved draft shows it, in
 * a frame at a phone's or a desktop's width, scaled down to fit. Which width is open lives in the URL
 * (?vorschau=phone|desktop), so it survives a reload and works without JavaScript (unscaled, scrolled).
 */

const LINK = "inline-flex items-center gap-1 rounded-md border border-border px-2 py-1 text-sm hover:bg-muted";

/** The link that opens or closes the preview beside the form: one link, so the focus stays on it. */
export function PreviewToggleLink({ open, to }: { open: boolean; to: string }) {
  const t = useT();
  return (
    <Link to={to} preventScrollReset replace className={LINK} aria-controls={open ? "preview-beside" : undefined}>
      {open ? <X className="h-4 w-4" aria-hidden /> : <Eye className="h-4 w-4" aria-hidden />}
      {open ? t("Vorschau schließen") : t("Vorschau neben dem Formular")}
    </Link>
  );
}

export function PreviewPanel({
  width,
  path,
  linkTo,
  label,
}: {
  width: PreviewWidth;
  /** The signed path of the open draft's preview; null while the record has no draft. */
  path: string | null;
  /** The dialog's address with another width, or with none (closed). */
  linkTo: (width: PreviewWidth) => string;
  label: string;
}) {
  const t = useT();
  return (
    <section
      id="preview-beside"
      aria-labelledby="preview-beside-title"
      className="min-w-0 space-y-3 lg:sticky lg:top-0"
      data-testid="preview-panel"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 id="preview-beside-title" className="mr-auto text-base font-semibold">
          {t("Vorschau")}
        </h3>
        <nav aria-label={t("Breite der Vorschau")} className="flex flex-wrap gap-2">
          {(["phone", "desktop"] as const).map((option) => (
            <Link
              key={option}
              to={linkTo(option)}
              preventScrollReset
              replace
              aria-current={option === width ? "true" : undefined}
              className={cn(
                LINK,
                option === width && "border-primary bg-primary text-primary-foreground hover:bg-primary",
              )}
            >
              {option === "phone" ? (
                <Smartphone className="h-4 w-4" aria-hidden />
              ) : (
                <Monitor className="h-4 w-4" aria-hidden />
              )}
              {t(option === "phone" ? "Handy ({width} px)" : "Desktop ({width} px)", { width: PREVIEW_WIDTHS[option] })}
            </Link>
          ))}
        </nav>
      </div>
      {path ? (
        <ScaledFrame src={path} width={PREVIEW_WIDTHS[width]} title={t("Vorschau: {label}", { label })} />
      ) : (
        <p className="rounded-md border border-dashed border-border p-4 text-sm text-muted-foreground">
          {t(
            "Noch kein Entwurf gespeichert. Sobald Sie etwas ändern, wird er automatisch gespeichert und hier gezeigt.",
          )}
        </p>
      )}
      <p className="text-xs text-muted-foreground">{t("Zeigt den zuletzt gespeicherten Entwurf.")}</p>
    </section>
  );
}

/** A page in a frame of a given CSS width, scaled down to the space there is (never up). */
function ScaledFrame({ src, width, title }: { src: string; width: number; title: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<{ scale: number; height: number } | null>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setSize({ scale: Math.min(1, element.clientWidth / width), height: element.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [width]);
  const scale = size?.scale ?? 1;
  return (
    <div
      ref={box}
      className="h-[70vh] w-full overflow-auto rounded-md border border-border bg-background"
      // Scaled, the frame fits; unscaled (no JavaScript, or room enough) the box scrolls.
      style={scale < 1 ? { overflow: "hidden" } : undefined}
    >
      <iframe
        // A new address after each save (the link is signed again): the frame loads the new draft.
        key={src}
        src={src}
        title={title}
        data-testid="preview-frame"
        data-width={width}
        style={{
          width,
          height: size ? size.height / scale : "100%",
          transform: scale < 1 ? `scale(${scale})` : undefined,
          transformOrigin: "0 0",
        }}
        className="block border-0"
      />
    </div>
  );
}
