import { Construction } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/main";
import { staffContext } from "~/lib/accounts/index.server";
import { canFollowAdminLink, adminTitle, useT } from "~/lib/admin";

/** /admin/main — the spec's placeholder for the main content (back-office.md 2): under development. */
const SCREENS = [
  { to: "/admin/hero", label: "Folien der Startseite" },
  { to: "/admin/main-sections", label: "Themenkacheln" },
  { to: "/admin/index-sections", label: "Text-Bild-Bereiche" },
  { to: "/admin/about", label: "Über-uns-Bereiche" },
  { to: "/admin/general", label: "Allgemeine Einstellungen" },
];

export async function loader({ context }: Route.LoaderArgs) {
  const role = context.get(staffContext)?.user.role;
  return { links: SCREENS.filter((screen) => canFollowAdminLink(role, screen.to)) };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: adminTitle(matches, "Hauptinhalt") }];
}

export default function MainContentPlaceholder({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <main id="main" className="space-y-6">
      <h1 className="text-3xl font-bold">{t("Hauptinhalt")}</h1>
      <div className="flex items-start gap-4 rounded-lg border border-border bg-card p-6 shadow-sm">
        <Construction className="mt-1 h-6 w-6 shrink-0 text-primary" aria-hidden />
        <div className="space-y-3">
          <p className="font-medium">{t("Dieser Bereich befindet sich noch in der Entwicklung.")}</p>
          <p className="text-muted-foreground">{t("Die Inhalte der Startseite pflegen Sie bereits hier:")}</p>
          <ul className="list-inside list-disc space-y-1">
            {loaderData.links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="text-primary underline-offset-4 hover:underline">
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </main>
  );
}
