import { Plus } from "lucide-react";
import { ScreenHeader } from "~/components/admin/screen-header";
import { Link } from "react-router";
import type { Route } from "./+types/campaigns";
import { ErrorNote } from "~/components/admin/content-screen";
import { Button } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { requireAdmin, staffT } from "~/lib/admin/index.server";
import { useStaffDate, useT } from "~/lib/admin";
import { cloudflareContext } from "~/lib/context";
import { getDb } from "~/lib/db.server";
import { loadCampaignList } from "~/lib/newsletter/index.server";
import { CAMPAIGN_STATUS_LABELS } from "~/lib/newsletter";
import { ListTable } from "~/components/admin/list-table";

/**
 * /admin/newsletter-campaigns: the campaigns newest first with their counts (recipients, sent,
 * failed, unsubscribes that followed) and a link to a new campaign's editor. Admin-only: campaigns
 * mail the subscriber list, which only admins manage.
 */

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const { env } = context.get(cloudflareContext);
  const t = staffT(context);
  const title = t("Newsletter-Kampagnen");
  try {
    const { campaigns, audience } = await loadCampaignList(getDb(env));
    return {
      title,
      loadError: null,
      audience,
      campaigns: campaigns.map((campaign) => ({
        id: campaign.id,
        subject: campaign.subject_de || campaign.subject_en,
        status: campaign.status,
        audience: campaign.audience,
        created_at: campaign.created_at.toISOString(),
        sent_at: campaign.sent_at?.toISOString() ?? null,
        stats: campaign.stats,
      })),
    };
  } catch (error) {
    console.error("admin newsletter campaigns load failed", error);
    return { title, loadError: t("Fehler beim Laden der Daten"), audience: { de: 0, en: 0 }, campaigns: [] };
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.title ?? "Newsletter-Kampagnen"} | Admin` }];
}

export default function NewsletterCampaigns({ loaderData }: Route.ComponentProps) {
  const { campaigns, audience, loadError } = loaderData;
  const t = useT();
  const date = useStaffDate();
  const [before, between, after] = t(
    "Kampagnen auf Deutsch und Englisch schreiben, testen und an die bestätigten Abonnenten senden. Bestätigt und aktiv: {de} auf Deutsch, {en} auf Englisch.",
  ).split(/\{de\}|\{en\}/);
  return (
    <main id="main" className="space-y-6">
      <ScreenHeader
        title="Newsletter-Kampagnen"
        intro={
          <>
            {before}
            <span data-testid="audience-de">{audience.de}</span>
            {between}
            <span data-testid="audience-en">{audience.en}</span>
            {after}
          </>
        }
        actions={
          // An editor without a row: the first save creates the campaign.
          <Button asChild>
            <Link to="/admin/newsletter-campaigns/new">
              <Plus className="h-4 w-4" aria-hidden />
              {t("Neue Kampagne")}
            </Link>
          </Button>
        }
      />
      {loadError ? <ErrorNote message={loadError} /> : null}
      {campaigns.length === 0 && !loadError ? (
        <EmptyState data-testid="campaigns-empty">{t("Noch keine Kampagnen vorhanden")}</EmptyState>
      ) : campaigns.length > 0 ? (
        <ListTable
          caption={t("Newsletter-Kampagnen, neueste zuerst")}
          columns={[
            ...["Betreff", "Status", "Erstellt"].map((label) => ({ label: t(label) })),
            ...["Empfänger", "Gesendet", "Fehlgeschlagen", "Abmeldungen"].map((label) => ({
              label: t(label),
              className: "text-right",
            })),
          ]}
        >
          {campaigns.map((campaign) => (
            <tr
              key={campaign.id}
              className="border-b border-border last:border-0"
              data-testid="campaign-row"
              data-id={campaign.id}
            >
              <td className="px-3 py-2">
                <Link
                  to={`/admin/newsletter-campaigns/${campaign.id}`}
                  className="font-medium text-primary underline-offset-4 hover:underline"
                >
                  {campaign.subject || t("Kampagne {id} (ohne Betreff)", { id: campaign.id })}
                </Link>
              </td>
              <td className="px-3 py-2" data-testid="campaign-status">
                {CAMPAIGN_STATUS_LABELS[campaign.status] ? t(CAMPAIGN_STATUS_LABELS[campaign.status]) : campaign.status}
              </td>
              <td className="whitespace-nowrap px-3 py-2 tabular-nums">
                <time dateTime={campaign.created_at}>{date(campaign.created_at)}</time>
              </td>
              <td className="px-3 py-2 text-right tabular-nums">{campaign.stats.recipients}</td>
              <td className="px-3 py-2 text-right tabular-nums">{campaign.stats.sent}</td>
              <td className="px-3 py-2 text-right tabular-nums">{campaign.stats.failed}</td>
              <td className="px-3 py-2 text-right tabular-nums">{campaign.stats.unsubscribes}</td>
            </tr>
          ))}
        </ListTable>
      ) : null}
    </main>
  );
}
