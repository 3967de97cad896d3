import { Link } from "react-router";
import type { Route } from "./+types/overview";
import { ScreenHeader } from "~/components/admin/screen-header";
import { staffContext } from "~/lib/accounts/index.server";
import { canOpenContentType, useT } from "~/lib/admin";
import { cloudflareContext } from "~/lib/context";
import { REGISTRATION_TARGETS, type RegistrationTarget } from "~/lib/registrations/index.server";
import { countText, statusCounts } from "./registrations.server";

/**
 * /admin/anmeldungen: every event and congress date that takes registrations on the site, soonest
 * first, with its seats taken and its waiting list; each leads to its registrations (issue 52).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { env } = context.get(cloudflareContext);
  const role = context.get(staffContext)?.user.role;
  const targets = (Object.keys(REGISTRATION_TARGETS) as RegistrationTarget[]).filter((target) =>
    canOpenContentType(role, target),
  );
  const lists = await Promise.all(
    targets.map(async (target) => {
      const { table } = REGISTRATION_TARGETS[target];
      const { results } = await env.DB.prepare(
        `SELECT id, title, starts_at, registration_capacity AS capacity FROM ${table}
         WHERE registration_mode = 'here' ORDER BY starts_at IS NULL, starts_at DESC LIMIT 200`,
      ).all<{ id: number; title: string; starts_at: number | null; capacity: number | null }>();
      const counts = await statusCounts(
        env.DB,
        target,
        results.map((row) => row.id),
      );
      return results.map((row) => ({ ...row, target, seats: countText(counts.get(row.id), row.capacity) }));
    }),
  );
  return { events: lists.flat() };
}

export default function RegistrationsOverview({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="space-y-6">
      <ScreenHeader
        title="Anmeldungen"
        intro="Events und Kongresse mit Anmeldung auf der Website: belegte Plätze und Warteliste (W)."
      />
      {loaderData.events.length === 0 ? (
        <p className="text-muted-foreground">
          {t(
            "Noch kein Event nimmt Anmeldungen auf der Website an. Stellen Sie beim Event „Anmeldung“ auf „Hier auf der Website“.",
          )}
        </p>
      ) : (
        <ul className="divide-y divide-border rounded-lg border border-border">
          {loaderData.events.map((event) => (
            <li key={`${event.target}-${event.id}`} className="flex items-center justify-between gap-4 p-3">
              <Link
                to={`/admin/anmeldungen/${event.target}/${event.id}`}
                className="font-medium text-primary underline"
              >
                {event.title}
              </Link>
              <span data-testid="registration-seats">{event.seats}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
