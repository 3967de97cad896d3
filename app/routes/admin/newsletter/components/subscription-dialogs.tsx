import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { Dialog, useCloseDialog } from "~/components/admin/dialog";
import { useStaffDateTime, useT } from "~/lib/admin";
import { NEWSLETTER_STATUS_LABELS } from "~/lib/newsletter";
import type { SubscriptionView as Row } from "../newsletter-subscriptions.server";

/** The delete confirmation for ?delete=<id>; "Abbrechen" is a link back, so it also works without JavaScript. */
export function DeleteDialog({ row, closeTo }: { row: Row | undefined; closeTo: string }) {
  const t = useT();
  const close = useCloseDialog(closeTo);
  return (
    <ConfirmDialog
      open={Boolean(row)}
      onClose={close}
      closeTo={closeTo}
      cancelTo={closeTo}
      description={t("Möchten Sie dieses Newsletter-Abonnement wirklich löschen?")}
      subject={row?.email ?? null}
      fields={row ? { id: row.id } : {}}
    />
  );
}

/** The consent record of one subscriber (?consent=<id>): what was agreed to, when, where, confirmed when. */
function ConsentDetails({ row }: { row: Row }) {
  const t = useT();
  const when = useStaffDateTime();
  // Consent records need the time, not just the day.
  const berlinDateTime = (iso: string | null) => (iso ? when(iso) : "–");
  const c = row.consent;
  const status = t(NEWSLETTER_STATUS_LABELS[row.status]);
  const items: [string, React.ReactNode][] = [
    [t("E-Mail"), row.email],
    [t("Status"), row.is_active ? status : t("{status}, vom Admin abgeschaltet", { status })],
    [t("Sprache"), row.lang === "en" ? t("Englisch") : t("Deutsch")],
    [t("Formular gesendet"), berlinDateTime(c.requested_at)],
    [t("Seite"), c.page ?? "–"],
    // The text the visitor agreed to is a record: it stays in the words they read, marked with their
    // language so a screen reader reads it in that language on a screen in the other.
    [t("Einwilligungstext"), c.text ? <span lang={row.lang === "en" ? "en" : "de"}>{c.text}</span> : "–"],
    [t("Version des Textes"), c.version ?? "–"],
    [t("Link bestätigt"), berlinDateTime(c.confirmed_at)],
    [t("Abgemeldet"), berlinDateTime(c.unsubscribed_at)],
  ];
  return (
    <div className="space-y-4" data-testid="newsletter-consent">
      {c.requested_at ? null : (
        <p className="rounded-md border border-border bg-muted/50 p-3 text-sm">
          {t(
            "Für diese Adresse liegt keine Einwilligung mit Double-Opt-in vor (Anmeldung vor dessen Einführung). Sie erhält keine Kampagnen.",
          )}
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

/** The consent record as a dialog (?consent=<id>). */
export function ConsentDialog({ row, closeTo }: { row: Row | undefined; closeTo: string }) {
  const t = useT();
  const close = useCloseDialog(closeTo);
  return (
    <Dialog
      open={Boolean(row)}
      onClose={close}
      closeTo={closeTo}
      title={t("Einwilligung")}
      description={row ? t("Einwilligungsnachweis für {email}", { email: row.email }) : undefined}
    >
      {row ? <ConsentDetails row={row} /> : null}
    </Dialog>
  );
}
