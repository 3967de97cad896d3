// npm run bench: short-link redirect throughput against a static file served by the same Worker,
// and proof that every redirect sent was counted exactly once (click_count delta == 302 responses).
// Builds, migrates and seeds a throwaway local state, serves the built Worker with wrangler on a free
// loopback port, measures with autocannon (bounded), then stops the server and exits by itself.
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
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);
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
setTimeout(() => void fail("bench took longer than 10 minutes"), 10 * 60_000).unref();

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
    ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", persistTo, "-c", "wrangler.toml", "--command", sql, "--json"],
    { encoding: "utf8", env: process.env },
  );
  if (result.status !== 0) throw new Error(`wrangler d1 execute failed: ${result.stderr || result.stdout}`);
  return JSON.parse(result.stdout)[0].results;
}

const clickCount = () => Number(d1(`SELECT click_count FROM redirect_links WHERE short_code = '${CODE}'`)[0].click_count);

function cannon(opts) {
  return autocannon({ connections: CONNECTIONS, headers: { "user-agent": UA }, ...opts });
}

// 1. Build, then a fresh throwaway database with the migrations, the demo content and the bench link.
rmSync(persistTo, { recursive: true, force: true });
if (process.env.BENCH_SKIP_BUILD !== "1") run("npx", ["react-router", "build"]);
run("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "-c", "wrangler.toml", "--persist-to", persistTo]);
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
  ["wrangler", "dev", "--port", String(port), "--ip", "127.0.0.1", "--persist-to", persistTo, "--show-interactive-dev-session=false",
   "--var", "BETTER_AUTH_SECRET:bench-secret-not-for-production-0123456789"],
  { stdio: ["ignore", "ignore", "inherit"], detached: true },
);
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
if (first.status !== 302 || first.headers.get("location") !== TARGET) await fail(`/${CODE} answered ${first.status}, expected 302 to ${TARGET}`);
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

// 4. Measure. The redirect run sends a fixed number of requests (about DURATION_S seconds' worth, estimated
//    from the warm-up) so that no request is cut off mid-flight and the count comparison is exact.
const staticResult = await cannon({ url: `${base}${STATIC_PATH}`, duration: DURATION_S });
const probe = await cannon({ url: `${base}/${CODE}`, duration: 1 });
const beforeRun = await settledClickCount(before);
const amount = Math.max(200, Math.round(probe.requests.average * DURATION_S));
const redirectResult = await cannon({ url: `${base}/${CODE}`, amount, timeout: 20 });
const redirects = redirectResult.statusCodeStats?.["302"]?.count ?? 0;
const after = await settledClickCount(beforeRun + redirects);
const delta = after - beforeRun;

stopping = true;
await stopServer();

// 5. Report.
const fmt = (n) => (Number.isFinite(n) ? n.toFixed(n >= 100 ? 0 : 2) : String(n));
const row = (label, r) =>
  `${label.padEnd(27)} ${fmt(r.requests.average).padStart(9)} req/s   p50 ${fmt(r.latency.p50).padStart(6)} ms   p99 ${fmt(r.latency.p99).padStart(6)} ms   (${r.requests.total} requests, ${r.errors} errors, ${r.non2xx} non-2xx)`;
console.log(`\nShort-link bench: ${CONNECTIONS} connections, KV warm, wrangler dev on ${base} (local workerd, not the edge)\n`);
console.log(row(`GET /${CODE} (302)`, redirectResult));
console.log(row(`GET ${STATIC_PATH} (static)`, staticResult));
console.log(`\nredirect / static throughput ratio: ${(redirectResult.requests.average / staticResult.requests.average).toFixed(2)}`);
console.log(`302 responses: ${redirects} of ${redirectResult.requests.total}; click_count ${beforeRun} -> ${after} (delta ${delta})`);
const equal = delta === redirects && redirects === redirectResult.requests.total;
console.log(equal ? "✔ every redirect was counted exactly once" : "✖ click_count delta differs from the redirects sent");
process.exit(equal ? 0 : 1);
