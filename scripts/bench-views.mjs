// Visitor statistics in the bench (issue 53, decision 0071): a page from the page cache with counting
// off and on, and 10,000 views sent through the page-views queue. Off and on are measured in the SAME
// server, in turns (BENCH_VIEWS_SWITCH lets the bench mark requests it wants uncounted): between two
// server starts the CPU per request varied by more than the budget. "On" is measured twice: with
// sending stopped at the queue call (BENCH_VIEWS_SEND=off: what the Worker itself spends on a view,
// the budget; on Cloudflare the queue and D1 are services of their own) and with the views sent (the
// local queue's broker, the consumer and local D1's SQL run in the same workerd process, information).
// Kept apart from bench.mjs so its other measures and this one change independently.

const VIEWS = Number(process.env.BENCH_VIEWS || 10_000);
const ROUNDS = Number(process.env.BENCH_VIEWS_ROUNDS || 16);
const REQUESTS_PER_TURN = 1_000;
// Both kinds of answer are warmed up first: a fresh server's first thousands of answers cost more.
const WARM_UP = 2_000;
export const TARGET_CPU_MS_MORE = 0.2;
export const TARGET_WRITES_PER_VIEW = 0.05;
const UNCOUNTED = { "x-bench-uncounted": "1" };

/** Parses the consumer's log lines ("[page-views] d1_batches=1 views=N via=…") into `counter`. */
export function countViewWrites(line, counter) {
  const m = /\[page-views\] d1_batches=(\d+) views=(\d+) via=(\w+)/.exec(line);
  if (!m) return;
  counter.batches += Number(m[1]);
  counter.views += Number(m[2]);
  if (m[3] === "direct") counter.direct += Number(m[2]);
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * CPU per request of / uncounted and counted, in ROUNDS rounds on one server, the order swapped every
 * round; the median of each round's difference (on − off), and the medians of each side.
 */
async function offAndOn(url, cpuPerRequest, ua, rounds = ROUNDS) {
  const diffs = [];
  const offs = [];
  const ons = [];
  const turn = (headers, amount = REQUESTS_PER_TURN) =>
    cpuPerRequest(url, "/", amount, { warm: false, headers: { "user-agent": ua, ...headers } });
  await turn(UNCOUNTED, WARM_UP);
  await turn({}, WARM_UP);
  for (let round = 0; round < rounds; round++) {
    let off;
    let on;
    if (round % 2 === 0) {
      off = await turn(UNCOUNTED);
      on = await turn({});
    } else {
      on = await turn({});
      off = await turn(UNCOUNTED);
    }
    offs.push(off);
    ons.push(on);
    diffs.push(on - off);
  }
  return { offMs: median(offs), onMs: median(ons), moreMs: median(diffs), rounds: diffs };
}

/**
 * `tools`: restart(vars) → url, cpuPerRequest(url, path, amount, { headers }), cannon(opts), d1(sql),
 * sleep(ms), writes (the counter countViewWrites fills), ua. Returns the figures for the summary.
 */
export async function benchVisitorCounting({ restart, cpuPerRequest, cannon, d1, sleep, writes, ua }) {
  const switched = { PAGE_CACHE: "on", VISITOR_STATISTICS: "on", BENCH_VIEWS_SWITCH: "on" };
  const workerUrl = await restart({ ...switched, BENCH_VIEWS_SEND: "off" });
  const worker = await offAndOn(workerUrl, cpuPerRequest, ua);
  const onUrl = await restart(switched);
  const sent = await offAndOn(onUrl, cpuPerRequest, ua, ROUNDS / 2);

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
  const views = await cannon({ url: `${onUrl}/`, amount: VIEWS, timeout: 20, headers: { "user-agent": ua } });
  const viewsSent = views.statusCodeStats?.["200"]?.count ?? 0;
  const after = await settled(before + viewsSent);
  await sleep(500);
  const batches = writes.batches - writesBefore.batches;
  const viewsCounted = after - before;
  return {
    cpuOffMs: worker.offMs,
    cpuOnMs: worker.onMs,
    cpuWorkerMoreMs: worker.moreMs,
    cpuWorkerRounds: worker.rounds,
    cpuMoreMs: sent.moreMs,
    cpuSentRounds: sent.rounds,
    requestPathTrips,
    cacheStatus,
    viewsSent,
    viewsCounted,
    writeBatches: batches,
    writesPerView: viewsCounted > 0 ? batches / viewsCounted : NaN,
    writtenDirectly: writes.direct - writesBefore.direct,
  };
}

/** The lines of the report, the problems found, and the summary's fields. */
export function reportVisitorCounting(r, fmt) {
  const rounds = (xs) => xs.map((x) => fmt(x)).join(", ");
  const lines = [
    `\nVisitor statistics: a cached / uncounted and counted in turns on one server (CPU per request, ${ROUNDS} rounds of ${REQUESTS_PER_TURN}, median of each round's difference), then ${VIEWS} views:`,
    `  the Worker's own work per view (sending stopped at the queue call): off ${fmt(r.cpuOffMs)} ms, on ${fmt(r.cpuOnMs)} ms, +${fmt(r.cpuWorkerMoreMs)} ms per view (target ≤ ${TARGET_CPU_MS_MORE}; rounds ${rounds(r.cpuWorkerRounds)})`,
    `  with the local queue, consumer and D1 in the same process: +${fmt(r.cpuMoreMs)} ms per view (information; rounds ${rounds(r.cpuSentRounds)})`,
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
