/**
 * The module preloads React Router writes for hydration are fetched at high priority, side by side
 * with the stylesheet and the hero image. On a slow connection they share its bandwidth, so the page
 * the server already rendered is painted later than it needs to be. Marked `fetchpriority="low"`,
 * the browser fetches the stylesheet and the first image first and the scripts right after
 * (decision 0065). React Router's `<Scripts>` has no option for it, so the rendered page gets it
 * where its whole text is read anyway (for its ETag, http-cache.server.ts): one string replacement
 * instead of a stream step on every chunk.
 */
export function lowPriorityModulePreloads(html: string): string {
  return html.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"');
}
