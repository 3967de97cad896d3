/**
 * The approximate place of a request ("Berlin, DE") from Cloudflare's request data (`request.cf`),
 * kept on a session at sign-in so the profile can show where a session began. Null where Cloudflare
 * gave nothing (local runs, tests); then the country header, which a zone can switch on, is tried.
 */
export function placeOf(request: Request): string | null {
  const cf = (request as Request & { cf?: { city?: unknown; country?: unknown } }).cf;
  const clean = (value: unknown) =>
    typeof value === "string"
      ? value
          .replace(/[\p{Cc}\p{Cf}]/gu, "")
          .trim()
          .slice(0, 60)
      : "";
  const city = clean(cf?.city);
  const country = clean(cf?.country) || clean(request.headers.get("cf-ipcountry"));
  // "XX" and "T1" are Cloudflare's "unknown" and "Tor" codes: no place worth showing.
  const known = country && country !== "XX" && country !== "T1" ? country : "";
  const place = [city, known].filter(Boolean).join(", ");
  return place || null;
}
