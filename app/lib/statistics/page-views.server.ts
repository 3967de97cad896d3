import { hasSessionCookie } from "../http/cookies.server";
import { isPersonalPath } from "../http/http-cache.server";
import { requestUrl } from "../http/request-url.server";
import { berlinDay } from "../i18n/berlin-time";
import { isLanguageFree, langOfPath } from "../i18n/lang-path";
import { createOutbox } from "./outbox.server";
import { writePageViews, type PageView, type PageViewMessage } from "./page-view-writes.server";
import { deviceClass, referrerHost, requestCountry, visitorHash } from "./visitor.server";

/*
 * Counting public page views (docs/decisions/0071-visitor-statistics.md). The Worker sees every answer,
 * those from the page cache included, so the decision is made on the finished response: cheap checks
 * while the visitor waits, everything else (the visitor key, the queue) in waitUntil. No D1 write on
 * the request path; the `page-views` consumer writes the daily rollups.
 */

export const PAGE_VIEWS_QUEUE = "page-views";

type ViewBindings = Pick<Env, "DB" | "PAGE_VIEWS"> & {
  VISITOR_STATISTICS?: string;
  D1_COUNT_HEADER?: unknown;
  BENCH_VIEWS_SEND?: string;
  BENCH_VIEWS_SWITCH?: string;
};

/** The header the bench marks an answer with that it wants uncounted (only while BENCH_VIEWS_SWITCH is set). */
const BENCH_UNCOUNTED_HEADER = "x-bench-uncounted";

/** Longest path, referrer host and utm value kept; longer ones are cut (no real page needs more). */
const MAX_PATH = 300;
const MAX_UTM = 100;

/** Browsers say so when they fetch a page nobody may look at (link prefetch, speculation rules, previews). */
function isSpeculative(headers: Headers): boolean {
  const purpose = headers.get("sec-purpose") ?? headers.get("purpose") ?? headers.get("x-purpose") ?? "";
  return /prefetch|prerender|preview/i.test(purpose) || headers.get("x-moz") === "prefetch";
}

/**
 * The page a navigation of the running site fetched: `/blog/x.data` is /blog/x, `/_root.data` is /.
 * Null for anything that is not a page view: a revalidation after a form (the page asks for its own
 * data again; its Referer is the page itself).
 */
function dataPagePath(pathname: string, referer: string | null, host: string): string | null {
  const path = pathname === "/_root.data" ? "/" : pathname.slice(0, -".data".length) || "/";
  if (!referer) return path;
  try {
    const from = new URL(referer);
    return from.host === host && from.pathname === path ? null : path;
  } catch {
    return path;
  }
}

/** What a counted view keeps before the visitor key is added; null when the answer is not a view. */
type ViewFacts = Omit<PageView, "visitor">;

/**
 * Whether this answer is a page view a person saw, and its facts. Not counted: anything but a GET, an
 * answer other than a page (200 HTML, a page's navigation data, or a 304 of a page), the back office,
 * accounts, previews and files, prefetches, bots (and requests without a user agent), and anyone with
 * a session cookie (staff; only the cookie's name is looked at, never the session).
 */
export function pageViewOf(request: Request, response: Response, at = Date.now()): ViewFacts | null {
  if (request.method !== "GET") return null;
  const status = response.status;
  if (status !== 200 && status !== 304) return null;
  const url = requestUrl(request);
  let path: string | null = url.pathname;
  const isData = path.endsWith(".data");
  if (isData) {
    if (status !== 200) return null;
    path = dataPagePath(path, request.headers.get("referer"), url.host);
    if (!path) return null;
  } else if (status === 200 && !(response.headers.get("Content-Type") ?? "").startsWith("text/html")) return null;
  if (isPersonalPath(path) || isLanguageFree(path) || /\.[a-z0-9]+$/i.test(path) || path.startsWith("/newsletter/"))
    return null;
  const headers = request.headers;
  if (isSpeculative(headers) || hasSessionCookie(request)) return null;
  const device = deviceClass(headers.get("user-agent"));
  if (device === "bot") return null;
  const from = referrerHost(headers.get("referer"));
  const utm = (name: string) => (url.searchParams.get(name) ?? "").trim().toLowerCase().slice(0, MAX_UTM);
  return {
    at,
    path: path.slice(0, MAX_PATH),
    lang: langOfPath(path),
    // The site's own pages are one group ('='), no referrer another ('').
    ref: from === null ? "" : from === url.hostname ? "=" : from,
    src: url.search ? utm("utm_source") : "",
    med: url.search ? utm("utm_medium") : "",
    cmp: url.search ? utm("utm_campaign") : "",
    country: requestCountry(request) ?? "",
    device,
  };
}

/* Views of one burst leave as ONE queue message (up to 100 views): one queue call, one id to know it by. */
const SEND_DELAY_MS = 25;
const VIEWS_PER_MESSAGE = 100;

const viewOutbox = createOutbox<PageView, ViewBindings>({
  delayMs: SEND_DELAY_MS,
  max: VIEWS_PER_MESSAGE,
  label: "page views",
  async flush(views, env) {
    // The bench alone sets this: everything a view costs the Worker, up to the queue call, without the
    // local queue and D1 (which run in the same process locally, in their own services on Cloudflare).
    if (env.BENCH_VIEWS_SEND === "off") return;
    const message: PageViewMessage = { id: crypto.randomUUID(), views };
    try {
      await env.PAGE_VIEWS.send(message, { contentType: "json" });
      return;
    } catch (error) {
      console.error("page views: queue unavailable, writing directly", error);
    }
    await writePageViews(env, [message], "direct");
  },
});

/** Sends a view on its way after the page was answered (in waitUntil). Never throws. */
async function sendPageView(env: ViewBindings, request: Request, facts: ViewFacts): Promise<void> {
  const visitor = await visitorHash(env, request, berlinDay(facts.at));
  await viewOutbox.add({ ...facts, visitor }, env);
}

/** Counts the answer when it is a page view (statistics on, see wrangler.toml VISITOR_STATISTICS). */
export function countPageView(request: Request, response: Response, env: ViewBindings, ctx: ExecutionContext): void {
  if (env.VISITOR_STATISTICS === "off") return;
  // The bench alone sets this: counting off and on for the same page in one server, in turns, so the
  // difference is not lost in what varies between two server starts.
  if (env.BENCH_VIEWS_SWITCH === "on" && request.headers.has(BENCH_UNCOUNTED_HEADER)) return;
  const facts = pageViewOf(request, response);
  if (facts) ctx.waitUntil(sendPageView(env, request, facts));
}
