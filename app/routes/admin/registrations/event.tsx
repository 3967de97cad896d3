import { Form, Link } from "react-router";
import type { Route } from "./+types/event";
import { ScreenHeader, StatCard } from "~/components/admin/screen-header";
import { Field, SelectField } from "~/components/forms";
import { Button, buttonVariants } from "~/components/ui/button";
import { Alert } from "~/components/ui/alert";
import { staffT } from "~/lib/admin/index.server";
import { useStaffDateTime, useT } from "~/lib/admin";
import { cloudflareContext } from "~/lib/context";
import type { RegistrationStatus } from "~/lib/registrations/index.server";
import { registrationAction, registrationsOf, requireRegistrationEvent, statusCounts } from "./registrations.server";
import { statusLabel } from "./status-label";
import { TitledSection } from "~/components/ui/titled-section";
import { Table, TableHeader } from "~/components/ui/table";
import { DownloadLink } from "~/components/admin/download-link";

/**
 * /admin/anmeldungen/<type>/<id>: one event's or congress date's registrations (issue 52), with the
 * counts per status, a person added by hand, the moves of each (move up from the waiting list, cancel,
 * attended) as plain forms, the CSV and the check-in view. Moderators and administrators.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const event = await requireRegistrationEvent(context, params);
  const { env } = context.get(cloudflareContext);
  const [rows, counts] = await Promise.all([
    registrationsOf(env.DB, event.target, event.id),
    statusCounts(env.DB, event.target, [event.id]),
  ]);
  const { settings } = event;
  return {
    event: { target: event.target, id: event.id, title: event.title, dateText: event.dateText },
    capacity: settings.registration_capacity,
    here: settings.registration_mode === "here",
    questions: event.questions.map((question) => question.label),
    rows,
    counts: counts.get(event.id) ?? { confirmed: 0, waiting: 0, cancelled: 0, attended: 0 },
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const event = await requireRegistrationEvent(context, params);
  return registrationAction(context, request, event, staffT(context));
}

const MOVES: Record<RegistrationStatus, { to: RegistrationStatus; label: string }[]> = {
  confirmed: [
    { to: "attended", label: "Teilgenommen" },
    { to: "cancelled", label: "Stornieren" },
  ],
  waiting: [
    { to: "confirmed", label: "Nachrücken" },
    { to: "cancelled", label: "Stornieren" },
  ],
  attended: [{ to: "confirmed", label: "Doch nicht da" }],
  cancelled: [],
};

export default function RegistrationsOfEvent({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const when = useStaffDateTime();
  const { event, rows, counts, capacity, questions } = loaderData;
  const base = `/admin/anmeldungen/${event.target}/${event.id}`;
  const errors = actionData && "errors" in actionData ? actionData.errors : undefined;
  return (
    <div className="space-y-6">
      <ScreenHeader
        title={`${t("Anmeldungen")}: ${event.title}`}
        intro={event.dateText}
        actions={
          <div className="flex flex-wrap gap-2">
            <DownloadLink href={`${base}/export.csv`} icon={null}>
              {t("CSV exportieren")}
            </DownloadLink>
            <Link to={`${base}/check-in`} className={buttonVariants()}>
              {t("Check-in")}
            </Link>
          </div>
        }
      >
        <Link to="/admin/anmeldungen" className="text-sm text-primary underline">
          {t("Alle Events mit Anmeldung")}
        </Link>
      </ScreenHeader>
      {loaderData.here ? null : <Alert>{t("Die Anmeldung ist für dieses Event nicht eingeschaltet.")}</Alert>}
      <div className="grid gap-4 sm:grid-cols-4">
        <StatCard
          label={t("Bestätigt")}
          value={capacity === null ? counts.confirmed : `${counts.confirmed} / ${capacity}`}
          testId="count-confirmed"
        />
        <StatCard label={t("Warteliste")} value={counts.waiting} testId="count-waiting" />
        <StatCard label={t("Teilgenommen")} value={counts.attended} testId="count-attended" />
        <StatCard label={t("Storniert")} value={counts.cancelled} testId="count-cancelled" />
      </div>
      {actionData?.message ? (
        <p role="status" className={actionData.ok ? "text-green-700" : "text-destructive"} data-testid="action-message">
          {actionData.message}
        </p>
      ) : null}
      <Table caption={t("Anmeldungen")} wrapperClassName="rounded-lg border border-border">
        <TableHeader
          className="bg-muted text-foreground"
          cellClassName="p-2"
          columns={[
            ...["Name", "E-Mail", "Status", "Angemeldet am"].map((label) => ({ label: t(label) })),
            ...questions.map((label) => ({ label })),
            { label: t("Aktionen") },
          ]}
        />
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={5 + questions.length} className="p-4 text-muted-foreground">
                {t("Noch keine Anmeldungen.")}
              </td>
            </tr>
          ) : null}
          {rows.map((row) => (
            <tr key={row.id} className="border-t border-border" data-testid="registration-row">
              <td className="p-2">{row.reduced_at ? t("(gelöscht)") : row.name}</td>
              <td className="p-2">{row.email}</td>
              <td className="p-2" data-testid="registration-status">
                {statusLabel(t, row.status)}
              </td>
              <td className="p-2">{when(new Date(row.created_at))}</td>
              {questions.map((label, index) => (
                <td key={label} className="p-2">
                  {row.answers[index] ?? ""}
                </td>
              ))}
              <td className="p-2">
                <div className="flex flex-wrap gap-2">
                  {MOVES[row.status].map((move) => (
                    <Form method="post" key={move.to}>
                      <input type="hidden" name="intent" value="status" />
                      <input type="hidden" name="registration" value={row.id} />
                      <input type="hidden" name="status" value={move.to} />
                      <Button type="submit" size="sm" variant="outline" aria-label={`${t(move.label)}: ${row.name}`}>
                        {t(move.label)}
                      </Button>
                    </Form>
                  ))}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <TitledSection
        id="add-title"
        title={t("Person hinzufügen")}
        className="max-w-xl space-y-3 rounded-lg border border-border p-4"
        headingClassName="text-lg font-semibold"
      >
        <Form method="post" className="space-y-3" noValidate>
          <input type="hidden" name="intent" value="add" />
          <Field
            id="add-name"
            label={t("Name")}
            required
            errors={errors?.name}
            inputProps={{ name: "name", required: true }}
          />
          <Field
            id="add-email"
            label={t("E-Mail")}
            required
            errors={errors?.email}
            inputProps={{ name: "email", type: "email", required: true }}
          />
          <SelectField
            id="add-lang"
            label={t("Sprache der E-Mails")}
            selectProps={{ name: "lang" }}
            options={[
              { value: "de", label: t("Deutsch") },
              { value: "en", label: t("Englisch") },
            ]}
          />
          <Button type="submit">{t("Hinzufügen")}</Button>
        </Form>
      </TitledSection>
    </div>
  );
}
