// npm run bench: measures the built Worker on loopback against a static file served by the same Worker.
//  1. Short links: BENCH_CLICKS (default 10,000) redirects of one code at BENCH_CONNECTIONS (default 50),
//     throughput vs the static file at the same connection count, the redirect's p99, and proof that every
//     redirect sent was counted exactly once once the link-clicks queue has drained (click_count delta ==
//     302 responses), with the D1 write batches the consumer needed per click (it logs each batch when
//     D1_COUNT_HEADER is on; decision 0013 aims at one batch per up to 100 clicks).
//  2. Pages: / (de), /en, /blog and the first seeded event at 1, 10 and 50 connections: req/s,
//     p50/p99 latency and the ratio to the static file at the same connection count; plus the D1
//     round-trips each page needed (X-D1-Round-Trips, enabled with --var D1_COUNT_HEADER:1; decision
//     0001 says one batch per public page) and the HTTP caching headers (decision 0009).
// Builds, migrates and seeds a throwaway local state, serves the built Worker with wrangler on a free
// loopback port, measures with autocannon (bounded), then stops the server and exits by itself.
// BENCH_DURATION (seconds per page measurement, default 5), BENCH_CONNECTIONS (short links, default 50),
// BENCH_CLICKS (redirects measured, default 10000). The last line, `summary: {…}`, is JSON for machines.
import { spawn, spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { createServer } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import autocannon from "autocannon";
import { run } from "./run.mjs";

const persistTo = ".tmp/bench-state";
const CODE = "bench";
const TARGET = "https://example.com/bench-target";
const STATIC_PATH = "/favicon.svg";
const DURATION_S = Number(process.env.BENCH_DURATION || 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);
const CLICKS = Number(process.env.BENCH_CLICKS || 10_000);
// Targets of the short-link issue (decision 0013).
const TARGET_RATIO = 0.8;
const TARGET_WRITES_PER_CLICK = 0.05;
const PAGE_CONNECTIONS = [1, 10, 50];
const startedAt = Date.now();
// A browser's user agent: bots are recorded but deliberately not counted.
const UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36";
process.env.CLOUDFLARE_CF_FETCH_ENABLED = "false";
process.env.WRANGLER_SEND_METRICS = "false";

let server = null;
let stopping = false;
async function stopServer() {
  if (!server || server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once("exit", resolve));
  try {
    process.kill(-server.pid, "SIGTERM"); // our own process group only (spawned detached)
  } catch {}
  await Promise.race([exited, sleep(5_000)]);
  if (server.exitCode === null && server.signalCode === null) {
    try {
      process.kill(-server.pid, "SIGKILL");
    } catch {}
  }
}
async function fail(message) {
  stopping = true;
  console.error(`\n✖ ${message}`);
  await stopServer();
  process.exit(1);
}
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => void fail(`interrupted (${signal})`));
// Never hang: the whole bench is bounded.
setTimeout(() => void fail("bench took longer than 15 minutes"), 15 * 60_000).unref();

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

function d1(sql) {
  const result = spawnSync(
    "npx",
    [
      "wrangler",
      "d1",
      "execute",
      "DB",
      "--local",
      "--persist-to",
      persistTo,
      "-c",
      "wrangler.toml",
      "--command",
      sql,
      "--json",
    ],
    { encoding: "utf8", env: process.env },
  );
  if (result.status !== 0) throw new Error(`wrangler d1 execute failed: ${result.stderr || result.stdout}`);
  return JSON.parse(result.stdout)[0].results;
}

const clickCount = () =>
  Number(d1(`SELECT click_count FROM redirect_links WHERE short_code = '${CODE}'`)[0].click_count);

function cannon(opts) {
  return autocannon({ connections: CONNECTIONS, headers: { "user-agent": UA }, ...opts });
}

// 1. Build, then a fresh throwaway database with the migrations, the demo content and the bench link.
rmSync(persistTo, { recursive: true, force: true });
if (process.env.BENCH_SKIP_BUILD !== "1") run("npx", ["react-router", "build"]);
run("npx", [
  "wrangler",
  "d1",
  "migrations",
  "apply",
  "DB",
  "--local",
  "-c",
  "wrangler.toml",
  "--persist-to",
  persistTo,
]);
run("npx", ["tsx", "scripts/seed.ts"], { env: { PERSIST_TO: persistTo } });
d1(
  `INSERT INTO redirect_links (short_code, target_url, description, is_active, redirect_active) VALUES ('${CODE}', '${TARGET}', 'Benchmark', 0, 1) ` +
    `ON CONFLICT(short_code) DO UPDATE SET target_url = excluded.target_url, redirect_active = 1`,
);

