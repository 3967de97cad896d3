import { createRequestHandler, RouterContextProvider } from "react-router";
import { cloudflareContext } from "../app/lib/context";
import {
  withD1Session,
  isCrossOriginWrite,
  applyCachePolicy,
  isPersonalPath,
  duplicateAuthCookie,
  hasSessionCookie,
  bumpContentVersion,
  cachedPage,
  isStorable,
  keptAnswer,
  openPageCache,
  pageCacheEligible,
  storePage,
  requestUrl,
  withHeader,
  withNoSniff,
  benchFloor,
  pruneRateLimits,
} from "../app/lib/http/index.server";
import { pruneTrash, TRASH_DAYS, convertLegacyRichText, runContentSchedule } from "../app/lib/admin/index.server";
import { pruneAuditLog } from "../app/lib/audit.server";
import { runNightlyBackup } from "../app/lib/backup/index.server";
import { benchD1Delay, countD1RoundTrips, d1CountingEnabled, getDb, type D1Counter } from "../app/lib/db.server";
import { refuseUnreadableForm, turnstileEnabled } from "../app/lib/forms/index.server";
import {
  NEWSLETTER_QUEUE_NAME,
  consumeNewsletterBatch,
  runNewsletterCleanup,
} from "../app/lib/newsletter/index.server";
import {
  pruneLinkClicks,
  consumeLinkClicks,
  LINK_CLICKS_QUEUE,
  expiredShortLinkContext,
  resolveShortLink,
} from "../app/lib/short-links/index.server";
import { countPageView, PAGE_VIEWS_QUEUE, consumePageViews, prunePageViews } from "../app/lib/statistics/index.server";
import { DAILY_CRON, EVERY_MINUTE_CRON } from "../app/lib/schedules";
import { staffContext } from "../app/lib/accounts/index.server";
import { languageRedirect, resolvedLanguageRedirect } from "../app/lib/pages/index.server";
import { isMediaUpload, serveMedia } from "../app/lib/media/index.server";
import { reduceOldRegistrations, sendRegistrationReminders } from "../app/lib/registrations/index.server";
import { isImportUpload, consumeWordpressImport, wordpressQueryRedirect } from "../app/lib/wordpress/index.server";
import { IMPORT_QUEUE_NAME } from "../app/lib/wordpress";

/**
 * Given a function, React Router imports the build and derives its route table again on every request,
 * which the development server needs to pick up edited routes. A built Worker's routes never change:
 * it is given the build itself, so the table is derived once per isolate (a fifth of a render's time).
 */
const requestHandler = import.meta.env.PROD
  ? createRequestHandler(await import("virtual:react-router/server-build"), import.meta.env.MODE)
  : createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

/**
 * A form post to the back office with a session cookie: the gate decides whether it writes (a refusal
 * is a 4xx, an unknown session goes to the sign-in); one without a cookie writes nothing.
 */
function isStaffWrite(request: Request): boolean {
  return (
    request.method === "POST" &&
    /^\/admin(\/|\.data$|$)/.test(requestUrl(request).pathname) &&
    hasSessionCookie(request)
  );
}

/** The refusal of a request with a sign-in cookie twice: before anything reads or writes. */
function duplicateCookieAnswer(): Response {
  return new Response(
    "Ihr Browser hat ein Anmelde-Cookie doppelt gesendet. Bitte löschen Sie die Cookies dieser Seite und melden Sie sich erneut an.\n" +
      "Your browser sent a sign-in cookie twice. Please delete this site's cookies and sign in again.\n",
    { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } },
  );
}

/** Says whether the answer came from the page cache (HIT, set there), was stored (MISS) or not (BYPASS). */
function withCacheStatus(response: Response, status: "MISS" | "BYPASS"): Response {
  if (!(response.headers.get("Content-Type") ?? "").startsWith("text/html")) return response;
  return withHeader(response, "X-Cache", status);
}

/**
 * 128 random bits per response, base64. Drawn from a block of random bytes fetched 256 nonces at a
 * time (each byte used once): one call for random bytes per response cost more than a cached page's
 * whole answer otherwise does.
 */
let randomBlock = new Uint8Array(0);
let randomOffset = 0;
function createNonce(): string {
  if (randomOffset + 16 > randomBlock.length) {
    randomBlock = crypto.getRandomValues(new Uint8Array(4096));
    randomOffset = 0;
  }
  let binary = "";
  for (let i = randomOffset; i < randomOffset + 16; i++) binary += String.fromCharCode(randomBlock[i]!);
  randomOffset += 16;
  return btoa(binary);
}

