import { Eye, History, Pencil, Trash2 } from "lucide-react";
import { Form, Link } from "react-router";
import { dateToBerlinLocal } from "~/lib/i18n";
import {
  listStatusOf,
  PREVIEW_CHOICES,
  type DraftStatus,
  type EditorialPending,
  type EditorialState,
  useStaffDateTime,
  useT,
} from "~/lib/admin";
import { Field, SelectField } from "../forms";
import { Badge } from "../ui/badge";
import { Button } from "../ui/button";
import { TitledSection } from "~/components/ui/titled-section";
import { IconLink } from "./icon-link";

/*
 * The editorial workflow's parts of a content screen (decision 0028): status badges, the drafts that
 * have no published record, the publish/draft/schedule buttons of the form and the preview link.
 */

/**
 * A record's one status (listStatusOf): the workflow's state, or "Ausgeblendet" while the record's
 * own switch (`active`, its is_active) is off.
 */
export function StatusBadge({
  status,
  publishAt,
  active,
}: {
  status: DraftStatus;
  publishAt?: string | null;
  active?: unknown;
}) {
  const t = useT();
  const when = useStaffDateTime();
  const shown = listStatusOf({ status, publishAt: publishAt ?? null }, active);
  return (
    <Badge tone={shown.tone} className="max-w-full whitespace-normal" data-testid="status-badge">
      {t(shown.label, shown.at ? { date: when(shown.at) } : undefined)}
    </Badge>
  );
}

/** A WordPress post whose image could not be fetched yet (the import screen fetches it again). */
export function MissingImageBadge() {
  const t = useT();
  return (
    <Badge tone="warning" data-testid="image-missing">
      {t("Bild fehlt noch")}
    </Badge>
  );
}

