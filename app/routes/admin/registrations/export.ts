import type { Route } from "./+types/export";
import { staffT } from "~/lib/admin/index.server";
import { cloudflareContext } from "~/lib/context";
import { download } from "../download.server";
import { registrationsCsv, registrationsOf, requireRegistrationEvent } from "./registrations.server";

/** /admin/anmeldungen/<type>/<id>/export.csv: one record's registrations; personal data, never cached. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const event = await requireRegistrationEvent(context, params);
  const { env } = context.get(cloudflareContext);
  const rows = await registrationsOf(env.DB, event.target, event.id);
  return download(registrationsCsv(event, rows, staffT(context)), `anmeldungen-${event.target}-${event.id}.csv`);
}
