import ipaddr from "ipaddr.js";
import { MAX_MEDIA_BYTES, MEDIA_TYPES, sniffImage } from "../media/image-type";
import type { RemoteImageRefusal } from "./media-texts";

/*
 * Fetching one image from another site (a WordPress site moving in), safely
 * (docs/decisions/0062-fetching-images-from-another-site.md): only public http(s) addresses, checked
 * before every request and again at every redirect (followed by hand, at most three); the body read as
 * a stream and cut off at the size limit whatever Content-Length says; a timeout over the whole
 * exchange; and the bytes judged by their magic numbers, never by the server's Content-Type.
 */

export type { RemoteImageRefusal };

export type RemoteImage =
  | { ok: true; bytes: Uint8Array<ArrayBuffer>; contentType: string; finalUrl: string }
  | { ok: false; reason: RemoteImageRefusal; detail: string };

type Refusal = Extract<RemoteImage, { ok: false }>;

const MAX_REDIRECTS = 3;
/** Generous for one picture from a slow old host; the queue retries nothing that timed out. */
const DEFAULT_TIMEOUT_MS = 20_000;
/** The longest address we send out; WordPress's upload paths are far shorter. */
const MAX_URL_LENGTH = 2048;

const refuse = (reason: RemoteImageRefusal, detail: string): Refusal => ({ ok: false, reason, detail });

/** Names that only ever mean this machine or a private network. */
const PRIVATE_NAME = /(^|\.)(localhost|local|internal|localdomain|home\.arpa|lan)$/;

/** Whether development or a test said that the loopback test server may be fetched. */
const loopbackAllowed = (env: Partial<Env>) => env.WORDPRESS_FETCH_ALLOW_LOOPBACK === "1";

/**
 * Why an address may not be fetched, or null when it may. The URL parser has already turned every
 * spelling of an IPv4 address (2130706433, 0x7f.1, 0177.0.0.1, 127.1) into its dotted form, so the
 * address ranges are checked on that; an IPv4 address inside an IPv6 one is checked as the IPv4.
 */
export function refuseAddress(env: Partial<Env>, raw: string): Refusal | null {
  if (raw.length > MAX_URL_LENGTH) return refuse("not-allowed", "address too long");
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return refuse("not-allowed", "not an address");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return refuse("not-allowed", `scheme ${url.protocol}`);
  if (url.username || url.password) return refuse("not-allowed", "address with user name or password");
  const host = url.hostname.toLowerCase().replace(/\.$/, "");
  const literal = host.replace(/^\[|\]$/g, "");
  const loopbackOk = loopbackAllowed(env);
  if (ipaddr.isValid(literal)) {
    const range = ipaddr.process(literal).range();
    if (range !== "unicast" && !(range === "loopback" && loopbackOk))
      return refuse("private-address", `${host} (${range})`);
    if (range === "loopback") return null;
  } else {
    if (host === "localhost" && loopbackOk) return null;
    if (PRIVATE_NAME.test(host) || !host.includes("."))
      return refuse("private-address", `${host} (a private host name)`);
  }
  // Cloudflare sends every https fetch to port 443 whatever the address says; other ports are a way
  // to reach services that are not web servers.
  if (url.port && url.port !== "80" && url.port !== "443") return refuse("not-allowed", `port ${url.port}`);
  return null;
}

/** The body, read up to `maxBytes`: one byte more ends the read and refuses it. */
async function readLimited(
  body: ReadableStream<Uint8Array> | null,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!body) return new Uint8Array();
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

/** Ends `work` with a timeout refusal when it takes longer than `ms` (the fetch is aborted too). */
async function withTimeout<T>(ms: number, controller: AbortController, work: Promise<T>): Promise<T | Refusal> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<Refusal>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve(refuse("timeout", `no complete answer within ${Math.round(ms / 1000)} s`));
    }, ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

type FetchOptions = { maxBytes?: number; fetcher?: typeof fetch; timeoutMs?: number };

/** Fetches one image from a public http(s) address: size limit, content sniffing, redirects followed by hand (≤ 3, each re-checked). */
export async function fetchRemoteImage(env: Env, url: string, options: FetchOptions = {}): Promise<RemoteImage> {
  const controller = new AbortController();
  // A fetcher that ignores the abort still loses the race: the timeout answers, not the hung request.
  return withTimeout(
    options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    controller,
    fetchFollowing(env, url, options, controller.signal),
  );
}

async function fetchFollowing(
  env: Env,
  startUrl: string,
  options: FetchOptions,
  signal: AbortSignal,
): Promise<RemoteImage> {
  const fetcher: typeof fetch = options.fetcher ?? ((input, init) => fetch(input, init));
  const maxBytes = options.maxBytes ?? MAX_MEDIA_BYTES;
  let current = startUrl;
  for (let redirects = 0; ; redirects++) {
    const refused = refuseAddress(env, current);
    if (refused) return redirects === 0 ? refused : { ...refused, detail: `redirect to ${refused.detail}` };
    let response: Response;
    try {
      response = await fetcher(current, {
        redirect: "manual",
        signal,
        headers: { Accept: "image/avif,image/webp,image/png,image/jpeg,image/gif", "User-Agent": "site-import/1" },
      });
    } catch (error) {
      if (signal.aborted) return refuse("timeout", "aborted");
      return refuse("network", error instanceof Error ? error.message.slice(0, 200) : "fetch failed");
    }
    if (response.status >= 300 && response.status < 400 && response.headers.has("Location")) {
      await response.body?.cancel().catch(() => undefined);
      if (redirects >= MAX_REDIRECTS) return refuse("http-error", `more than ${MAX_REDIRECTS} redirects`);
      try {
        current = new URL(response.headers.get("Location")!, current).href;
      } catch {
        return refuse("http-error", "redirect to an unreadable address");
      }
      continue;
    }
    if (response.status !== 200) {
      await response.body?.cancel().catch(() => undefined);
      return refuse("http-error", `HTTP ${response.status}`);
    }
    const declared = Number(response.headers.get("Content-Length"));
    if (Number.isFinite(declared) && declared > maxBytes) {
      await response.body?.cancel().catch(() => undefined);
      return refuse("too-large", `${declared} bytes announced, at most ${maxBytes}`);
    }
    let bytes: Uint8Array<ArrayBuffer> | null;
    try {
      bytes = await readLimited(response.body, maxBytes);
    } catch (error) {
      if (signal.aborted) return refuse("timeout", "aborted while reading");
      return refuse("network", error instanceof Error ? error.message.slice(0, 200) : "read failed");
    }
    if (!bytes) return refuse("too-large", `more than ${maxBytes} bytes`);
    const ext = sniffImage(bytes.subarray(0, 64));
    if (!ext) {
      const said = (response.headers.get("Content-Type") ?? "no type").split(";")[0]!.trim().slice(0, 80);
      return refuse("not-an-image", `${said}, ${bytes.byteLength} bytes that are no JPEG, PNG, WebP, AVIF or GIF`);
    }
    return { ok: true, bytes, contentType: MEDIA_TYPES[ext], finalUrl: current };
  }
}
