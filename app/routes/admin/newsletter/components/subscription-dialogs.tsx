import { useEffect, useState } from "react";
import { Form, Link, useNavigate, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { NEWSLETTER_STATUS_LABELS } from "~/lib/schemas/newsletter-admin";
import type { SubscriptionView as Row } from "../newsletter-subscriptions.server";

/**
 * The delete confirmation for ?delete=<id>. Radix renders dialogs through a portal, which the server
 * cannot, so until the page is hydrated (or without JavaScript) the same form stands in the page.
 */
export function DeleteDialog({ row, closeTo }: { row: Row | undefined; closeTo: string }) {
  const navigate = useNavigate();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const close = () => navigate(closeTo, { preventScrollReset: true, replace: true });
  if (!hydrated) {
    return row ? (
      <section
        aria-labelledby="newsletter-delete-title"
        className="rounded-xl border border-destructive/40 bg-card p-6 shadow-sm"
      >
        <h2 id="newsletter-delete-title" className="text-xl font-semibold">
          {DELETE_TITLE}
        </h2>
        <p className="mt-1 mb-4 text-sm text-muted-foreground">{DELETE_QUESTION}</p>
        <DeleteForm row={row} closeTo={closeTo} />
      </section>
    ) : null;
  }
  return (
    <Dialog open={Boolean(row)} onClose={close} title={DELETE_TITLE} description={DELETE_QUESTION}>
      {row ? <DeleteForm row={row} closeTo={closeTo} /> : null}
    </Dialog>
  );
}

const DELETE_TITLE = "Löschen bestätigen";
const DELETE_QUESTION = "Möchten Sie dieses Newsletter-Abonnement wirklich löschen?";

function DeleteForm({ row, closeTo }: { row: Row; closeTo: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "delete";
  return (
    <Form method="post" className="space-y-4" data-testid="newsletter-delete-form">
      <p className="font-medium break-all">{`„${row.email}“`}</p>
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="id" value={row.id} />
      <div className="flex justify-end gap-2">
        <Button asChild variant="outline">
          <Link to={closeTo} preventScrollReset replace>
            Abbrechen
          </Link>
        </Button>
        <Button type="submit" variant="destructive" disabled={busy}>
          {busy ? "Wird gelöscht..." : "Löschen"}
        </Button>
      </div>
    </Form>
  );
}

/** Date and time in Berlin, e.g. 05.03.2025, 14:07 (consent records need the time, not just the day). */
function berlinDateTime(iso: string | null): string {
  if (!iso) return "–";
  return new Intl.DateTimeFormat("de-DE", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Europe/Berlin",
  }).format(new Date(iso));
}

const CONSENT_TITLE = "Einwilligung";

/** The consent record of one subscriber (?consent=<id>): what was agreed to, when, where, confirmed when. */
function ConsentDetails({ row }: { row: Row }) {
  const c = row.consent;
  const items: [string, React.ReactNode][] = [
    ["E-Mail", row.email],
    ["Status", `${NEWSLETTER_STATUS_LABELS[row.status]}${row.is_active ? "" : ", vom Admin abgeschaltet"}`],
    ["Sprache", row.lang === "en" ? "Englisch" : "Deutsch"],
    ["Formular gesendet", berlinDateTime(c.requested_at)],
    ["Seite", c.page ?? "–"],
    ["Einwilligungstext", c.text ?? "–"],
    ["Version des Textes", c.version ?? "–"],
    ["Link bestätigt", berlinDateTime(c.confirmed_at)],
    ["Abgemeldet", berlinDateTime(c.unsubscribed_at)],
  ];
  return (
    <div className="space-y-4" data-testid="newsletter-consent">
      {c.requested_at ? null : (
        <p className="rounded-md border border-border bg-muted/50 p-3 text-sm">
          Für diese Adresse liegt keine Einwilligung mit Double-Opt-in vor (Anmeldung vor dessen Einführung). Sie erhält
          keine Kampagnen.
        </p>
      )}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {items.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium">{label}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** The consent record as a dialog, or in the page until hydrated (as the delete confirmation). */
export function ConsentDialog({ row, closeTo }: { row: Row | undefined; closeTo: string }) {
  const navigate = useNavigate();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const close = () => navigate(closeTo, { preventScrollReset: true, replace: true });
  if (!hydrated) {
    return row ? (
      <section
        aria-labelledby="newsletter-consent-title"
        className="rounded-xl border border-border bg-card p-6 shadow-sm"
      >
        <h2 id="newsletter-consent-title" className="mb-4 text-xl font-semibold">
          {CONSENT_TITLE}
        </h2>
        <ConsentDetails row={row} />
        <div className="mt-4 flex justify-end">
          <Button asChild variant="outline">
            <Link to={closeTo} preventScrollReset replace>
              Schließen
            </Link>
          </Button>
        </div>
      </section>
    ) : null;
  }
  return (
    <Dialog
      open={Boolean(row)}
      onClose={close}
      title={CONSENT_TITLE}
      description={row ? `Einwilligungsnachweis für ${row.email}` : undefined}
    >
      {row ? <ConsentDetails row={row} /> : null}
    </Dialog>
  );
}
