// npm run bench:lists: how fast the back office opens a long list. Seeds BENCH_SUBSCRIBERS (default
// 50,000) newsletter subscribers into a throwaway local D1, serves the built Worker with wrangler on a
// free loopback port, signs in as the demo admin and times /admin/newsletter-subscriptions: the first
// page, a search and a late page (BENCH_RUNS requests each, default 7, after one warm-up), with the
// D1 round-trips each needed and SQLite's plan of the list query. Fails when a median is 1 s or more.
// The last line, `summary: {…}`, is JSON for machines. Stops its server and exits by itself.
import { spawn, spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { createServer } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD } from "./local-env.mjs";
import { run } from "./run.mjs";

const persistTo = ".tmp/bench-lists-state";
const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS || 50_000);
const RUNS = Number(process.env.BENCH_RUNS || 7);
const LIMIT_MS = 1_000;
const PAGE_SIZE = 20;
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

// 1. Build, a fresh database with the migrations and the demo admin, then the subscribers in one
//    statement (a recursive CTE), one a minute back from now, every third confirmed.
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
const now = Date.now();
d1(
  `INSERT INTO newsletter_subscriptions (email, name, website, status, lang, is_active, subscribed_at)
   WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${SUBSCRIBERS})
   SELECT 'leser' || i || '@example.com', 'Leser ' || i, NULL,
          CASE WHEN i % 3 = 0 THEN 'confirmed' ELSE 'pending' END, CASE WHEN i % 2 = 0 THEN 'de' ELSE 'en' END,
          CASE WHEN i % 50 = 0 THEN 0 ELSE 1 END, ${now} - i * 60000
   FROM n`,
);
const stored = Number(d1("SELECT count(*) AS n FROM newsletter_subscriptions")[0].n);
if (stored < SUBSCRIBERS) await fail(`seeded ${stored} subscribers, expected ${SUBSCRIBERS}`);
const confirmed = Number(
  d1("SELECT count(*) AS n FROM newsletter_subscriptions WHERE is_active AND status = 'confirmed'")[0].n,
);
const plan = (sql) => d1(`EXPLAIN QUERY PLAN ${sql}`).map((row) => row.detail);
const plans = {
  firstPage: plan(
    `SELECT * FROM newsletter_subscriptions ORDER BY subscribed_at DESC, id DESC LIMIT ${PAGE_SIZE} OFFSET 0`,
  ),
  confirmedPage: plan(
    `SELECT * FROM newsletter_subscriptions WHERE is_active AND status = 'confirmed' ORDER BY subscribed_at DESC, id DESC LIMIT ${PAGE_SIZE}`,
  ),
};

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
  { stdio: ["ignore", "ignore", "inherit"], detached: true },
);
server.on("exit", (code) => {
  if (!stopping) void fail(`wrangler dev exited early (${code})`);
});
const readyBy = Date.now() + 120_000;
for (;;) {
  try {
    if ((await fetch(`${base}/favicon.svg`)).ok) break;
  } catch {}
  if (Date.now() > readyBy) await fail("the Worker did not start within 120 s");
  await sleep(250);
}

// 3. Sign in as the demo admin (a form post from the same origin, as the browser sends it).
const login = await fetch(`${base}/login`, {
  method: "POST",
  redirect: "manual",
  headers: { "content-type": "application/x-www-form-urlencoded", origin: base },
  body: new URLSearchParams({ intent: "signin", email: DEMO_ADMIN_EMAIL, password: DEMO_ADMIN_PASSWORD }),
});
const cookie = login.headers
  .getSetCookie()
  .map((line) => line.split(";")[0])
  .join("; ");
if (login.status !== 302 || !cookie) await fail(`sign-in answered ${login.status}`);

// 4. Measure: one warm-up, then RUNS sequential requests per page.
const lastPage = Math.ceil(stored / PAGE_SIZE);
const pages = [
  { name: "first page", path: "/admin/newsletter-subscriptions" },
  { name: "search", path: "/admin/newsletter-subscriptions?q=leser4242" },
  { name: "late page", path: `/admin/newsletter-subscriptions?page=${lastPage - 10}` },
  {
    name: "filter + late page",
    path: `/admin/newsletter-subscriptions?status=confirmed&page=${Math.floor((confirmed - 1) / PAGE_SIZE) - 5}`,
  },
];
const results = [];
for (const page of pages) {
  const once = async () => {
    const started = performance.now();
    const res = await fetch(`${base}${page.path}`, { headers: { cookie }, redirect: "manual" });
    const body = await res.text();
    const ms = performance.now() - started;
    if (res.status !== 200) await fail(`${page.path} answered ${res.status}`);
    return {
      ms,
      roundTrips: res.headers.get("x-d1-round-trips"),
      rows: body.split('data-testid="newsletter-row"').length - 1,
    };
  };
  await once();
  const times = [];
  let last;
  for (let i = 0; i < RUNS; i++) {
    last = await once();
    times.push(last.ms);
  }
  times.sort((a, b) => a - b);
  results.push({
    page: page.name,
    path: page.path,
    rows: last.rows,
    d1RoundTrips: Number(last.roundTrips),
    medianMs: Math.round(times[Math.floor(times.length / 2)]),
    maxMs: Math.round(times.at(-1)),
  });
}
stopping = true;
await stopServer();

console.log(`\nNewsletter subscribers: ${stored.toLocaleString("en")} (${RUNS} requests per page after a warm-up)`);
for (const r of results)
  console.log(
    `  ${r.page.padEnd(20)} median ${String(r.medianMs).padStart(5)} ms  max ${String(r.maxMs).padStart(5)} ms  rows ${r.rows}  D1 round-trips ${r.d1RoundTrips}  ${r.path}`,
  );
console.log(`  query plan, first page: ${plans.firstPage.join(" | ")}`);
console.log(`  query plan, confirmed:  ${plans.confirmedPage.join(" | ")}`);
const slow = results.filter((r) => r.medianMs >= LIMIT_MS);
console.log(`summary: ${JSON.stringify({ subscribers: stored, limitMs: LIMIT_MS, results, plans })}`);
if (slow.length) await fail(`slower than ${LIMIT_MS} ms: ${slow.map((r) => r.page).join(", ")}`);
