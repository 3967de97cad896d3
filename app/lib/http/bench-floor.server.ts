/**
 * The bench's floor (decision 0065, issue 50): what a Worker costs that answers a page's bytes from
 * memory and does nothing else. Only while BENCH_FLOOR_BYTES is set, which `npm run bench` alone does
 * (to the size of /'s HTML); it is asked for at the very top of the Worker's fetch, before anything
 * else runs. A cached page is measured against it.
 */
const BENCH_FLOOR_PATH = "/__bench-floor";

let body: Uint8Array | null = null;

export function benchFloor(request: Request, env: Env): Response | null {
  const size = Number((env as { BENCH_FLOOR_BYTES?: unknown }).BENCH_FLOOR_BYTES);
  if (!(size > 0) || !request.url.endsWith(BENCH_FLOOR_PATH)) return null;
  body ??= new TextEncoder().encode("x".repeat(Math.min(size, 1 << 20)));
  return new Response(body.slice(), { headers: { "Content-Type": "text/html; charset=utf-8" } });
}
