// Visitor statistics in the bench (issue 53, decision 0071): a page from the page cache with counting
// off and on, side by side in the same run, and 10,000 views sent through the page-views queue. "On" is
// measured twice: with the views sent (the local queue's broker, the consumer and local D1's SQL run in
// the same workerd process, so their CPU is counted too) and with sending stopped at the queue call
// (BENCH_VIEWS_SEND=off: what the Worker itself spends on a view; on Cloudflare the queue and D1 are
// services of their own).
// Kept apart from bench.mjs so its other measures and this one change independently.

const VIEWS = Number(process.env.BENCH_VIEWS || 10_000);
export const TARGET_CPU_MS_MORE = 0.2;
export const TARGET_WRITES_PER_VIEW = 0.05;

/** Parses the consumer's log lines ("[page-views] d1_batches=1 views=N via=…") into `counter`. */
export function countViewWrites(line, counter) {
  const m = /\[page-views\] d1_batches=(\d+) views=(\d+) via=(\w+)/.exec(line);
  if (!m) return;
  counter.batches += Number(m[1]);
  counter.views += Number(m[2]);
  if (m[3] === "direct") counter.direct += Number(m[2]);
}

/**
 * `tools`: restart(vars) → url, cpuOf(url, pages, amount), cannon(opts), d1(sql), sleep(ms), writes
 * (the counter countViewWrites fills), ua. Returns the figures for the summary.
 */
export async function benchVisitorCounting({ restart, cpuOf, cannon, d1, sleep, writes, ua }) {
  const page = [{ label: "/", path: "/" }];
  const offUrl = await restart({ PAGE_CACHE: "on", VISITOR_STATISTICS: "off" });
  const [off] = await cpuOf(offUrl, page, 1_000);
  const workerUrl = await restart({ PAGE_CACHE: "on", VISITOR_STATISTICS: "on", BENCH_VIEWS_SEND: "off" });
  const [worker] = await cpuOf(workerUrl, page, 1_000);
  const onUrl = await restart({ PAGE_CACHE: "on", VISITOR_STATISTICS: "on" });
  const [on] = await cpuOf(onUrl, page, 1_000);

  // D1 round-trips while the visitor waits: the Worker reports them on every answer (D1_COUNT_HEADER).
  const probe = await fetch(`${onUrl}/`, { headers: { "user-agent": ua } });
  await probe.arrayBuffer();
  const requestPathTrips = Number(probe.headers.get("x-d1-round-trips") ?? NaN);
  const cacheStatus = probe.headers.get("x-cache");

  const counted = () => Number(d1("SELECT COALESCE(SUM(views), 0) AS n FROM page_view_days")[0]?.n ?? 0);
  async function settled(expected) {
    let last = counted();
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline) {
      await sleep(1_000);
      const now = counted();
      if (now === last && (expected === undefined || now >= expected)) return now;
      last = now;
    }
    return last;
  }
  const before = await settled();
  const writesBefore = { ...writes };
  const run = await cannon({ url: `${onUrl}/`, amount: VIEWS, timeout: 20, headers: { "user-agent": ua } });
  const sent = run.statusCodeStats?.["200"]?.count ?? 0;
  const after = await settled(before + sent);
  await sleep(500);
  const batches = writes.batches - writesBefore.batches;
  const viewsCounted = after - before;
  return {
    cpuOffMs: off.overMs,
    cpuOnMs: on.overMs,
    cpuMoreMs: on.overMs - off.overMs,
    cpuWorkerMs: worker.overMs,
    cpuWorkerMoreMs: worker.overMs - off.overMs,
    requestPathTrips,
    cacheStatus,
    viewsSent: sent,
    viewsCounted,
    writeBatches: batches,
    writesPerView: viewsCounted > 0 ? batches / viewsCounted : NaN,
    writtenDirectly: writes.direct - writesBefore.direct,
  };
}

/** The lines of the report, the problems found, and the summary's fields. */
export function reportVisitorCounting(r, fmt) {
  const lines = [
    `\nVisitor statistics: a cached / with counting off and on (CPU per request over the static file, median of rounds), then ${VIEWS} views:`,
    `  CPU off ${fmt(r.cpuOffMs)} ms, on ${fmt(r.cpuOnMs)} ms: +${fmt(r.cpuMoreMs)} ms per view with the local queue, consumer and D1 in the same process`,
    `  CPU on without sending (the Worker's own work per view) ${fmt(r.cpuWorkerMs)} ms: +${fmt(r.cpuWorkerMoreMs)} ms per view (target ≤ ${TARGET_CPU_MS_MORE})`,
    `  D1 round-trips on the request path: ${r.requestPathTrips} (X-Cache ${r.cacheStatus}; target 0)`,
    `  views sent ${r.viewsSent}, counted ${r.viewsCounted}; D1 write batches ${r.writeBatches} = ${fmt(r.writesPerView)} per view (target ≤ ${TARGET_WRITES_PER_VIEW}); written directly ${r.writtenDirectly}`,
  ];
  const problems = [];
  if (!(r.cpuWorkerMoreMs <= TARGET_CPU_MS_MORE))
    problems.push(`counting a view costs the Worker ${fmt(r.cpuWorkerMoreMs)} ms CPU (target ≤ ${TARGET_CPU_MS_MORE})`);
  if (r.requestPathTrips !== 0) problems.push(`${r.requestPathTrips} D1 round-trips on a counted cached page`);
  if (r.viewsCounted !== r.viewsSent) problems.push(`${r.viewsSent} views sent, ${r.viewsCounted} counted`);
  if (!(r.writesPerView <= TARGET_WRITES_PER_VIEW))
    problems.push(`${fmt(r.writesPerView)} D1 writes per view (target ≤ ${TARGET_WRITES_PER_VIEW})`);
  const fields = {
    views_cpu_more_ms: Number(r.cpuMoreMs.toFixed(3)),
    views_cpu_worker_more_ms: Number(r.cpuWorkerMoreMs.toFixed(3)),
    views_request_path_d1: r.requestPathTrips,
    views_sent: r.viewsSent,
    views_counted: r.viewsCounted,
    views_d1_writes_per_view: Number(r.writesPerView.toFixed(4)),
  };
  const summaryText = ` views_cpu_more_ms=${r.cpuMoreMs.toFixed(3)} views_cpu_worker_more_ms=${r.cpuWorkerMoreMs.toFixed(3)} views_request_path_d1=${r.requestPathTrips} views_counted=${r.viewsCounted}/${r.viewsSent} views_d1_writes_per_view=${r.writesPerView.toFixed(4)}`;
  return { lines, problems, fields, summaryText };
}
