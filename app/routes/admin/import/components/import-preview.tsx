import { getFormProps, useForm } from "@conform-to/react";
import { Figures } from "~/components/admin/figures";
import { parseWithZod } from "@conform-to/zod/v4";
import { Download } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { pageField, StartSchema } from "../import-schema";
import { ErrorList } from "~/components/forms";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Select } from "~/components/ui/select";
import { useT } from "~/lib/admin";
import { type ImportSummary, CUSTOM_REASON } from "~/lib/wordpress";

type Reply = { result: Parameters<typeof useForm>[0]["lastResult"]; error?: string } | null;

const PAGE_CHOICES = [
  { value: "skip", label: "überspringen" },
  { value: "service", label: "als Leistung (Service-Detail)" },
  { value: "about", label: "als Text der Über-uns-Seite" },
] as const;

/** What the file holds, what will be skipped and why, and per page where it goes; then "Importieren". */
export function ImportPreview({
  id,
  summary,
  reply,
}: {
  id: number;
  summary: Omit<ImportSummary, "channel">;
  reply: Reply;
}) {
  const t = useT();
  const navigation = useNavigation();
  const [form] = useForm({
    lastResult: reply?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: StartSchema }),
  });
  const { posts } = summary.wxr;
  const figures: [string, number, string][] = [
    ["Beiträge", posts.total, "posts"],
    ["veröffentlicht", posts.published, "published"],
    ["Entwürfe", posts.drafts, "drafts"],
    ["geplant", posts.scheduled, "scheduled"],
    ["privat", posts.private, "private"],
    ["mit Passwort", posts.passwordProtected, "password"],
    ["Seiten", summary.wxr.pages, "pages"],
    ["Anhänge (Bilder)", summary.wxr.attachments, "attachments"],
    ["Kategorien", summary.wxr.categories, "categories"],
    ["Schlagwörter", summary.wxr.tags, "tags"],
    ["Autoren", summary.wxr.authors, "authors"],
  ];
  const options = PAGE_CHOICES.map((choice) => ({ value: choice.value, label: t(choice.label) }));
  const starting = navigation.state === "submitting" && navigation.formData?.get("intent") === "start";
  return (
    <div className="space-y-6">
      <Figures
        figures={figures.map(([label, value, key]) => [label, value, `count-${key}`] as const)}
        className="grid grid-cols-2 gap-3 sm:grid-cols-4"
        testId="import-counts"
      />
      <p className="text-sm text-muted-foreground">
        {t(
          "Private und passwortgeschützte Beiträge werden als Entwürfe übernommen; Kommentare werden nicht übernommen.",
        )}
      </p>
      {summary.wxr.skipped.length > 0 ? (
        <div>
          <h3 className="font-semibold">{t("Wird nicht übernommen")}</h3>
          <ul className="mt-2 list-disc space-y-1 pl-6 text-sm" data-testid="import-skipped">
            {summary.wxr.skipped.map((entry) => (
              <li key={`${entry.type}-${entry.reason}`}>
                {/* WordPress's own type names mean nothing to an owner, except for a plugin's type. */}
                {entry.count} – {t(entry.reason)}
                {entry.reason === CUSTOM_REASON ? (
                  <>
                    {" "}
                    (<code>{entry.type}</code>)
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {reply?.error ? <Alert size="wide">{reply.error}</Alert> : null}
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <input type="hidden" name="intent" value="start" />
        <input type="hidden" name="id" value={id} />
        {summary.pages.length > 0 ? (
          <fieldset className="space-y-3">
            <legend className="font-semibold">{t("Seiten")}</legend>
            <p className="text-sm text-muted-foreground">
              {t("Wählen Sie für jede Seite, ob und wohin sie übernommen wird.")}
            </p>
            <ul className="space-y-2">
              {summary.pages.map((page) => {
                const name = pageField(page.wpId);
                return (
                  <li key={page.wpId} className="grid gap-2 sm:grid-cols-[1fr_18rem] sm:items-center">
                    <label htmlFor={name} className="break-words">
                      {page.title || t("(ohne Titel)")}
                    </label>
                    <div>
                      <Select id={name} name={name} defaultValue="skip" options={options} />
                      <ErrorList id={`${name}-error`} errors={form.allErrors[name] as string[] | undefined} />
                    </div>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        ) : null}
        <Button type="submit" disabled={starting} data-testid="import-start">
          <Download aria-hidden="true" />
          {t("Importieren")}
        </Button>
      </Form>
    </div>
  );
}