/** The Worker's answer to one request, before the headers every answer gets (fetch, below). */
async function respond(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
  // Two copies of a sign-in cookie (two challenges, two sessions) are no browser's: one part of
  // better-auth reads the first, another the last, so nothing may act on them (issue 48).
  if (duplicateAuthCookie(request)) return duplicateCookieAnswer();
  // One check in front of every action, so no route can forget it.
  if (isCrossOriginWrite(request)) {
    return new Response("Cross-origin form submissions are not allowed.", { status: 403 });
  }
  // Library images (/media/<hash>.<ext>) are files: answered before anything renders.
  const media = await serveMedia(request, env);
  if (media) return media;
  // Actions read forms: a body that is not one is refused here, not as a 500 inside the action.
  // A media upload reads its large body once, in its own action.
  // So does the upload of a WordPress export (up to 64 MB).
  const unreadable = isMediaUpload(request) || isImportUpload(request) ? null : await refuseUnreadableForm(request);
  if (unreadable) return unreadable;
  // Bench and tests only (D1_COUNT_HEADER="1"): every response says how many D1 round-trips it took.
  const counter: D1Counter | null = d1CountingEnabled(env) ? { roundTrips: 0, delayMs: benchD1Delay(env) } : null;
  // The D1 session is opened only for requests that render (below): redirects and cache hits need none.
  let d1Session: ReturnType<typeof withD1Session<Env>> = null;
  const withCount = (answer: Response) => {
    const response = d1Session ? d1Session.keepBookmark(answer) : answer;
    if (!counter) return response;
    const counted = withHeader(response, "X-D1-Round-Trips", String(counter.roundTrips));
    // Time spent waiting for D1 (D1 calls of one request may overlap; a batch is one call).
    return withHeader(counted, "Server-Timing", `d1;dur=${counter.waitedMs ?? 0}`);
  };

  // `/?p=123` of the WordPress site this one replaced (decision 0063): before a cached home page could answer.
  const wordpress = await wordpressQueryRedirect(request, () => getDb(env));
  if (wordpress) return withCount(wordpress);

  // A page this isolate keeps in memory is answered before anything is looked up (decision 0031): a
  // stored page is a real route's 200, so never a short link, and the language redirect comes first.
  const eligible = pageCacheEligible(request, env.PAGE_CACHE === "on");
  const nonce = createNonce();
  // A stored page's policy is built anew on every answer: it allows Turnstile only while it is configured.
  const turnstile = turnstileEnabled(env);
  let memoryAsked = false;
  if (eligible && !languageRedirect(request)) {
    const kept = keptAnswer(request, nonce, turnstile);
    if (kept.response) return withCount(kept.response);
    memoryAsked = kept.asked;
  }

  // Short links are answered before React Router renders anything. Only single-segment GET/HEAD
  // paths that are not reserved (site routes, files) are tried, so real routes always win; an
  // unknown or inactive code falls through to React Router's 404 page.
  const shortLink = await resolveShortLink(counter ? countD1RoundTrips(env, counter) : env, ctx, request);
  if (shortLink instanceof Response) return withCount(shortLink);

  // A public page asked for in the other language (?lang=, or the visitor's stored choice) goes to
  // that language's address first: a page's HTML then depends on its URL alone.
  const moved = await resolvedLanguageRedirect(request, counter ? countD1RoundTrips(env, counter) : env);
  if (moved) return withCount(moved);

  // A HEAD of a public page is rendered like its GET, so it carries the same ETag (and may be a 304).
  const { pathname } = requestUrl(request);
  // Not the newsletter's signed links: a link checker's HEAD must not confirm a sign-up.
  const headAsGet = request.method === "HEAD" && !isPersonalPath(pathname) && !pathname.startsWith("/newsletter/");
  const routed = headAsGet ? new Request(request, { method: "GET" }) : request;

  // A public page a visitor without a session asks for: from this location's page cache when it has it.
  const cacheable = shortLink !== "expired" && eligible;
  const staffWrite = isStaffWrite(request);
  const pages = cacheable || staffWrite ? await openPageCache() : null;
  const cached = cacheable && pages ? await cachedPage(request, nonce, pages, memoryAsked, turnstile) : null;
  if (cached?.response) return withCount(cached.response);

  // Reads from the nearest D1 replica where the binding allows it; staff continue from their bookmark.
  d1Session = withD1Session(env, request);
  const sessioned = d1Session?.env ?? env;
  const bindings = counter ? countD1RoundTrips(sessioned, counter) : sessioned;

  const context = new RouterContextProvider();
  context.set(cloudflareContext, { env: bindings, ctx, nonce });
  // An expired short link without a fallback: the site's 404 route answers 410 with the site's page.
  if (shortLink === "expired") context.set(expiredShortLinkContext, true);
  const response = await requestHandler(routed, context);
  const answer = await applyCachePolicy(request, response, nonce, headAsGet);
  // Every write of the back office makes this location's stored pages stale at once: only one that
  // the gate let through (it put the staff session into the context) and that succeeded; a forged
  // session cookie's post is sent to the sign-in, which is no write.
  if (pages && staffWrite && context.get(staffContext) && answer.status < 400) ctx.waitUntil(bumpContentVersion(pages));
  if (!cached?.key || !pages || !isStorable(answer)) return withCount(withCacheStatus(answer, "BYPASS"));
  const stored = answer.clone();
  ctx.waitUntil(storePage(cached.key, stored, nonce, pages));
  return withCount(withCacheStatus(answer, "MISS"));
}

