import { and, asc, desc, eq, getTableColumns, inArray, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { eventOrganizers, events, type EventOrganizer, type SiteEvent } from "~db/schema";
import { cloudflareContext, type CloudflareContext } from "../context";
import { getDb, type Db } from "../db.server";
import { indexSectionsQuery, loadPublicPage, pageContentQuery } from "./shell.server";
import { slugify } from "../text/slug";
import { detailAlternates, eitherSlug, movedSlugQuery, resolveSlug } from "./detail-slug.server";
import { localizeRow, type Lang } from "../i18n/languages";
import { libraryAltColumns, withLibraryAlt } from "../media/library-alt.server";
import { eventDateText, isPast, startOfBerlinDay } from "./event-dates";

type Ctx = { get: (key: typeof cloudflareContext) => CloudflareContext };

/** The address of an event's detail page: its slug, or the slug derived from its title (public-site.md 3). */
export function eventPath(event: Pick<SiteEvent, "slug" | "title">): string | null {
  const slug = event.slug?.trim() || slugify(event.title);
  return slug ? `/events/${encodeURIComponent(slug)}` : null;
}

/** The texts of an event that have an English variant (`<name>_en`). */
const EVENT_TEXT_FIELDS = [
  "title",
  "subtitle",
  "description",
  "detail_description",
  "date_text",
  "location",
  "tickets_text",
] as const;

/**
 * An event in the page's language, with the path of its page in that language (German slug, the
 * title's slug without one; English slug, else the German one) and both addresses of that page; its
 * date text (staff's own, else made from start and end) and whether it is past at `now`.
 */
export function localizeEvent(event: EventRow, lang: Lang, now: Date) {
  const { image_alt_de = null, image_alt_en = null, ...row } = event;
  const slug = row.slug?.trim() || slugify(row.title);
  const alternates = slug ? detailAlternates("events", { ...row, slug }) : null;
  const { image_alt } = withLibraryAlt({ image_alt_de, image_alt_en }, lang);
  const local = localizeRow(row, EVENT_TEXT_FIELDS, lang);
  return {
    ...local,
    date_text: eventDateText(local, lang),
    past: isPast(row, now),
    image_alt,
    path: alternates ? alternates[lang] : null,
    alternates,
  };
}

/** The last moment of an event or congress: its end, else its start (null when undated). */
function lastMoment(table: { starts_at: SQLiteColumn; ends_at: SQLiteColumn }): SQL {
  return sql`coalesce(${table.ends_at}, ${table.starts_at})`;
}

/**
 * Current (not past at `now`) or past, as a condition of a query: past once the last moment lies
 * before today began in Berlin (app/lib/pages/event-dates.ts says the same for one row); undated is current.
 */
export function datedCondition(
  table: { starts_at: SQLiteColumn; ends_at: SQLiteColumn },
  now: Date,
  which: "current" | "past",
): SQL {
  const cutoff = startOfBerlinDay(now).getTime();
  return which === "current"
    ? sql`(${lastMoment(table)} is null or ${lastMoment(table)} >= ${cutoff})`
    : sql`${lastMoment(table)} < ${cutoff}`;
}

/** Soonest start first, the undated ones last; for the past ones, the latest first. */
export function soonestFirst(table: { id: SQLiteColumn; starts_at: SQLiteColumn; ends_at: SQLiteColumn }) {
  return [sql`${table.starts_at} is null`, asc(table.starts_at), asc(table.id)] as const;
}
export function latestFirst(table: { id: SQLiteColumn; starts_at: SQLiteColumn; ends_at: SQLiteColumn }) {
  return [desc(lastMoment(table)), desc(table.id)] as const;
}

/** How many past events /events lists below the coming ones. */
const PAST_EVENTS_SHOWN = 6;

/** An event as the pages read it: with its image's library alt texts (a draft in a preview has none). */
type EventRow = SiteEvent & { image_alt_de?: string | null; image_alt_en?: string | null };
const eventColumns = { ...getTableColumns(events), ...libraryAltColumns(events.image_url) };

/**
 * The /events reads (public-site.md 7.1, issues 37 and 51): the one featured event (the soonest) and
 * every current one (the list page pages them; the highlight is left out there), soonest first, undated last; the latest past ones; the index sections
 * flagged for events and the page hero. `now` is the Worker's clock (tests set it).
 */
export function eventsPageQueries(db: Db, now: Date) {
  const current = datedCondition(events, now, "current");
  return [
    db
      .select(eventColumns)
      .from(events)
      .where(and(eq(events.featured, true), current))
      .orderBy(...soonestFirst(events))
      .limit(1),
    db
      .select(eventColumns)
      .from(events)
      // A second featured event is one of the others (the highlight is one), never hidden.
      .where(current)
      .orderBy(...soonestFirst(events)),
    db
      .select(eventColumns)
      .from(events)
      .where(datedCondition(events, now, "past"))
      .orderBy(...latestFirst(events))
      .limit(PAST_EVENTS_SHOWN),
    indexSectionsQuery(db, "events"),
    pageContentQuery(db, "events"),
  ] as const;
}

/** The organizers of an event (by id) or of the events a subquery names, in the order they were added. */
export function organizersOf(db: Db, eventIds: ReturnType<typeof eventIdsBySlug> | SQL | number) {
  return db
    .select()
    .from(eventOrganizers)
    .where(
      typeof eventIds === "number"
        ? eq(eventOrganizers.event_event_id, eventIds)
        : inArray(eventOrganizers.event_event_id, eventIds),
    )
    .orderBy(asc(eventOrganizers.created_at), asc(eventOrganizers.id));
}

function eventIdsBySlug(db: Db, slug: string) {
  return db.select({ id: events.id }).from(events).where(eitherSlug(events, slug));
}

/**
 * The first round-trip of the event lookup, run inside the page's shell batch: the event carrying
 * the slug, its organizers, and the id and title of every event for the title fallback.
 */
function eventDetailQueries(db: Db, slug: string) {
  return [
    db.select(eventColumns).from(events).where(eitherSlug(events, slug)).limit(2),
    organizersOf(db, eventIdsBySlug(db, slug)),
    db.select({ id: events.id, title: events.title }).from(events).orderBy(asc(events.id)),
    movedSlugQuery(db, "events", slug),
  ] as const;
}

/** The event whose title gives the slug (public-site.md 5), from the id/title list. */
export function matchByTitle(list: readonly { id: number; title: string }[], slug: string): number | null {
  const wanted = slugify(slug);
  if (!wanted) return null;
  return list.find((row) => slugify(row.title) === wanted)?.id ?? null;
}

/**
 * Looks an event up by slug (public-site.md 5, 7.1): by its slug column first, otherwise by the
 * slug derived from its title. One D1 round-trip when the slug matches (shell, event and organizers
 * in one batch), two when the title fallback is needed. D1 errors propagate to the caller.
 */
export async function lookupEvent(request: Request, context: Ctx, slug: string) {
  const { shell, lang, page } = await loadPublicPage(request, context, (db) => eventDetailQueries(db, slug));
  const [bySlug, slugOrganizers, list, moved] = page;
  // A slug of the other language or an earlier slug answers a 301 to the event's address (thrown).
  let event: EventRow | null = resolveSlug("events", lang, slug, bySlug, moved);
  let organizers: EventOrganizer[] = event ? slugOrganizers.filter((row) => row.event_event_id === event!.id) : [];
  if (!event) {
    const id = matchByTitle(list, slug);
    if (id !== null) {
      const db = getDb(context.get(cloudflareContext).env);
      const [rows, byId] = await db.batch([
        db.select(eventColumns).from(events).where(eq(events.id, id)).limit(1),
        organizersOf(db, id),
      ]);
      event = rows[0] ?? null;
      organizers = byId;
    }
  }
  return { shell, lang, event, organizers };
}