// 2. The built Worker on a free loopback port.
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
server = spawn(
  "npx",
  [
    "wrangler",
    "dev",
    "--port",
    String(port),
    "--ip",
    "127.0.0.1",
    "--persist-to",
    persistTo,
    "--show-interactive-dev-session=false",
    "--var",
    "BETTER_AUTH_SECRET:bench-secret-not-for-production-0123456789",
    "--var",
    "D1_COUNT_HEADER:1",
  ],
  { stdio: ["ignore", "pipe", "inherit"], detached: true },
);
// The Worker's log: the link-clicks consumer prints one line per D1 write batch (D1_COUNT_HEADER on).
const d1Writes = { batches: 0, clicks: 0, direct: 0 };
let logRest = "";
server.stdout.setEncoding("utf8");
server.stdout.on("data", (chunk) => {
  const lines = (logRest + chunk).split("\n");
  logRest = lines.pop() ?? "";
  for (const line of lines) {
    const m = /\[link-clicks\] d1_batches=(\d+) clicks=(\d+) via=(\w+)/.exec(line);
    if (!m) continue;
    d1Writes.batches += Number(m[1]);
    d1Writes.clicks += Number(m[2]);
    if (m[3] === "direct") d1Writes.direct += Number(m[2]);
  }
});
server.on("exit", (code) => {
  if (!stopping) void fail(`wrangler dev exited early (${code})`);
});

const readyBy = Date.now() + 120_000;
for (;;) {
  try {
    const res = await fetch(`${base}${STATIC_PATH}`);
    if (res.ok) break;
  } catch {}
  if (Date.now() > readyBy) await fail("the Worker did not start within 120 s");
  await sleep(250);
}

// 3. Warm up: the first redirect fills KV, the rest of the warm-up exercises the warm path.
const first = await fetch(`${base}/${CODE}`, { redirect: "manual", headers: { "user-agent": UA } });
if (first.status !== 302 || first.headers.get("location") !== TARGET)
  await fail(`/${CODE} answered ${first.status}, expected 302 to ${TARGET}`);
await cannon({ url: `${base}/${CODE}`, duration: 2 });
await cannon({ url: `${base}${STATIC_PATH}`, duration: 1 });

/** Waits until click_count stops moving (waitUntil work settled); returns the last value. */
async function settledClickCount(expected) {
  let last = clickCount();
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    await sleep(1_000);
    const now = clickCount();
    if (now === last && (expected === undefined || now >= expected)) return now;
    last = now;
  }
  return last;
}
const before = await settledClickCount();

// 4. Measure. The redirect run sends a fixed number of requests (CLICKS) so that no request is cut off
//    mid-flight and the count comparison is exact; then waits for the queue to drain.
const staticResult = await cannon({ url: `${base}${STATIC_PATH}`, duration: DURATION_S });
const beforeRun = await settledClickCount(before);
const writesBefore = { ...d1Writes };
const redirectResult = await cannon({ url: `${base}/${CODE}`, amount: CLICKS, timeout: 20 });
const redirects = redirectResult.statusCodeStats?.["302"]?.count ?? 0;
const after = await settledClickCount(beforeRun + redirects);
const delta = after - beforeRun;
// Give the consumer's last log lines a moment to arrive through the pipe.
await sleep(500);
const writeBatches = d1Writes.batches - writesBefore.batches;
const directWrites = d1Writes.direct - writesBefore.direct;
const writesPerClick = delta > 0 ? writeBatches / delta : NaN;
const ratio = redirectResult.requests.average / staticResult.requests.average;
// A library image (/media/<hash>.<ext>, from R2) against the same static file.
const [mediaRow] = d1("SELECT hash, ext FROM media ORDER BY id LIMIT 1");
if (!mediaRow) await fail("the seed has no media image");
const MEDIA_PATH = `/media/${mediaRow.hash}.${mediaRow.ext}`;
const mediaResult = await cannon({ url: `${base}${MEDIA_PATH}`, duration: DURATION_S });
const mediaRatio = mediaResult.requests.average / staticResult.requests.average;

