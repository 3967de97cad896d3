/**
 * WordPress attachments into the media library: fetched (fetch-image.server.ts), stored through the
 * same path an upload takes, and remembered by their source address so a second import finds them.
 */
import type { AuditActor } from "../audit.server";

export type AttachmentInput = { sourceUrl: string; alt: string; title: string; importId: number; actor: AuditActor };

export type AttachmentResult =
  { ok: true; mediaId: number; path: string } | { ok: false; reason: string; detail: string };

/** Puts one WordPress attachment into the media library (or finds it there: same source address → same row); returns its site path "/media/…" or why not. */
export async function importAttachment(
  env: Env,
  input: AttachmentInput,
  options?: { fetcher?: typeof fetch },
): Promise<AttachmentResult> {
  void env;
  void options;
  return { ok: false, reason: "network", detail: `not implemented yet: ${input.sourceUrl}` };
}

/** Rewrites <img src>/figure addresses in converted HTML from remote WordPress addresses to the library's paths (incl. WordPress's -300x200 size variants of the same file). */
export function rewriteImageAddresses(html: string, mapping: Map<string, string>): string {
  void mapping;
  return html;
}
