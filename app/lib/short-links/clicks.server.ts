import { berlinDay } from "../i18n/berlin-time";
import { createConsumer, createOutbox } from "../statistics/outbox.server";
import { deviceClass, referrerHost, requestCountry, visitorHash, type DeviceClass } from "../statistics/visitor.server";

/*
 * Short-link clicks (docs/decisions/0013-short-link-analytics.md): what is kept about a click, how it
 * leaves the redirect's path (the `link-clicks` queue, or a direct write when the queue is down), and
 * how the consumer writes a batch exactly once. Kept apart from the back office so the redirect path
 * loads only this and short-links.server.ts.
 */

type ClickBindings = Pick<Env, "DB" | "LINK_CLICKS">;

export const LINK_CLICKS_QUEUE = "link-clicks";
/** The most clicks one D1 batch writes (a queue batch holds at most this many, see wrangler.toml). */
const CLICKS_PER_WRITE = 100;

type ClickInfo = { referrerHost: string | null; country: string | null; device: DeviceClass; isBot: boolean };

/** What is kept about a click: no IP, no full referrer, no user agent string. */
function clickInfo(request: Request): ClickInfo {
  const device = deviceClass(request.headers.get("user-agent"));
  return {
    referrerHost: referrerHost(request.headers.get("referer")),
    country: requestCountry(request),
    device,
    isBot: device === "bot",
  };
}

/* ------------------------------------------------------------------ */
/* The click message and its exactly-once write                        */
/* ------------------------------------------------------------------ */

/** One click as it travels through the queue. `id` is given at the redirect and makes the write idempotent. */
export type LinkClickMessage = {
  id: string;
  link: number;
  /** Epoch milliseconds of the redirect. */
  at: number;
  ref: string | null;
  country: string | null;
  device: DeviceClass;
  bot: boolean;
  visitor: string | null;
};

const DEVICES = new Set<string>(["mobile", "tablet", "desktop", "bot"]);
const nullableString = (value: unknown, max: number) =>
  value === null || (typeof value === "string" && value.length <= max);

/** A queue body is only trusted after this check; anything else is dropped (and logged). */
function parseClickMessage(body: unknown): LinkClickMessage | null {
  if (!body || typeof body !== "object") return null;
  const b = body as Record<string, unknown>;
  const ok =
    typeof b.id === "string" &&
    /^[A-Za-z0-9-]{8,64}$/.test(b.id) &&
    Number.isSafeInteger(b.link) &&
    (b.link as number) > 0 &&
    Number.isSafeInteger(b.at) &&
    (b.at as number) > 0 &&
    nullableString(b.ref, 253) &&
    nullableString(b.country, 2) &&
    typeof b.device === "string" &&
    DEVICES.has(b.device) &&
    typeof b.bot === "boolean" &&
    nullableString(b.visitor, 64);
  if (!ok) return null;
  return {
    id: b.id as string,
    link: b.link as number,
    at: b.at as number,
    ref: b.ref as string | null,
    country: b.country as string | null,
    device: b.device as DeviceClass,
    bot: b.bot as boolean,
    visitor: b.visitor as string | null,
  };
}

/**
 * The clicks of one write that are not stored yet (their id is unknown) and whose link still exists.
 * Every statement of the batch starts from this set and the raw rows are inserted last, so within the
 * batch (a transaction) all of them see the same set; a redelivered batch finds every id stored and
 * changes nothing.
 */
const FRESH = `WITH fresh AS (
  SELECT json_extract(j.value, '$.id') AS click_id, json_extract(j.value, '$.link') AS link_id,
    json_extract(j.value, '$.at') AS at, json_extract(j.value, '$.day') AS day,
    json_extract(j.value, '$.ref') AS ref, json_extract(j.value, '$.country') AS country,
    json_extract(j.value, '$.device') AS device, json_extract(j.value, '$.bot') AS is_bot,
    json_extract(j.value, '$.visitor') AS visitor
  FROM json_each(?1) AS j
  WHERE NOT EXISTS (SELECT 1 FROM link_clicks c WHERE c.click_id = json_extract(j.value, '$.id'))
    AND EXISTS (SELECT 1 FROM redirect_links r WHERE r.id = json_extract(j.value, '$.link'))
)`;

const COUNT_SQL = `${FRESH}
UPDATE redirect_links SET click_count = click_count + f.n
FROM (SELECT link_id, COUNT(*) AS n FROM fresh WHERE is_bot = 0 GROUP BY link_id) AS f
WHERE redirect_links.id = f.link_id`;

// A visitor is new on a day when no stored human click of the link carries the hash (hashes of
// different days never match: each day has its own salt).
const DAYS_SQL = `${FRESH}
INSERT INTO link_click_days (link_id, day, clicks, visitors, bot_clicks)
SELECT link_id, day, SUM(is_bot = 0),
  COUNT(DISTINCT CASE WHEN is_bot = 0 AND visitor IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM link_clicks c WHERE c.link_id = fresh.link_id AND c.visitor_hash = fresh.visitor) THEN visitor END),
  SUM(is_bot = 1)
FROM fresh WHERE true GROUP BY link_id, day
ON CONFLICT (link_id, day) DO UPDATE SET clicks = clicks + excluded.clicks, visitors = visitors + excluded.visitors, bot_clicks = bot_clicks + excluded.bot_clicks`;

