import { asc, desc, eq, getTableColumns, inArray } from "drizzle-orm";
import { eventOrganizers, events, type EventOrganizer, type SiteEvent } from "~db/schema";
import { cloudflareContext, type CloudflareContext } from "./context";
import { getDb, type Db } from "./db.server";
import { indexSectionsQuery, loadPublicPage, pageContentQuery } from "./shell.server";
import { slugify } from "./slug";
import { detailAlternates, eitherSlug, movedSlugQuery, resolveSlug } from "./detail-slug.server";
import { localizeRow, type Lang } from "./i18n";
import { libraryAltColumns, withLibraryAlt } from "./media/library-alt.server";

type Ctx = { get: (key: typeof cloudflareContext) => CloudflareContext };

/** The address of an event's detail page: its slug, or the slug derived from its title (public-site.md 3). */
export function eventPath(event: Pick<SiteEvent, "slug" | "title">): string | null {
  const slug = event.slug?.trim() || slugify(event.title);
  return slug ? `/events/${encodeURIComponent(slug)}` : null;
}

/** The texts of an event and of an organizer that have an English variant (`<name>_en`). */
const EVENT_TEXT_FIELDS = [
  "title",
  "subtitle",
  "description",
  "detail_description",
  "date_text",
  "location",
  "tickets_text",
] as const;
export const ORGANIZER_TEXT_FIELDS = ["title", "bio"] as const;

/**
 * An event in the page's language, with the path of its page in that language (German slug, the
 * title's slug without one; English slug, else the German one) and both addresses of that page.
 */
export function localizeEvent(event: EventRow, lang: Lang) {
  const { image_alt_de = null, image_alt_en = null, ...row } = event;
  const slug = row.slug?.trim() || slugify(row.title);
  const alternates = slug ? detailAlternates("events", { ...row, slug }) : null;
  const { image_alt } = withLibraryAlt({ image_alt_de, image_alt_en }, lang);
  return {
    ...localizeRow(row, EVENT_TEXT_FIELDS, lang),
    image_alt,
    path: alternates ? alternates[lang] : null,
    alternates,
  };
}

/** An event as the pages read it: with its image's library alt texts (a draft in a preview has none). */
type EventRow = SiteEvent & { image_alt_de?: string | null; image_alt_en?: string | null };
const eventColumns = { ...getTableColumns(events), ...libraryAltColumns(events.image_url) };

/**
 * The /events reads (public-site.md 7.1): at most one featured event, at most three non-featured
 * ones newest first, the index sections flagged for events and the page hero.
 */
export function eventsPageQueries(db: Db) {
  return [
    db
      .select(eventColumns)
      .from(events)
      .where(eq(events.featured, true))
      .orderBy(desc(events.created_at), desc(events.id))
      .limit(1),
    db
      .select(eventColumns)
      .from(events)
      .where(eq(events.featured, false))
      .orderBy(desc(events.created_at), desc(events.id))
      .limit(3),
    indexSectionsQuery(db, "events"),
    pageContentQuery(db, "events"),
  ] as const;
}

function organizersOf(db: Db, eventIds: ReturnType<typeof eventIdsBySlug> | number) {
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
