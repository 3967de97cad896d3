import { Languages } from "lucide-react";
import { useCallback, useMemo, useState, type RefObject } from "react";
import { translationPairs, type ContentTypeDef, type FieldDef, useT } from "~/lib/admin";
import { Badge } from "../ui/badge";
import { Button } from "../ui/button";

/*
 * The translation view of a content form (decision 0051): each German field beside its English twin,
 * the German read-only (as the form holds it when the view opens), the English editable in place, so
 * what is translated is saved (and autosaved) by the same form. English fields left empty while their
 * German one has text are marked "nicht übersetzt" and counted. The other fields stay in the form,
 * hidden, and are saved with it.
 */

const LONG_KINDS = new Set(["textarea", "html", "richText"]);

export type TranslationView = ReturnType<typeof useTranslationView>;

export function useTranslationView(def: ContentTypeDef, formRef: RefObject<HTMLFormElement | null>) {
  const pairs = useMemo(() => translationPairs(def), [def]);
  const [german, setGerman] = useState<Record<string, string> | null>(null);
  const [untranslated, setUntranslated] = useState<string[]>([]);
  const read = useCallback(() => {
    const data = formRef.current ? new FormData(formRef.current) : new FormData();
    const text = (name: string) => String(data.get(name) ?? "").trim();
    return {
      german: Object.fromEntries(pairs.map(([de]) => [de, text(de)])),
      untranslated: pairs.filter(([de, en]) => text(de) && !text(en)).map(([, en]) => en),
    };
  }, [formRef, pairs]);
  const toggle = () => {
    if (german) return setGerman(null);
    const now = read();
    setGerman(now.german);
    setUntranslated(now.untranslated);
  };
  // While open, the marks follow what is typed into the English fields.
  const onInput = () => {
    if (german) setUntranslated(read().untranslated);
  };
  const roleOf = (name: string): "german" | "english" | "other" =>
    pairs.some(([de]) => de === name) ? "german" : pairs.some(([, en]) => en === name) ? "english" : "other";
  return { pairs, open: german !== null, german: german ?? {}, untranslated, toggle, onInput, roleOf };
}

/** The switch between the form and the translation view, and, when open, the count and the columns' names. */
export function TranslationBar({ view }: { view: TranslationView }) {
  const t = useT();
  if (view.pairs.length === 0) return null;
  const missing = view.untranslated.length;
  return (
    <div className="space-y-2 sm:col-span-2">
      <div className="flex flex-wrap items-center gap-3">
        {view.open ? (
          <p className="mr-auto text-sm font-medium" data-testid="untranslated-count">
            {missing === 0
              ? t("Alle {total} Felder übersetzt", { total: view.pairs.length })
              : t("{missing} von {total} Feldern nicht übersetzt", { missing, total: view.pairs.length })}
          </p>
        ) : null}
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-pressed={view.open}
          onClick={view.toggle}
          className="ml-auto"
        >
          <Languages className="h-4 w-4" aria-hidden />
          {t("Übersetzung Deutsch/Englisch")}
        </Button>
      </div>
      {view.open ? (
        <div className="hidden grid-cols-2 gap-4 text-xs font-semibold uppercase tracking-wide text-muted-foreground sm:grid">
          <span>{t("Deutsch (nur lesen)")}</span>
          <span>{t("Englisch")}</span>
        </div>
      ) : null}
    </div>
  );
}

/** A German field's text, read-only, in the translation view. */
export function GermanText({ field, value }: { field: FieldDef; value: string }) {
  const t = useT();
  const text = field.kind === "richText" || field.kind === "html" ? visibleText(value) : value;
  return (
    <dl className="space-y-1.5" data-testid="german-text">
      <dt className="text-sm font-medium">{t(field.label)}</dt>
      <dd
        lang="de"
        className={
          LONG_KINDS.has(field.kind)
            ? "whitespace-pre-wrap break-words rounded-md border border-border bg-muted p-3 text-sm"
            : "rounded-md border border-border bg-muted px-3 py-2 text-sm"
        }
      >
        {text || <span className="text-muted-foreground">{t("(leer)")}</span>}
      </dd>
    </dl>
  );
}

/** The mark of an English field still waiting for its translation. */
export function UntranslatedMark() {
  const t = useT();
  return (
    <Badge tone="warning" data-testid="untranslated-mark">
      {t("nicht übersetzt")}
    </Badge>
  );
}

/** The text of stored HTML as a reader sees it (blocks on lines of their own); parsing runs no script. */
function visibleText(html: string): string {
  if (typeof DOMParser === "undefined") return html;
  const marked = html.replace(/<\/(p|h[1-6]|li|blockquote|tr|figure)>|<br\s*\/?>/gi, "$&\n");
  return (new DOMParser().parseFromString(marked, "text/html").body.textContent ?? "").trim();
}