const DIMS_SQL = `${FRESH}
INSERT INTO link_click_day_dims (link_id, day, kind, value, clicks)
SELECT * FROM (
  SELECT link_id, day, 'referrer', COALESCE(ref, ''), COUNT(*) FROM fresh WHERE is_bot = 0 GROUP BY link_id, day, COALESCE(ref, '')
  UNION ALL SELECT link_id, day, 'country', COALESCE(country, ''), COUNT(*) FROM fresh WHERE is_bot = 0 GROUP BY link_id, day, COALESCE(country, '')
  UNION ALL SELECT link_id, day, 'device', device, COUNT(*) FROM fresh WHERE is_bot = 0 GROUP BY link_id, day, device
) WHERE true
ON CONFLICT (link_id, day, kind, value) DO UPDATE SET clicks = clicks + excluded.clicks`;

const ROWS_SQL = `${FRESH}
INSERT INTO link_clicks (link_id, clicked_at, referrer_host, country, device, is_bot, click_id, visitor_hash)
SELECT link_id, at, ref, country, device, is_bot, click_id, visitor FROM fresh`;

/** When D1_COUNT_HEADER is on (bench, tests), every click write says how many clicks one D1 batch carried. */
function reportWrite(env: { D1_COUNT_HEADER?: unknown }, clicks: number, via: "queue" | "direct") {
  if (env.D1_COUNT_HEADER === "1") console.log(`[link-clicks] d1_batches=1 clicks=${clicks} via=${via}`);
}

/**
 * Writes clicks exactly once, up to CLICKS_PER_WRITE per D1 batch (one transaction): the count per
 * link (`click_count = click_count + n`, bots not counted), the day rollups, the referrer/country/device
 * rollups and the raw rows, each only for clicks not stored before.
 */
async function writeClicks(
  env: Pick<Env, "DB"> & { D1_COUNT_HEADER?: unknown },
  clicks: readonly LinkClickMessage[],
  via: "queue" | "direct" = "queue",
): Promise<void> {
  // The same id twice in one delivery is one click.
  const unique = [...new Map(clicks.map((click) => [click.id, click])).values()];
  for (let start = 0; start < unique.length; start += CLICKS_PER_WRITE) {
    const chunk = unique.slice(start, start + CLICKS_PER_WRITE);
    const rows = JSON.stringify(chunk.map((click) => ({ ...click, bot: click.bot ? 1 : 0, day: berlinDay(click.at) })));
    await env.DB.batch(
      [COUNT_SQL, DAYS_SQL, DIMS_SQL, ROWS_SQL].map((statement) => env.DB.prepare(statement).bind(rows)),
    );
    reportWrite(env, chunk.length, via);
  }
}

/* Sending: the clicks of one burst leave as one sendBatch (the outbox, shared with page views). */
const SEND_DELAY_MS = 25;
/** A queue's sendBatch takes at most 100 messages. */
const SEND_BATCH_SIZE = 100;

/** The queue is the normal road; if sending fails the clicks are written directly rather than lost. */
const clickOutbox = createOutbox<LinkClickMessage, ClickBindings & { D1_COUNT_HEADER?: unknown }>({
  delayMs: SEND_DELAY_MS,
  max: SEND_BATCH_SIZE,
  label: "link clicks",
  async flush(messages, env) {
    try {
      await env.LINK_CLICKS.sendBatch(messages.map((body) => ({ body, contentType: "json" as const })));
      return;
    } catch (error) {
      console.error("link clicks: queue unavailable, writing directly", error);
    }
    await writeClicks(env, messages, "direct");
  },
});

/**
 * Sends a click on its way after the redirect has been answered (call it in waitUntil). Never throws.
 */
export async function sendClick(
  env: ClickBindings & { D1_COUNT_HEADER?: unknown },
  request: Request,
  linkId: number,
  at = Date.now(),
): Promise<void> {
  const info = clickInfo(request);
  const message: LinkClickMessage = {
    id: crypto.randomUUID(),
    link: linkId,
    at,
    ref: info.referrerHost,
    country: info.country,
    device: info.device,
    bot: info.isBot,
    // Bots are never visitors: no salt lookup for them.
    visitor: info.isBot ? null : await visitorHash(env, request, berlinDay(at)),
  };
  await clickOutbox.add(message, env);
}

/**
 * The `link-clicks` consumer: valid messages are written (exactly once, see writeClicks), malformed
 * ones dropped with a log line. If D1 fails the whole batch is retried; clicks of it that did commit
 * are recognised by their ids and not counted again.
 */
export const consumeLinkClicks = createConsumer({
  parse: parseClickMessage,
  write: writeClicks,
  label: "link clicks",
});
