import { LANG_LABELS } from "./campaign-editor";
import { useT } from "~/lib/admin";
import type { Lang } from "~/lib/i18n";
import { TitledSection } from "~/components/ui/titled-section";

/** Both mails as they will be sent (the saved state), each in a sandboxed frame with its text version. */
export function Preview({ preview }: { preview: Record<Lang, { html: string; text: string; subject: string }> }) {
  const t = useT();
  return (
    <TitledSection id="campaign-preview-title" title={t("Vorschau (gespeicherter Stand)")} className="space-y-4">
      <div className="grid gap-6 lg:grid-cols-2">
        {(["de", "en"] as const).map((lang) => (
          <div key={lang} className="space-y-2" data-testid={`campaign-preview-${lang}`}>
            <p className="text-sm">
              <span className="font-medium">{t(LANG_LABELS[lang])}:</span>{" "}
              {/* The mail's words are in its language, whatever the screen's (screen readers switch voice). */}
              {preview[lang].subject ? (
                <span lang={lang}>{preview[lang].subject}</span>
              ) : (
                <span className="text-muted-foreground">{t("(ohne Betreff)")}</span>
              )}
            </p>
            {/* The mail's own document, isolated: no scripts, no access to this page. */}
            <iframe
              title={t("Vorschau der E-Mail ({language})", { language: t(LANG_LABELS[lang]) })}
              srcDoc={preview[lang].html}
              sandbox=""
              className="h-[560px] w-full rounded-lg border border-border bg-white"
            />
            <details className="rounded-md border border-border bg-card p-3 text-sm">
              <summary className="cursor-pointer font-medium">
                {t("Textfassung ({language})", { language: t(LANG_LABELS[lang]) })}
              </summary>
              <pre lang={lang} className="mt-2 whitespace-pre-wrap break-words font-mono text-xs">
                {preview[lang].text}
              </pre>
            </details>
          </div>
        ))}
      </div>
    </TitledSection>
  );
}
