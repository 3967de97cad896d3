import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/route";
import { DashboardAttention } from "./components/dashboard-attention";
import { loadDashboard, type DashboardCard } from "./dashboard.server";
import { staffContext } from "~/lib/accounts/index.server";
import { cloudflareContext } from "~/lib/context";
import { getDb } from "~/lib/db.server";
import { type Translate, translate, roleName, useT } from "~/lib/admin";
import { StatisticsDashboardCard } from "../statistics/components/dashboard-card";

/**
 * /admin — the dashboard (back-office.md 2): a welcome text, then what needs staff now (unanswered
 * messages, sign-ups, the busiest short links, switched-off content), then a card with the live
 * count of every content type. All of it is one D1 batch.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const session = context.get(staffContext)!;
  const { env } = context.get(cloudflareContext);
  const { cards, attention, statistics } = await loadDashboard(getDb(env), session.user.role);
  // The person's back-office language (decision 0053), not the public site's.
  const lang = session.user.adminLanguage;
  return { name: session.user.name, role: session.user.role, cards, attention, lang, statistics };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: translate(loaderData?.lang ?? "de", "Dashboard | Admin") }];
}

/** What the back office manages, in the spec's words; the admin-only areas are named to admins only. */
const MANAGEABLE: { text: string; adminOnly?: true }[] = [
  { text: "Folien der Startseite" },
  { text: "Themenkacheln und Text-Bild-Bereiche" },
  { text: "Über-uns-Bereiche" },
  { text: "Services und Projekte" },
  { text: "Blog-Beiträge" },
  { text: "Shop-Produkte" },
  { text: "Academy-Kurse" },
  { text: "Events mit Organisatoren" },
  { text: "Kongresse mit Speakern" },
  { text: "Community-Features, -Posts und -Statistiken" },
  { text: "Kontaktnachrichten und Antworten" },
  { text: "Newsletter-Abonnements", adminOnly: true },
  { text: "Navigation", adminOnly: true },
  { text: "allgemeine Einstellungen", adminOnly: true },
  { text: "Kurzlinks" },
  { text: "rechtliche Seiten" },
  { text: "Benutzer", adminOnly: true },
];

function manageableFor(t: Translate, role: string): string {
  const names = MANAGEABLE.filter((area) => role === "admin" || !area.adminOnly).map((area) => t(area.text));
  return t("{areas} und Ihr Profil", { areas: names.join(", ") });
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <main id="main" className="space-y-8">
      <div>
        <h1 className="text-3xl font-bold">{t("Dashboard")}</h1>
        <p className="mt-2 text-muted-foreground">
          {t("Willkommen, {name} ({role}).", {
            name: loaderData.name,
            role: roleName(loaderData.lang, loaderData.role),
          })}
        </p>
        <p className="mt-2 max-w-4xl text-muted-foreground" data-testid="dashboard-welcome">
          {t("Hier verwalten Sie die Inhalte der Website: {areas}.", { areas: manageableFor(t, loaderData.role) })}
        </p>
      </div>
      <DashboardAttention lang={loaderData.lang} {...loaderData.attention} />
      <StatisticsDashboardCard week={loaderData.statistics} />
      <h2 className="sr-only">{t("Inhalte")}</h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" aria-label={t("Inhalte")}>
        {loaderData.cards.map((card) => (
          <li key={card.key}>
            <CountCard card={card} />
          </li>
        ))}
      </ul>
    </main>
  );
}

function CountCard({ card }: { card: DashboardCard }) {
  const t = useT();
  return (
    <Link
      to={card.href}
      className="flex h-full flex-col gap-2 rounded-lg border border-border bg-card p-5 shadow-sm transition-colors hover:border-primary focus-visible:ring-2 focus-visible:ring-primary"
      data-testid={`card-${card.key}`}
    >
      <span className="text-sm font-medium text-muted-foreground">{t(card.label)}</span>
      <span className="text-3xl font-bold" data-testid={`count-${card.key}`}>
        {card.count}
      </span>
      <span className="inline-flex items-center gap-1 text-sm font-medium text-primary">
        {t("Verwalten")} <ArrowRight className="h-4 w-4" aria-hidden />
      </span>
    </Link>
  );
}
