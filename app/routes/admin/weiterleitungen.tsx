import { ExternalLink, Pencil } from "lucide-react";
import { ScreenHeader } from "~/components/admin/screen-header";
import { staffT, writeScope, handlePageHeroAction, loadPageHero } from "~/lib/admin/index.server";
import { useT, heroEditorPathOf } from "~/lib/admin";
import type { Route } from "./+types/weiterleitungen";
import { PageHeroEditor } from "~/components/admin/page-hero-editor";
import { Button } from "~/components/ui/button";
import { ButtonLink } from "~/components/ui/button-link";
import { cloudflareContext } from "~/lib/context";
import { getDb } from "~/lib/db.server";
import { Panel } from "~/components/admin/panel";

/** /admin/weiterleitungen: the redirect overview page (back-office.md 2 'Redirect overview management'). */
const PAGE_KEY = "weiterleitungen";

export async function loader({ context }: Route.LoaderArgs) {
  const { env } = context.get(cloudflareContext);
  return {
    row: await loadPageHero(getDb(env), PAGE_KEY),
    pageTitle: staffT(context)("Weiterleitungen-Seite"),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handlePageHeroAction(request, writeScope(context), PAGE_KEY, "/admin/weiterleitungen");
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.pageTitle ?? "Weiterleitungen-Seite"} | Admin` }];
}

export default function WeiterleitungenAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const heroPath = heroEditorPathOf(PAGE_KEY) ?? "/admin/weiterleitungen-hero";
  const t = useT();
  return (
    <main id="main" className="space-y-6">
      <ScreenHeader
        title="Weiterleitungen-Seite verwalten"
        intro="Die öffentliche Übersicht der Kurzlinks: ihr Seitenkopf und wo er bearbeitet wird."
      />

      <Panel id="weiterleitungen-card" title={t("Seitenkopf")} round="xl">
        <p className="mt-1 text-sm text-muted-foreground">
          {t("Titel, Untertitel, Beschreibung und Hintergrundbild der Seite /weiterleitungen.")}
        </p>
        <div className="mt-4 flex flex-wrap gap-2">
          <ButtonLink to={heroPath} preventScrollReset={false} icon={Pencil}>
            {t("Seitenkopf bearbeiten")}
          </ButtonLink>
          <Button asChild variant="outline">
            <a href="/weiterleitungen" target="_blank" rel="noopener">
              <ExternalLink className="h-4 w-4" aria-hidden />
              {t("Öffentliche Seite ansehen")}
              <span className="sr-only">{t("(öffnet in neuem Tab)")}</span>
            </a>
          </Button>
        </div>
      </Panel>

      <PageHeroEditor pageKey={PAGE_KEY} row={loaderData.row} actionData={actionData} />
    </main>
  );
}
