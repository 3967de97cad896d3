/**
 * Refuses state-changing requests that a browser sent from another origin (CSRF).
 * Browsers always send Origin on POST; requests with neither Origin nor Sec-Fetch-Site
 * come from non-browser clients, which cannot carry a visitor's cookies by accident.
 */
export function isCrossOriginWrite(request: Request): boolean {
  const method = request.method.toUpperCase();
  if (method === "GET" || method === "HEAD" || method === "OPTIONS") return false;
  const origin = request.headers.get("Origin");
  if (origin !== null) return origin !== new URL(request.url).origin;
  const site = request.headers.get("Sec-Fetch-Site");
  return site !== null && site !== "same-origin" && site !== "none";
}
