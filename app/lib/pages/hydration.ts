import { useMatches } from "react-router";

/**
 * Routes whose pages load React and React Router in the browser declare it in their `handle`
 * (decision 0069): the back office, the sign-in and the previews. Every other page is HTML and small
 * enhancement modules.
 */
export const HYDRATE = { hydrate: true } as const;

export function needsHydration(matches: readonly { handle?: unknown }[]): boolean {
  return matches.some((match) => (match.handle as { hydrate?: unknown } | undefined)?.hydrate === true);
}

/**
 * What links and forms tell React Router's route discovery, to spread into `Link`, `Form` and
 * `fetcher.Form` (whose type leaves the prop out but passes it on): it writes `data-discover` into the
 * HTML for its client to read, so only a hydrated page needs it; a public page's HTML stays without.
 */
export function useDiscover(): { discover: "render" | "none" } {
  return { discover: needsHydration(useMatches()) ? "render" : "none" };
}
