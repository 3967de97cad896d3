/*
 * What the content screens show of the editorial workflow (decision 0028), shared by the server that
 * computes it and the components that render it.
 */

/** A record's state: only a draft, published, due to be published, or published with a newer draft. */
export type DraftStatus = "draft" | "published" | "scheduled" | "changed";

export const STATUS_LABELS: Record<DraftStatus, string> = {
  draft: "Entwurf",
  published: "Veröffentlicht",
  scheduled: "Geplant",
  changed: "Veröffentlicht, mit unveröffentlichten Änderungen",
};

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
