import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { ErrorList, TextareaField, type ListOfErrors } from "~/components/forms";
import { cn } from "~/lib/utils";

// Its own chunk, fetched only when a legal page's form is open in a browser with JavaScript.
const RichHtmlEditor = lazy(() => import("~/components/admin/rich-html-editor"));

const TEXTS = {
  de: { mode: "Bearbeitungsart", rich: "Editor", html: "HTML-Quelltext", loading: "Editor wird geladen …" },
  en: { mode: "Editing mode", rich: "Editor", html: "HTML source", loading: "Loading the editor …" },
} as const;

/**
 * A legal page's content: the HTML textarea is the form field (and all there is without
 * JavaScript); with JavaScript a rich-text editor is shown in front of it, writing into the
 * textarea on every change, and the "HTML source" tab shows the textarea itself for experts.
 */
export function LegalContentField({
  id,
  name,
  label,
  lang,
  testId,
  defaultValue,
  errors,
}: {
  id: string;
  name: string;
  label: string;
  /** The language of the screen's own texts (not of the content). */
  lang: "de" | "en";
  testId: string;
  defaultValue: string;
  errors: ListOfErrors;
}) {
  const t = TEXTS[lang];
  const [hydrated, setHydrated] = useState(false);
  const [mode, setMode] = useState<"rich" | "html">("rich");
  const [seed, setSeed] = useState({ html: defaultValue, version: 0 });
  const textarea = useRef<HTMLTextAreaElement>(null);
  useEffect(() => setHydrated(true), []);

  const show = (next: "rich" | "html") => {
    // Back to the editor: it starts again from what the expert typed in the source.
    if (next === "rich" && mode === "html")
      setSeed((old) => ({ html: textarea.current?.value ?? old.html, version: old.version + 1 }));
    setMode(next);
  };
  const rich = hydrated && mode === "rich";

  return (
    <div className="space-y-2" data-testid={testId}>
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
          <p className="text-sm font-medium" aria-hidden>
            {label}
          </p>
          <Suspense fallback={<p className="text-sm text-muted-foreground">{t.loading}</p>}>
            <RichHtmlEditor
              key={seed.version}
              initialHtml={seed.html}
              label={label}
              lang={lang}
              onChange={(html) => {
                if (textarea.current) textarea.current.value = html;
              }}
            />
          </Suspense>
          <ErrorList id={`${id}-rich-error`} errors={errors} />
        </>
      ) : null}
      <div hidden={rich}>
        <TextareaField
          id={id}
          label={label}
          required
          errors={errors}
          textareaProps={{
            ref: textarea,
            name,
            required: true,
            rows: 16,
            spellCheck: false,
            className: "min-h-[300px] font-mono",
            defaultValue,
          }}
        />
      </div>
    </div>
  );
}
