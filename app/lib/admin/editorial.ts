/*
 * What the content screens show of the editorial workflow (decision 0028), shared by the server that
 * computes it and the components that render it.
 */

/** A record's state: only a draft, published, due to be published, or published with a newer draft. */
export type DraftStatus = "draft" | "published" | "scheduled" | "changed";

const STATUS_LABELS: Record<DraftStatus, string> = {
  draft: "Entwurf",
  published: "Veröffentlicht",
  scheduled: "Geplant",
  changed: "Veröffentlicht, mit unveröffentlichten Änderungen",
};

type Tone = "neutral" | "success" | "warning" | "info";

const TONES: Record<DraftStatus, Tone> = {
  draft: "neutral",
  published: "success",
  scheduled: "info",
  changed: "warning",
};

/** The one status a list shows for a record (its workflow state and its own on/off switch together). */
type ListStatus = { label: string; tone: Tone; at: string | null };

/**
 * What a record in a list is for visitors, in one status: switched off ("Ausgeblendet") wins over
 * everything the workflow says, since nothing of it is shown while it is off; then a scheduled draft
 * (with its date), a published record with unpublished changes, a draft, or simply published. A type
 * without drafts has only the switch. The German word is the key the screen translates.
 */
export function listStatusOf(
  record: Pick<EditorialRecord, "status" | "publishAt"> | undefined,
  active: unknown,
): ListStatus {
  if (active === false) return { label: "Ausgeblendet", tone: "neutral", at: null };
  const status = record?.status ?? "published";
  if (status === "scheduled" && record?.publishAt)
    return { label: "Geplant für {date}", tone: "info", at: record.publishAt };
  return { label: STATUS_LABELS[status], tone: TONES[status], at: null };
}

/** The lifetimes a preview link may have, in hours (1 hour to 7 days). */
export const PREVIEW_CHOICES = [
  { hours: 1, label: "1 Stunde" },
  { hours: 24, label: "1 Tag" },
  { hours: 72, label: "3 Tage" },
  { hours: 168, label: "7 Tage" },
] as const;

/** A listed record's workflow state; `values` are its draft's, when it has one. */
export type EditorialRecord = {
  status: DraftStatus;
  /** Sent back by the form: a save over another version is refused. */
  version: string;
  draftId: number | null;
  values: Record<string, unknown> | null;
  publishAt: string | null;
  unpublishAt: string | null;
  /** An image the WordPress import could not fetch is still missing (the post shows a placeholder). */
  imageMissing?: boolean;
};

/** A draft with no published record (new, or taken offline again). */
export type EditorialPending = Omit<EditorialRecord, "values"> & {
  draftId: number;
  recordId: number | null;
  label: string;
  values: Record<string, unknown>;
  updatedBy: string;
  updatedAt: string;
};

export type EditorialState = {
  records: Record<string, EditorialRecord>;
  pending: EditorialPending[];
  /** A preview link just made for the open draft. */
  preview: { draftId: number; url: string; expires: string } | null;
  /** Whether this type's drafts can be previewed (its definition names a public view). */
  previewable: boolean;
  /** The open draft's preview shown beside the form (?vorschau=phone|desktop), a short-lived signed path. */
  framed: { draftId: number; path: string } | null;
};

/** The widths the preview beside the form shows a page at (CSS pixels). */
export const PREVIEW_WIDTHS = { phone: 390, desktop: 1280 } as const;
export type PreviewWidth = keyof typeof PREVIEW_WIDTHS;

export function previewWidthOf(value: string | null): PreviewWidth | null {
  return value === "phone" || value === "desktop" ? value : null;
}
