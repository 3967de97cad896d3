import { ExternalLink, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { useCloseDialog } from "./dialog";
import type { PageContent } from "~db/schema";
import { pageHeroDefinition, publicPathOf, type FormActionData, useT } from "~/lib/admin";
import { Button } from "../ui/button";
import { Alert } from "../ui/alert";
import { ConfirmDialog } from "./confirm-dialog";
import { ContentForm } from "./content-form";

export type PageHeroActionData = FormActionData | undefined;

/**
 * The shared page-content (hero) editor (back-office.md 4 'Hero form (page hero)'): one form that
 * creates the page's record when there is none and updates it otherwise; 'Delete' only when one exists
 * (confirmed in a dialog that lives in the URL as ?delete-hero, so it works without JavaScript).
 */
export function PageHeroEditor({
  pageKey,
  row,
  actionData,
  heading = "h2",
}: {
  pageKey: string;
  row: PageContent | null;
  actionData: PageHeroActionData;
  heading?: "h1" | "h2";
}) {
  const t = useT();
  const def = pageHeroDefinition(pageKey, row !== null);
  const [params] = useSearchParams();
  // Cancel puts the saved values back: the form is mounted again from the record.
  const [generation, setGeneration] = useState(0);
  const confirming = row !== null && params.has("delete-hero");
  const close = useCloseDialog(".");
  const publicPath = publicPathOf(pageKey);
  const Heading = heading;

  return (
    <section
      aria-labelledby={`${def.key}-title`}
      className="space-y-4 rounded-xl border border-border bg-card p-6 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <Heading
            id={`${def.key}-title`}
            className={heading === "h1" ? "text-3xl font-bold" : "text-xl font-semibold"}
          >
            {t(def.title)}
          </Heading>
          <p className="mt-1 text-sm text-muted-foreground">
            {row ? t("Bearbeitet den Seitenkopf der Seite") : t("Noch kein Seitenkopf für die Seite")}{" "}
            <a
              href={publicPath}
              target="_blank"
              rel="noopener"
              className="inline-flex items-center gap-1 font-medium text-primary underline"
            >
              {publicPath}
              <ExternalLink className="h-3.5 w-3.5" aria-hidden />
              <span className="sr-only">{t("(öffnet in neuem Tab)")}</span>
            </a>
            {row ? ` (${row.is_active ? t("aktiv") : t("inaktiv")})` : ` – ${t("Speichern legt ihn an.")}`}
          </p>
        </div>
        {row ? (
          <Button asChild variant="destructive" size="sm">
            <Link to="?delete-hero=1" preventScrollReset>
              <Trash2 className="h-4 w-4" aria-hidden />
              {t("Löschen")}
            </Link>
          </Button>
        ) : null}
      </div>

      {actionData?.error ? (
        <Alert>
          <p className="font-semibold">{t("Fehler")}</p>
          <p>{t(actionData.error)}</p>
        </Alert>
      ) : null}

      {/* Mounted again for each stored version too: after a save the form shows what was stored. */}
      <ContentForm
        key={`${row?.id ?? "new"}-${row ? new Date(row.updated_at).getTime() : 0}-${generation}`}
        def={def}
        initial={row ?? def.defaults}
        id={row?.id ?? null}
        result={actionData?.result}
        onCancel={() => setGeneration((g) => g + 1)}
        submitLabel={row ? "Speichern" : "Erstellen"}
      />

      <ConfirmDialog
        open={confirming}
        onClose={close}
        description={t(def.texts.confirmDelete)}
        subject={confirming ? row.title_de : null}
      />
    </section>
  );
}
