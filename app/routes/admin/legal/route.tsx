import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { ScreenHeader } from "~/components/admin/screen-header";
import { parseWithZod } from "@conform-to/zod/v4";
import { FilePlus, Pencil } from "lucide-react";
import { Form, useNavigation, useSearchParams } from "react-router";
import type { Route } from "./+types/route";
import type { LegalPage } from "~db/schema";
import { LegalContentField } from "./components/legal-content-field";
import { Field, SwitchField } from "~/components/forms";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { ButtonLink } from "~/components/ui/button-link";
import { EmptyState } from "~/components/ui/empty-state";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import {
  isLegalPageKey,
  LEGAL_PAGE_KEYS,
  LEGAL_PAGE_NAMES,
  LegalPageSchema,
  legalPreview,
  type LegalPageKey,
} from "./legal";
import { listLegalPages, saveLegalPage } from "./legal.server";
import { writeScope, staffT } from "~/lib/admin/index.server";
import { cloudflareContext } from "~/lib/context";
import { getDb } from "~/lib/db.server";
import { useT } from "~/lib/admin";

/**
 * /admin/legal 'Rechtliche Seiten' (back-office.md 2): a card per legal page; 'Bearbeiten' opens one
 * card's form (?edit=<page_key>, so it works without JavaScript) with German and English tabs.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { env } = context.get(cloudflareContext);
  const rows = await listLegalPages(getDb(env));
  // The three pages in page_key order; a missing row still gets its card (to create it).
  const keys = [...LEGAL_PAGE_KEYS].sort();
  const cards = keys.map((pageKey) => {
    const row = rows.find((r) => r.page_key === pageKey) ?? null;
    return { pageKey, row, preview: row ? legalPreview(row.content_de) : "" };
  });
  return { cards, pageTitle: staffT(context)("Rechtliche Seiten") };
}

export async function action({ request, context }: Route.ActionArgs) {
  return saveLegalPage(request, writeScope(context), "/admin/legal");
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.pageTitle ?? "Rechtliche Seiten"} | Admin` }];
}

export default function LegalAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const data = actionData;
  const requested = data?.pageKey ?? params.get("edit");
  const editing = isLegalPageKey(requested) ? requested : null;

  return (
    <main id="main" className="space-y-6">
      <ScreenHeader
        title="Rechtliche Seiten"
        intro="Impressum, Datenschutzerklärung und Cookie-Richtlinie in Deutsch und Englisch (HTML)."
      />
      {loaderData.cards.map(({ pageKey, row, preview }) => (
        <LegalCard
          key={pageKey}
          pageKey={pageKey}
          row={row}
          preview={preview}
          editing={editing === pageKey}
          result={editing === pageKey ? data?.result : undefined}
          error={editing === pageKey ? (data?.error ?? null) : null}
        />
      ))}
    </main>
  );
}

function LegalCard({
  pageKey,
  row,
  preview,
  editing,
  result,
  error,
}: {
  pageKey: LegalPageKey;
  row: LegalPage | null;
  preview: string;
  editing: boolean;
  result: SubmissionResult<string[]> | null | undefined;
  error: string | null;
}) {
  const headingId = `legal-${pageKey}-title`;
  const t = useT();
  const name = t(LEGAL_PAGE_NAMES[pageKey]);
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-border bg-card p-6 shadow-sm"
      data-testid={`legal-card-${pageKey}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 id={headingId} className="text-xl font-semibold">
            {name}
          </h2>
          <p className="text-sm text-muted-foreground">
            <a href={`/${pageKey}`} target="_blank" rel="noopener" className="underline">
              /{pageKey}
            </a>
          </p>
        </div>
        {!editing ? (
          <ButtonLink
            to={`?edit=${pageKey}`}
            aria-label={`${t(row ? "Bearbeiten" : "Anlegen")}: ${name}`}
            variant={row ? "outline" : "default"}
            size="sm"
          >
            {row ? <Pencil className="h-4 w-4" aria-hidden /> : <FilePlus className="h-4 w-4" aria-hidden />}
            {t(row ? "Bearbeiten" : "Anlegen")}
          </ButtonLink>
        ) : null}
      </div>

      {editing ? (
        <LegalEditForm key={pageKey} pageKey={pageKey} row={row} result={result} error={error} />
      ) : row ? (
        <dl className="mt-4 space-y-2 text-sm">
          <div>
            <dt className="font-medium">{t("Titel (DE)")}</dt>
            <dd>{row.title_de}</dd>
          </div>
          <div>
            <dt className="font-medium">{t("Titel (EN)")}</dt>
            <dd>{row.title_en}</dd>
          </div>
          <div>
            <dt className="font-medium">{t("Status")}</dt>
            <dd data-testid="legal-status">
              {row.is_active ? t("Aktiv") : t("Ausgeschaltet – Besucher sehen „Seite nicht gefunden“")}
            </dd>
          </div>
          <div>
            <dt className="font-medium">{t("Inhalt (DE)")}</dt>
            <dd className="text-muted-foreground" data-testid="legal-preview">
              {preview || "—"}
            </dd>
          </div>
        </dl>
      ) : (
        <EmptyState variant="note" className="mt-4">
          {t(
            "Diese Seite ist noch nicht angelegt; die öffentliche Seite /{key} zeigt deshalb „Seite nicht gefunden“. „Anlegen“ erstellt sie.",
            { key: pageKey },
          )}
        </EmptyState>
      )}
    </section>
  );
}

type Values = Record<string, unknown>;

function LegalEditForm({
  pageKey,
  row,
  result,
  error,
}: {
  pageKey: LegalPageKey;
  row: LegalPage | null;
  result: SubmissionResult<string[]> | null | undefined;
  error: string | null;
}) {
  const navigation = useNavigation();
  const t = useT();
  const [form] = useForm({
    id: `legal-${pageKey}`,
    lastResult: result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: LegalPageSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const values: Values = { ...(row ?? {}), ...((result?.initialValue as Values | undefined) ?? {}) };
  // A refused form comes back as sent (an unchecked switch sends nothing); a new page starts switched on.
  const activeByDefault = result?.initialValue
    ? (result.initialValue as Values).is_active === "on"
    : (row?.is_active ?? true);
  const errors = (form.allErrors ?? {}) as Record<string, string[] | undefined>;
  const saving = navigation.state === "submitting" && navigation.formData?.get("page_key") === pageKey;
  const hasErrors = (lang: "de" | "en") =>
    Boolean(errors[`title_${lang}`]?.length || errors[`content_${lang}`]?.length);

  return (
    <Form method="post" action={`?edit=${pageKey}`} {...getFormProps(form)} className="mt-4 space-y-4">
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="page_key" value={pageKey} />
      {error ? (
        <Alert>
          <p className="font-semibold">{t("Fehler")}</p>
          <p>{error}</p>
        </Alert>
      ) : null}
      <Tabs defaultValue={hasErrors("en") && !hasErrors("de") ? "en" : "de"}>
        <TabsList aria-label={t("Sprache")} variant="segmented">
          {(["de", "en"] as const).map((lang) => (
            <TabsTrigger key={lang} value={lang} variant="segmented">
              {/* Each language's own name (the two-language rule leaves it in its language). */}
              <span lang={lang}>{lang === "de" ? "Deutsch" : "English"}</span>
              {hasErrors(lang) ? <span className="ml-1 text-destructive">(!)</span> : null}
            </TabsTrigger>
          ))}
        </TabsList>
        {(["de", "en"] as const).map((lang) => (
          // forceMount: both languages stay in the form (and are submitted) whichever tab is shown.
          <TabsContent key={lang} value={lang} forceMount className="mt-4 space-y-4 data-[state=inactive]:hidden">
            <Field
              id={`${form.id}-title_${lang}`}
              label={t(lang === "de" ? "Titel (DE)" : "Titel (EN)")}
              required
              errors={errors[`title_${lang}`]}
              inputProps={{
                name: `title_${lang}`,
                type: "text",
                required: true,
                defaultValue: asText(values[`title_${lang}`]),
              }}
            />
            <LegalContentField
              id={`${form.id}-content_${lang}`}
              name={`content_${lang}`}
              label={t(lang === "de" ? "Inhalt (DE, HTML)" : "Inhalt (EN, HTML)")}
              testId={`legal-content-${lang}`}
              errors={errors[`content_${lang}`]}
              defaultValue={asText(values[`content_${lang}`])}
            />
          </TabsContent>
        ))}
      </Tabs>
      <SwitchField
        id={`${form.id}-is_active`}
        label={t("Aktiv (auf der Website sichtbar)")}
        hint={t("Ausgeschaltet zeigt /{key} Besuchern „Seite nicht gefunden“.", { key: pageKey })}
        errors={errors.is_active}
        switchProps={{ name: "is_active", defaultChecked: activeByDefault }}
      />
      <p className="text-xs text-muted-foreground">
        {t(
          "Erlaubt sind einfache Auszeichnungen (Absätze, Überschriften ab h2, Listen, Links, Tabellen). Skripte, Stile und Ereignis-Attribute werden beim Speichern entfernt.",
        )}
      </p>
      <div className="flex justify-end gap-2">
        <ButtonLink to="." replace variant="outline">
          {t("Abbrechen")}
        </ButtonLink>
        <Button type="submit" disabled={saving}>
          {saving ? t("Wird gespeichert...") : t("Speichern")}
        </Button>
      </div>
    </Form>
  );
}

function asText(value: unknown) {
  return value == null ? "" : String(value);
}