/** Drafts without a published record: listed above the records, each opened by ?draft=<id>. */
export function PendingDrafts({
  pending,
  search,
}: {
  pending: EditorialPending[];
  search: (next: Record<string, string>) => string;
}) {
  const t = useT();
  const when = useStaffDateTime();
  if (pending.length === 0) return null;
  return (
    <TitledSection
      id="pending-drafts"
      title={t("Noch nicht veröffentlicht")}
      className="rounded-lg border border-dashed border-border bg-card p-4"
      headingClassName="mb-2 text-base font-semibold"
    >
      <ul className="divide-y divide-border">
        {pending.map((draft) => (
          <li key={draft.draftId} className="flex flex-wrap items-center gap-3 py-2" data-testid="pending-draft">
            <span className="font-medium">{draft.label || t("Entwurf {id}", { id: draft.draftId })}</span>
            <StatusBadge status={draft.status} publishAt={draft.publishAt} />
            <span className="text-sm text-muted-foreground">
              {draft.updatedBy ? `${draft.updatedBy}, ` : ""}
              {when(draft.updatedAt)}
            </span>
            <IconLink
              to={search({ draft: String(draft.draftId) })}
              label={t("Entwurf {label} bearbeiten", { label: draft.label })}
              icon={Pencil}
              className="ml-auto inline-flex items-center gap-1 text-sm"
            />
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}

/**
 * The workflow's hidden fields, buttons and schedule at the foot of a content form. 'Entwurf speichern'
 * is the first submit button, so Enter in a field saves a draft and never publishes by accident.
 */
export function PublishControls({
  formId,
  version,
  draftId,
  publishAt,
  unpublishAt,
  errors,
  saving,
  onCancel,
}: {
  formId: string;
  version: string;
  draftId: number | null;
  publishAt: string | null;
  unpublishAt: string | null;
  errors: Record<string, string[] | null | undefined>;
  saving: boolean;
  onCancel: () => void;
}) {
  const t = useT();
  const scheduleOpen = Boolean(publishAt || unpublishAt || errors.publish_at || errors.unpublish_at);
  return (
    <>
      <input type="hidden" name="version" value={version} />
      {draftId !== null ? <input type="hidden" name="draft" value={draftId} /> : null}
      <div className="flex flex-wrap justify-end gap-2 sm:col-span-2">
        <Button type="button" variant="outline" onClick={onCancel}>
          {t("Abbrechen")}
        </Button>
        <Button type="submit" name="status" value="draft" variant="outline" disabled={saving}>
          {t("Entwurf speichern")}
        </Button>
        <Button type="submit" name="status" value="published" disabled={saving}>
          {saving ? t("Wird gespeichert …") : t("Veröffentlichen")}
        </Button>
      </div>
      <details className="rounded-md border border-border p-3 sm:col-span-2" open={scheduleOpen}>
        <summary className="cursor-pointer text-sm font-medium">{t("Zeitplan (deutsche Zeit)")}</summary>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          {(
            [
              [
                "publish_at",
                publishAt,
                t("Veröffentlichen am"),
                t("Für „Planen“: dann geht der Entwurf automatisch online."),
              ],
              [
                "unpublish_at",
                unpublishAt,
                t("Offline nehmen am"),
                t("Optional: dann ist der Eintrag nicht mehr zu sehen."),
              ],
            ] as const
          ).map(([name, at, label, hint]) => (
            <Field
              key={name}
              id={`${formId}-${name}`}
              label={label}
              hint={hint}
              errors={errors[name] ?? undefined}
              inputProps={{ name, type: "datetime-local", defaultValue: dateToBerlinLocal(at) }}
            />
          ))}
        </div>
        <div className="mt-3 flex justify-end">
          <Button type="submit" name="status" value="scheduled" variant="outline" disabled={saving}>
            {t("Planen")}
          </Button>
        </div>
      </details>
    </>
  );
}

/** 'Vorschau-Link': a GET form that asks the loader for a signed link of the open draft, and the link. */
export function PreviewLinkPanel({
  editorial,
  keep,
  draftId,
}: {
  editorial: EditorialState;
  /** The dialog's own parameters (?edit= or ?draft=, the list's search and page). */
  keep: Record<string, string>;
  draftId: number | null;
}) {
  const t = useT();
  const when = useStaffDateTime();
  if (!editorial.previewable) return null;
  if (draftId === null) {
    return (
      <p className="mb-4 text-sm text-muted-foreground">
        {t("Eine Vorschau gibt es für Entwürfe: erst „Entwurf speichern“, dann hier den Vorschau-Link erstellen.")}
      </p>
    );
  }
  const link = editorial.preview?.draftId === draftId ? editorial.preview : null;
  return (
    <div className="mb-4 space-y-2 rounded-md border border-border p-3">
      <Form method="get" className="flex flex-wrap items-end gap-2" preventScrollReset>
        {Object.entries(keep).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <SelectField
          id="preview-hours"
          label={t("Gültig für")}
          selectProps={{ name: "preview", defaultValue: "24" }}
          options={PREVIEW_CHOICES.map((c) => ({ value: String(c.hours), label: t(c.label) }))}
        />
        <Button type="submit" variant="outline">
          <Eye className="h-4 w-4" aria-hidden />
          {t("Vorschau-Link")}
        </Button>
      </Form>
      {link ? (
        <p className="text-sm" data-testid="preview-link">
          <a href={link.url} target="_blank" rel="noopener" className="break-all font-medium text-primary underline">
            {link.url}
          </a>
          <span className="block text-muted-foreground">
            {t("Gültig bis {date} Uhr · ohne Anmeldung zu öffnen", { date: when(link.expires) })}
          </span>
        </p>
      ) : null}
    </div>
  );
}

/** The link from a record's dialog to its revisions. */
export function HistoryLink({ to }: { to: string }) {
  const t = useT();
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
    >
      <History className="h-4 w-4" aria-hidden />
      {t("Versionen")}
    </Link>
  );
}

/**
 * 'Entwurf verwerfen': a plain form post (works without JavaScript). The draft goes to the trash, where
 * it can be restored; a published version stays online as it is.
 */
export function DiscardDraftForm({ draftId, version }: { draftId: number; version: string }) {
  const t = useT();
  return (
    <Form method="post" className="ml-auto">
      <input type="hidden" name="intent" value="discard" />
      <input type="hidden" name="draft" value={draftId} />
      <input type="hidden" name="version" value={version} />
      <Button type="submit" variant="outline" size="sm">
        <Trash2 className="h-4 w-4" aria-hidden />
        {t("Entwurf verwerfen")}
      </Button>
    </Form>
  );
}