export default {
  async fetch(request, env, ctx) {
    // The bench's floor (BENCH_FLOOR_BYTES, set by the bench alone) before anything else.
    const floor = benchFloor(request, env);
    if (floor) return floor;
    const response = withNoSniff(await respond(request, env, ctx));
    // Every answer passes here, the page cache's too: a page view is counted off the request's path.
    countPageView(request, response, env, ctx);
    return response;
  },

  /** Queue consumers: one case per queue (wrangler.toml [[queues.consumers]]). */
  async queue(batch, env, _ctx) {
    switch (batch.queue) {
      case LINK_CLICKS_QUEUE:
        return consumeLinkClicks(batch, env);
      case PAGE_VIEWS_QUEUE:
        return consumePageViews(batch, env);
      case NEWSLETTER_QUEUE_NAME:
        return consumeNewsletterBatch(batch, env);
      case IMPORT_QUEUE_NAME:
        return consumeWordpressImport(batch, env);
      default:
        // A queue this Worker does not know: retried, so nothing is lost while a deploy catches up.
        console.error(`queue: no consumer for ${batch.queue}`);
        batch.retryAll({ delaySeconds: 60 });
    }
  },

  /** Cron triggers (wrangler.toml [triggers]), one case per schedule, every job of it. */
  async scheduled(event, env, _ctx) {
    switch (event.cron) {
      case DAILY_CRON: {
        // Independent jobs: one failing must not keep the other from running.
        const prune = pruneLinkClicks(env, new Date(event.scheduledTime)).then((pruned) =>
          console.log(`link clicks: pruned ${pruned} raw rows past retention`),
        );
        const audit = pruneAuditLog(getDb(env), env.AUDIT_RETENTION_DAYS, new Date(event.scheduledTime)).then(
          (pruned) => console.log(`audit log: pruned ${pruned} entries past retention`),
        );
        const trash = pruneTrash(getDb(env), new Date(event.scheduledTime)).then((pruned) =>
          console.log(`trash: emptied ${pruned} items past ${TRASH_DAYS} days`),
        );
        // Long texts stored before rich text become HTML once (decision 0050); later runs find none.
        const richText = convertLegacyRichText(getDb(env)).then(async (converted) => {
          if (converted) await bumpContentVersion(await openPageCache());
          if (converted) console.log(`rich text: converted ${converted} rows from before`);
        });
        const backup = runNightlyBackup(env, new Date(event.scheduledTime)).then(({ key, pruned }) =>
          console.log(`backup: wrote ${key}, deleted ${pruned} beyond the number kept`),
        );
        const limits = pruneRateLimits(env.DB, new Date(event.scheduledTime)).then((pruned) =>
          console.log(`rate limits: deleted ${pruned} rows of windows long past`),
        );
        // Event registrations (decision 0070): tomorrow's reminders, past events reduced to counts.
        const reminders = sendRegistrationReminders(env, new Date(event.scheduledTime)).then((sent) =>
          console.log(`registrations: sent ${sent} reminders`),
        );
        const reduced = reduceOldRegistrations(env.DB, new Date(event.scheduledTime)).then((count) =>
          console.log(`registrations: reduced ${count} of past events to counts`),
        );
        const statistics = prunePageViews(env, new Date(event.scheduledTime)).then(({ days }) =>
          console.log(`visitor statistics: pruned ${days} days past retention`),
        );
        const results = await Promise.allSettled([
          reminders,
          reduced,
          prune,
          statistics,
          audit,
          trash,
          richText,
          runNewsletterCleanup(env),
          backup,
          limits,
        ]);
        for (const result of results)
          if (result.status === "rejected") console.error("daily job failed:", result.reason);
        return;
      }
      case EVERY_MINUTE_CRON: {
        const run = await runContentSchedule(env, new Date(event.scheduledTime));
        // What the schedule published or took offline is on the public pages at once.
        if (run.published || run.unpublished) await bumpContentVersion(await openPageCache());
        if (run.published || run.unpublished || run.failed)
          console.log(`schedule: published ${run.published}, offline ${run.unpublished}, failed ${run.failed}`);
        return;
      }
      default:
        console.error(`scheduled: nothing runs on ${event.cron}`);
    }
  },
} satisfies ExportedHandler<Env>;
