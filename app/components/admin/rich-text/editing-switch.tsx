import { lazy, Suspense, useEffect, useRef, useState, type ReactNode, type RefObject } from "react";
import { useT } from "~/lib/admin";
import { cn } from "~/lib/utils";

// Its own chunk, fetched only when a form with a rich text is open in a browser with JavaScript.
const RichHtmlEditor = lazy(() => import("~/components/admin/rich-html-editor"));

const TEXTS = { mode: "Bearbeitungsart", rich: "Editor", html: "HTML-Quelltext", loading: "Editor wird geladen …" };

/**
 * A rich text's two faces: the HTML textarea is the form field (and all there is without JavaScript);
 * with JavaScript the visual editor is shown in front of it, writing into the textarea on every change,
 * and the "HTML source" tab shows the textarea itself, whose edits the editor reads again on the way back.
 * The form's save, its validation and the server's schema see only the textarea.
 */
export function RichTextEditing({
  label,
  initial,
  media,
  textarea,
  beforeEditor,
  afterEditor,
}: {
  label: string;
  initial: string;
  media?: boolean;
  /** The field's textarea, given the ref it must carry. */
  textarea: (ref: RefObject<HTMLTextAreaElement | null>) => ReactNode;
  beforeEditor?: ReactNode;
  afterEditor?: ReactNode;
}) {
  const tr = useT();
  const t = { mode: tr(TEXTS.mode), rich: tr(TEXTS.rich), html: tr(TEXTS.html), loading: tr(TEXTS.loading) };
  const [hydrated, setHydrated] = useState(false);
  const [mode, setMode] = useState<"rich" | "html">("rich");
  const [seed, setSeed] = useState({ html: initial, version: 0 });
  const area = useRef<HTMLTextAreaElement>(null);
  useEffect(() => setHydrated(true), []);

  const show = (next: "rich" | "html") => {
    // Back to the editor: it starts again from what the expert typed in the source.
    if (next === "rich" && mode === "html")
      setSeed((old) => ({ html: area.current?.value ?? old.html, version: old.version + 1 }));
    setMode(next);
  };
  const rich = hydrated && mode === "rich";

  return (
    <div className="space-y-2" data-testid="rich-text-field">
      {hydrated ? (
        <div role="group" aria-label={`${t.mode}: ${label}`} className="inline-flex rounded-md bg-muted p-1">
          {(["rich", "html"] as const).map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={mode === value}
              data-state={mode === value ? "active" : "inactive"}
              onClick={() => show(value)}
              className={cn(
                "rounded px-4 py-1.5 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary",
                mode === value && "bg-background shadow-sm",
              )}
            >
              {value === "rich" ? t.rich : t.html}
            </button>
          ))}
        </div>
      ) : null}
      {rich ? (
        <>
          {beforeEditor}
          <Suspense fallback={<p className="text-sm text-muted-foreground">{t.loading}</p>}>
            <RichHtmlEditor
              key={seed.version}
              initialHtml={seed.html}
              label={label}
              media={media}
              onChange={(html) => {
                const target = area.current;
                if (!target) return;
                target.value = html;
                // Whoever watches the form for edits (validation, unsaved changes) hears of this one too.
                target.dispatchEvent(new Event("input", { bubbles: true }));
              }}
            />
          </Suspense>
          {afterEditor}
        </>
      ) : null}
      <div hidden={rich}>{textarea(area)}</div>
    </div>
  );
}
