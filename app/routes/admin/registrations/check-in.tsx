import { Form } from "react-router";
import type { Route } from "./+types/check-in";
import { Button } from "~/components/ui/button";
import { staffT } from "~/lib/admin/index.server";
import { useT } from "~/lib/admin";
import { cloudflareContext } from "~/lib/context";
import { registrationAction, registrationsOf, requireRegistrationEvent } from "./registrations.server";
import { statusLabel } from "./status-label";
import { SearchField } from "~/components/admin/search-field";

/**
 * /admin/anmeldungen/<type>/<id>/check-in: the door's view on a phone. Search by name (a GET form),
 * one tap marks a person attended (a POST form each): plain forms, so a slow connection or no
 * JavaScript works the same; the page stays small (names and one button each).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const event = await requireRegistrationEvent(context, params);
  const { env } = context.get(cloudflareContext);
  const q = (new URL(request.url).searchParams.get("q") ?? "").slice(0, 100);
  const rows = (await registrationsOf(env.DB, event.target, event.id, q)).filter(
    (row) => row.status === "confirmed" || row.status === "attended",
  );
  return { title: event.title, q, rows: rows.map(({ id, name, status }) => ({ id, name, status })) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const event = await requireRegistrationEvent(context, params);
  return registrationAction(context, request, event, staffT(context));
}

export default function CheckIn({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { title, q, rows } = loaderData;
  const here = rows.filter((row) => row.status === "attended").length;
  return (
    <div className="mx-auto max-w-md space-y-4">
      <h1 className="text-2xl font-bold">
        {t("Check-in")}: {title}
      </h1>
      <p data-testid="check-in-count">{t("{n} von {total} da", { n: here, total: rows.length })}</p>
      <Form method="get" role="search" className="flex gap-2">
        <SearchField
          id="check-in-q"
          label={t("Name suchen")}
          query={q}
          placeholder={t("Name suchen")}
          className="h-12 flex-1 px-3 text-base"
        />
        <Button type="submit" size="lg">
          {t("Suchen")}
        </Button>
      </Form>
      {actionData?.message ? (
        <p role="status" data-testid="action-message">
          {actionData.message}
        </p>
      ) : null}
      <ul className="divide-y divide-border rounded-lg border border-border">
        {rows.map((row) => (
          <li key={row.id} className="flex items-center justify-between gap-3 p-3" data-testid="check-in-row">
            <span className="text-base font-medium">{row.name}</span>
            {row.status === "attended" ? (
              <span className="font-semibold text-green-700">{statusLabel(t, row.status)}</span>
            ) : (
              <Form method="post">
                <input type="hidden" name="intent" value="status" />
                <input type="hidden" name="registration" value={row.id} />
                <input type="hidden" name="status" value="attended" />
                <Button type="submit" size="lg" aria-label={`${t("Ist da")}: ${row.name}`}>
                  {t("Ist da")}
                </Button>
              </Form>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
