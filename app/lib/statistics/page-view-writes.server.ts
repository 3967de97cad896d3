import { berlinDay } from "../i18n/berlin-time";
import { createConsumer } from "./outbox.server";

/*
 * Writing page views into the daily rollups (docs/decisions/0071-visitor-statistics.md), by the
 * `page-views` consumer or, when the queue is down, directly. Exactly once per queue message: every
 * statement of a write starts from the views of messages not written before, and the message ids are
 * stored last in the same D1 batch (one transaction), so a redelivered message changes nothing.
 */

export type PageView = {
  /** Epoch milliseconds of the answer. */
  at: number;
  path: string;
  lang: "de" | "en";
  /** The referrer's host; '' none, '=' the site itself. */
  ref: string;
  /** utm_source, utm_medium, utm_campaign ('' none). */
  src: string;
  med: string;
  cmp: string;
  /** Two letters, '' unknown. */
  country: string;
  device: "mobile" | "tablet" | "desktop";
  /** The day's visitor key (see visitor.server.ts), null when the salt could not be had. */
  visitor: string | null;
};

/** One queue message: the views of one isolate's burst, with the id that makes its write idempotent. */
export type PageViewMessage = { id: string; views: PageView[] };

const MAX_VIEWS_PER_MESSAGE = 100;
/** Views per D1 batch: the rows travel as one JSON parameter, well under D1's limit. */
const VIEWS_PER_WRITE = 1_000;

const DEVICES = new Set(["mobile", "tablet", "desktop"]);
const isText = (value: unknown, max: number) => typeof value === "string" && value.length <= max;

function isView(value: unknown): value is PageView {
  if (!value || typeof value !== "object") return false;
  const v = value as Record<string, unknown>;
  return (
    Number.isSafeInteger(v.at) &&
    (v.at as number) > 0 &&
    isText(v.path, 300) &&
    (v.path as string).startsWith("/") &&
    (v.lang === "de" || v.lang === "en") &&
    isText(v.ref, 253) &&
    isText(v.src, 100) &&
    isText(v.med, 100) &&
    isText(v.cmp, 100) &&
    typeof v.country === "string" &&
    /^([A-Z0-9]{2})?$/.test(v.country) &&
    typeof v.device === "string" &&
    DEVICES.has(v.device) &&
    (v.visitor === null || isText(v.visitor, 64))
  );
}

/** A queue body is only trusted after this check; anything else is dropped (and logged). */
function parsePageViewMessage(body: unknown): PageViewMessage | null {
  if (!body || typeof body !== "object") return null;
  const b = body as Record<string, unknown>;
  if (typeof b.id !== "string" || !/^[A-Za-z0-9-]{8,64}$/.test(b.id)) return null;
  if (!Array.isArray(b.views) || b.views.length === 0 || b.views.length > MAX_VIEWS_PER_MESSAGE) return null;
  return b.views.every(isView) ? { id: b.id, views: b.views } : null;
}

const FRESH = `WITH fresh AS (
  SELECT json_extract(j.value, '$.msg') AS msg, json_extract(j.value, '$.day') AS day,
    json_extract(j.value, '$.path') AS path, json_extract(j.value, '$.lang') AS lang,
    json_extract(j.value, '$.ref') AS ref, json_extract(j.value, '$.src') AS src,
    json_extract(j.value, '$.med') AS med, json_extract(j.value, '$.cmp') AS cmp,
    json_extract(j.value, '$.country') AS country, json_extract(j.value, '$.device') AS device,
    json_extract(j.value, '$.visitor') AS visitor
  FROM json_each(?1) AS j
  WHERE NOT EXISTS (SELECT 1 FROM page_view_messages m WHERE m.id = json_extract(j.value, '$.msg'))
)`;

// A visitor is new on a day when its key is not stored for that day (each day has its own salt).
const DAYS_SQL = `${FRESH}
INSERT INTO page_view_days (day, views, visitors)
SELECT day, COUNT(*), COUNT(DISTINCT CASE WHEN visitor IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM page_view_visitors v WHERE v.day = fresh.day AND v.visitor = fresh.visitor) THEN visitor END)
FROM fresh WHERE true GROUP BY day
ON CONFLICT (day) DO UPDATE SET views = views + excluded.views, visitors = visitors + excluded.visitors`;

// One row per view and kind (D1 allows few terms in a compound SELECT, so the kinds are a JSON list).
const DIMS_SQL = `${FRESH}
INSERT INTO page_view_day_dims (day, kind, value, views)
SELECT day, kind, value, COUNT(*) FROM (
  SELECT f.day AS day, k.value AS kind, CASE k.value WHEN 'page' THEN f.path WHEN 'language' THEN f.lang
    WHEN 'referrer' THEN f.ref WHEN 'country' THEN f.country WHEN 'device' THEN f.device
    WHEN 'source' THEN f.src WHEN 'medium' THEN f.med ELSE f.cmp END AS value
  FROM fresh AS f, json_each('["page","language","referrer","country","device","source","medium","campaign"]') AS k
) WHERE value <> '' OR kind IN ('referrer', 'country')
GROUP BY day, kind, value
ON CONFLICT (day, kind, value) DO UPDATE SET views = views + excluded.views`;

const VISITORS_SQL = `${FRESH}
INSERT OR IGNORE INTO page_view_visitors (day, visitor)
SELECT DISTINCT day, visitor FROM fresh WHERE visitor IS NOT NULL`;

const MESSAGES_SQL = `${FRESH}
INSERT OR IGNORE INTO page_view_messages (id, received_at) SELECT DISTINCT msg, ?2 FROM fresh`;

/** Messages in groups of whole messages with at most VIEWS_PER_WRITE views (a message is never split). */
function groups(messages: readonly PageViewMessage[]): PageViewMessage[][] {
  const out: PageViewMessage[][] = [];
  let current: PageViewMessage[] = [];
  let views = 0;
  for (const message of messages) {
    if (views + message.views.length > VIEWS_PER_WRITE && current.length > 0) {
      out.push(current);
      current = [];
      views = 0;
    }
    current.push(message);
    views += message.views.length;
  }
  if (current.length > 0) out.push(current);
  return out;
}

/**
 * Writes the views of `messages` exactly once: one D1 batch per group of up to VIEWS_PER_WRITE views.
 * When D1_COUNT_HEADER is on (bench, tests), each batch is logged with the number of views it carried.
 */
export async function writePageViews(
  env: Pick<Env, "DB"> & { D1_COUNT_HEADER?: unknown },
  messages: readonly PageViewMessage[],
  via: "queue" | "direct" = "queue",
  now = Date.now(),
): Promise<void> {
  const unique = [...new Map(messages.map((message) => [message.id, message])).values()];
  for (const group of groups(unique)) {
    const rows = group.flatMap((message) =>
      message.views.map((view) => ({ ...view, msg: message.id, day: berlinDay(view.at) })),
    );
    const json = JSON.stringify(rows);
    await env.DB.batch([
      ...[DAYS_SQL, DIMS_SQL, VISITORS_SQL].map((statement) => env.DB.prepare(statement).bind(json)),
      env.DB.prepare(MESSAGES_SQL).bind(json, now),
    ]);
    if (env.D1_COUNT_HEADER === "1") console.log(`[page-views] d1_batches=1 views=${rows.length} via=${via}`);
  }
}

/**
 * The `page-views` consumer: valid messages are written (exactly once), malformed ones dropped with a
 * log line. If D1 fails the whole batch is retried; messages of it that did commit are known by id.
 */
export const consumePageViews = createConsumer({
  parse: parsePageViewMessage,
  write: writePageViews,
  label: "page views",
});
