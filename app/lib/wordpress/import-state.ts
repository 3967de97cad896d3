import type { AuditActor } from "../audit.server";
import type { PageTarget } from "./page-targets";
import type { WxrAttachmentInfo, WxrChannel, WxrSummary } from "./types";

/*
 * The JSON columns of a wordpress_imports row (migration 0013): what the preview found, what the admin
 * chose, how far the import got, and what it reports. Plain data, shared by the screen and the queue.
 */

export const IMPORT_QUEUE_NAME = "wordpress-import";

export type ImportStatus = "uploaded" | "previewed" | "queued" | "running" | "done" | "failed";

/** A page of the file, offered on the preview. */
export type PreviewPage = { wpId: number; title: string; status: string };

export type ImportSummary = {
  wxr: WxrSummary;
  /** Every <item> of the file, whatever it is: the progress counts against it. */
  items: number;
  pages: PreviewPage[];
  /** The channel is read once; each slice starts in the middle of the file and needs its authors and terms. */
  channel: WxrChannel;
};

export type ImportOptions = { pages: Record<string, PageTarget>; actor: AuditActor };

export type ImportStep = "attachments" | "content";

export type ImportCounts = { created: number; updated: number; unchanged: number; skipped: number; failed: number };

export type ImportProgress = {
  step: ImportStep;
  /** The byte offset the next slice starts at. */
  offset: number;
  /** Items read in this step. */
  done: number;
  counts: ImportCounts;
  /** Attachment id → address, alt text and caption (the converter's galleries and captions). */
  attachments: Record<string, WxrAttachmentInfo>;
  /** Remote image address → /media/… path, for those fetched into the library. */
  media: Record<string, string>;
  /** Remote image address → why it could not be fetched (the posts remember where they used it). */
  failed?: Record<string, string>;
};

/** `field`: the label of the field a value was refused at (the problem is then the rule's message). */
type ReportEntry = { title: string; kind: string; problem: string; address?: string; field?: string };

export type ImportReport = { problems: ReportEntry[]; notes: ReportEntry[]; truncated: boolean };

export const emptyCounts = (): ImportCounts => ({ created: 0, updated: 0, unchanged: 0, skipped: 0, failed: 0 });

/** What one press of "fetch missing images again" did (retry-images.server.ts). */
export type RetryOutcome = {
  /** Images that came into the library and now stand in their posts. */
  came: number;
  /** Images that failed again, with why. */
  failed: { address: string; reason: string }[];
  /** Different images still missing after this press. */
  remaining: number;
  /** Nothing was free to fetch: another press is fetching the missing images right now. */
  busy: boolean;
};

/** The queue's message: one slice of one import; a redelivery repeats it, which the GUID mapping makes harmless. */
export type ImportMessage = { importId: number; step: "preview" | ImportStep; offset: number };

export function isImportMessage(body: unknown): body is ImportMessage {
  if (typeof body !== "object" || body === null) return false;
  const b = body as Record<string, unknown>;
  return (
    Number.isInteger(b.importId) &&
    (b.importId as number) > 0 &&
    (b.step === "preview" || b.step === "attachments" || b.step === "content") &&
    Number.isInteger(b.offset) &&
    (b.offset as number) >= 0
  );
}