// 5. Pages. Each is checked once first (status, D1 round-trips, caching headers), then measured at every
//    connection count next to the static file at the same count.
const eventSlug = d1("SELECT slug FROM events WHERE slug IS NOT NULL AND slug <> '' ORDER BY id LIMIT 1")[0]?.slug;
if (!eventSlug) await fail("the seed has no event with a slug");
const PAGES = [
  { label: "/ (de)", path: "/" },
  // The English home page has its own address (decision 0029).
  { label: "/en (en)", path: "/en", headers: {} },
  { label: "/blog (de)", path: "/blog" },
  { label: "/events/{first} (de)", path: `/events/${eventSlug}` },
];
const problems = [];
const checks = [];
for (const page of PAGES) {
  const res = await fetch(`${base}${page.path}`, { headers: { "user-agent": UA, ...page.headers } });
  await res.arrayBuffer();
  const rounds = Number(res.headers.get("x-d1-round-trips"));
  const etag = res.headers.get("etag");
  let revalidated = "no ETag";
  if (etag) {
    const again = await fetch(`${base}${page.path}`, {
      headers: { "user-agent": UA, "if-none-match": etag, ...page.headers },
    });
    await again.arrayBuffer();
    revalidated = again.status === 304 ? "304" : `${again.status} (expected 304)`;
    if (again.status !== 304) problems.push(`${page.label}: a repeat visit with its ETag got ${again.status}, not 304`);
  }
  checks.push({ page, status: res.status, rounds, cacheControl: res.headers.get("cache-control"), revalidated });
  if (res.status !== 200) problems.push(`${page.label} answered ${res.status}`);
  if (!(rounds === 1))
    problems.push(
      `${page.label} needed ${res.headers.get("x-d1-round-trips") ?? "?"} D1 round-trips (one batch expected)`,
    );
  if (!etag) problems.push(`${page.label} has no ETag`);
}

