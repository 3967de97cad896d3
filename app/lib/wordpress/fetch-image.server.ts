/**
 * Fetching one image from another site (a WordPress site moving in), safely: only public http(s)
 * addresses, a size limit, a timeout, redirects followed by hand and each checked again
 * (docs/decisions/0062-fetching-images-from-another-site.md).
 */

export type RemoteImageRefusal =
  "not-allowed" | "private-address" | "too-large" | "not-an-image" | "http-error" | "timeout" | "network";

export type RemoteImage =
  | { ok: true; bytes: Uint8Array; contentType: string; finalUrl: string }
  | { ok: false; reason: RemoteImageRefusal; detail: string };

/** Fetches one image from a public http(s) address: size limit, content sniffing, redirects followed by hand (≤ 3, each re-checked). */
export async function fetchRemoteImage(
  env: Env,
  url: string,
  options?: { maxBytes?: number; fetcher?: typeof fetch },
): Promise<RemoteImage> {
  void env;
  void options;
  return { ok: false, reason: "network", detail: `not implemented yet: ${url}` };
}
