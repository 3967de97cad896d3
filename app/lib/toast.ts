/** A toast shown after an action; `variant: "destructive"` for failures, as in the spec. */
export type Toast = { title: string; description?: string; variant?: "default" | "destructive" };

/**
 * A route whose page shows a flash toast in its own place, in the page's flow with a close link (a
 * post's confirmation beside its form, readable and closable without JavaScript), says so in its
 * `handle`; the site's toaster then leaves that toast to the page.
 */
export const FLASH_IN_PAGE = { flashInPage: true } as const;

export function showsFlashInPage(matches: readonly { handle?: unknown }[]): boolean {
  return matches.some((match) => (match.handle as { flashInPage?: unknown } | undefined)?.flashInPage === true);
}
