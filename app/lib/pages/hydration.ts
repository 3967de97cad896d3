/**
 * Routes whose pages load React and React Router in the browser declare it in their `handle`
 * (decision 0069): the back office, the sign-in and the previews. Every other page is HTML and small
 * enhancement modules.
 */
export const HYDRATE = { hydrate: true } as const;

export function needsHydration(matches: readonly { handle?: unknown }[]): boolean {
  return matches.some((match) => (match.handle as { hydrate?: unknown } | undefined)?.hydrate === true);
}