// Hashed assets: immutable for a year (public/_headers).
const homeHtml = await (await fetch(`${base}/`, { headers: { "user-agent": UA } })).text();
const assetPath = /(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/.exec(homeHtml)?.[1];
let assetCacheControl = null;
if (!assetPath) problems.push("no /assets/ file referenced by the home page");
else {
  const res = await fetch(`${base}${assetPath}`);
  await res.arrayBuffer();
  assetCacheControl = res.headers.get("cache-control");
  if (!/max-age=31536000/.test(assetCacheControl ?? "") || !/immutable/.test(assetCacheControl ?? "")) {
    problems.push(`${assetPath} is served with Cache-Control: ${assetCacheControl} (expected a year, immutable)`);
  }
}

const pageResults = new Map(); // `${label}@${connections}` -> autocannon result
const staticResults = new Map(); // connections -> autocannon result
for (const connections of PAGE_CONNECTIONS) {
  staticResults.set(connections, await cannon({ url: `${base}${STATIC_PATH}`, connections, duration: DURATION_S }));
  for (const page of PAGES) {
    await cannon({
      url: `${base}${page.path}`,
      connections,
      duration: 1,
      headers: { "user-agent": UA, ...page.headers },
    }); // warm-up
    pageResults.set(
      `${page.label}@${connections}`,
      await cannon({
        url: `${base}${page.path}`,
        connections,
        duration: DURATION_S,
        timeout: 20,
        headers: { "user-agent": UA, ...page.headers },
      }),
    );
  }
}

stopping = true;
await stopServer();

// 6. Report.
const fmt = (n) => (Number.isFinite(n) ? n.toFixed(n >= 100 ? 0 : 2) : String(n));
const row = (label, r) =>
  `${label.padEnd(27)} ${fmt(r.requests.average).padStart(9)} req/s   p50 ${fmt(r.latency.p50).padStart(6)} ms   p99 ${fmt(r.latency.p99).padStart(6)} ms   (${r.requests.total} requests, ${r.errors} errors, ${r.non2xx} non-2xx)`;
console.log(
  `\nShort-link bench: ${CONNECTIONS} connections, KV warm, wrangler dev on ${base} (local workerd, not the edge)\n`,
);
console.log(row(`GET /${CODE} (302)`, redirectResult));
console.log(row(`GET ${STATIC_PATH} (static)`, staticResult));
console.log(row(`GET /media/… (R2 image)`, mediaResult));
console.log(`\nredirect / static throughput ratio: ${ratio.toFixed(2)} (target ≥ ${TARGET_RATIO})`);
console.log(`media image / static throughput ratio: ${mediaRatio.toFixed(2)} (target ≥ ${TARGET_RATIO})`);
console.log(
  `302 responses: ${redirects} of ${redirectResult.requests.total}; click_count ${beforeRun} -> ${after} (delta ${delta}) after the queue drained`,
);
console.log(
  `D1 write batches for them: ${writeBatches} (${directWrites} clicks written directly, without the queue) = ${fmt(writesPerClick)} per click (target ≤ ${TARGET_WRITES_PER_CLICK})`,
);
const equal = delta === redirects && redirects === redirectResult.requests.total;
console.log(
  equal ? "✔ every redirect was counted exactly once" : "✖ click_count delta differs from the redirects sent",
);
if (!equal) problems.push("click_count delta differs from the redirects sent");
if (!(writesPerClick <= TARGET_WRITES_PER_CLICK))
  problems.push(`${fmt(writesPerClick)} D1 write batches per click (target ≤ ${TARGET_WRITES_PER_CLICK})`);
if (!(mediaRatio >= TARGET_RATIO))
  problems.push(`media / static ratio ${mediaRatio.toFixed(2)} (target ≥ ${TARGET_RATIO}; noisy on a shared machine)`);
if (!(ratio >= TARGET_RATIO))
  problems.push(`redirect / static ratio ${ratio.toFixed(2)} (target ≥ ${TARGET_RATIO}; noisy on a shared machine)`);
const summary = {
  redirects: CLICKS,
  connections: CONNECTIONS,
  redirect_rps: Math.round(redirectResult.requests.average),
  static_rps: Math.round(staticResult.requests.average),
  redirect_static_ratio: Number(ratio.toFixed(3)),
  media_static_ratio: Number(mediaRatio.toFixed(3)),
  redirect_p50_ms: redirectResult.latency.p50,
  redirect_p99_ms: redirectResult.latency.p99,
  clicks_sent: redirects,
  clicks_counted: delta,
  d1_write_batches: writeBatches,
  d1_writes_per_click: Number(writesPerClick.toFixed(4)),
  clicks_written_directly: directWrites,
};

console.log(
  `\nPage bench: ${DURATION_S} s per cell; ratio = page req/s ÷ ${STATIC_PATH} req/s at the same connection count\n`,
);
const header = `${"page".padEnd(28)} ${"conns".padStart(5)} ${"req/s".padStart(8)} ${"p50 ms".padStart(8)} ${"p99 ms".padStart(8)} ${"ratio".padStart(6)}   ${"non-2xx/errors".padStart(14)}`;
console.log(header);
console.log("-".repeat(header.length));
for (const connections of PAGE_CONNECTIONS) {
  const base_ = staticResults.get(connections);
  const line = (label, r, ratio) =>
    `${label.padEnd(28)} ${String(connections).padStart(5)} ${fmt(r.requests.average).padStart(8)} ${fmt(r.latency.p50).padStart(8)} ${fmt(r.latency.p99).padStart(8)} ${ratio.padStart(6)}   ${`${r.non2xx}/${r.errors}`.padStart(14)}`;
  console.log(line(`${STATIC_PATH} (static)`, base_, "1.00"));
  for (const page of PAGES) {
    const r = pageResults.get(`${page.label}@${connections}`);
    console.log(line(page.label, r, (r.requests.average / base_.requests.average).toFixed(2)));
    if (r.non2xx > 0 || r.errors > 0)
      problems.push(`${page.label} at ${connections} connections: ${r.non2xx} non-2xx, ${r.errors} errors`);
  }
  console.log("");
}

console.log(`D1 round-trips and caching per page (one request each; {first} = ${eventSlug}):\n`);
for (const c of checks) {
  const flag = c.rounds === 1 ? "✔" : "✖ above 1";
  console.log(
    `  ${c.page.label.padEnd(28)} status ${c.status}   D1 round-trips ${String(c.rounds).padStart(2)} ${flag.padEnd(10)} Cache-Control: ${c.cacheControl}   repeat with ETag: ${c.revalidated}`,
  );
}
console.log(`  ${(assetPath ?? "/assets/…").padEnd(28)} Cache-Control: ${assetCacheControl}`);

console.log(
  `\nTotal bench time: ${((Date.now() - startedAt) / 1000).toFixed(0)} s (including build, migrations and seed)`,
);
const targetsMet = equal && writesPerClick <= TARGET_WRITES_PER_CLICK && ratio >= TARGET_RATIO;
if (problems.length > 0) console.log(`\n✖ ${problems.length} problem(s):\n  - ${problems.join("\n  - ")}`);
else console.log("✔ all pages: one D1 round-trip, validators work, hashed assets immutable");
console.log(`summary: ${JSON.stringify({ ...summary, targets_met: targetsMet, problems: problems.length })}`);
process.exit(problems.length > 0 ? 1 : 0);
