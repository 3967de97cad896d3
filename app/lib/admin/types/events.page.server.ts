import type { SiteEvent } from "~db/schema";
import { eventsPageQueries, localizeEvent, organizersOf } from "../../pages/events.server";
import { localizeRow, type Lang } from "../../i18n/languages";
import {
  registrationAvailability,
  registrationBlock,
  seatsTakenOf,
  type SeatsTaken,
} from "../../registrations/page.server";
import { translatedFields } from "../../pages/public-record";
import { inlineEmbedUrl } from "../../text/video";
import { pageOf, pageParam } from "../../pages/paging";
import { detailSlot, listSlot, type ListData, type PageRecord, type PublicServer } from "../public-server.server";
import { eventOrganizers as organizerType } from "./event-organizers";

/*
 * The server half of the events' public pages (decision 0067): the list page's reads (the featured, the
 * coming and the past events, the index sections) and an event page's organizers, read in the batch of
 * the event itself.
 */

/** Coming events per page: three rows of the three-column grid. */
const EVENTS_PER_PAGE = 9;

const list = listSlot({
  // "Now" is the Worker's: the page is cached for seconds only, so an event leaves by itself at midnight.
  reads: (db, { now }) => eventsPageQueries(db, now),
  shape: ([featured, upcoming, past, indexSections], { request, lang, now, pageSettings }) => {
    // Every coming event is shown, a page at a time; the highlight and the past ones stand on the first.
    const highlight = featured[0] ?? null;
    const others = upcoming.filter((event) => event.id !== highlight?.id);
    const { items, paging } = pageOf(others, pageParam(request), EVENTS_PER_PAGE);
    const first = paging.page === 1;
    return {
      featured: first && highlight ? localizeEvent(highlight, lang, now) : null,
      upcoming: items.map((event) => localizeEvent(event, lang, now)),
      past: first ? past.map((event) => localizeEvent(event, lang, now)) : [],
      paging,
      indexSections,
      // The last-event video comes from the general settings, read with the shell's.
      lastEventVideo: inlineEmbedUrl(pageSettings?.event_video) ? (pageSettings?.event_video ?? null) : null,
    };
  },
});

export type EventsList = ListData<typeof list>;

const registration = (record: PageRecord & SiteEvent, taken: SeatsTaken | undefined, lang: Lang, now: Date) =>
  registrationBlock("events", record, taken, lang, now);

const detail = detailSlot({
  reads: (db, ids) => [organizersOf(db, ids), seatsTakenOf(db, "events", ids)] as const,
  // The offer of the structured data follows the seats (issue 52).
  head: (record: PageRecord & SiteEvent, results, { lang, now }) => ({
    registration_availability: registrationAvailability(registration(record, results[1], lang, now)),
  }),
  shape: (record: PageRecord & SiteEvent, results, { lang, now }) => ({
    registration: registration(record, results?.[1], lang, now),
    // The alt text is the library's, already in the page's language.
    event: { ...localizeEvent(record, lang, now), image_alt: record.image_alt },
    organizers: (results?.[0] ?? [])
      .filter((organizer) => organizer.event_event_id === record.id)
      .map((organizer) => localizeRow(organizer, translatedFields(organizerType, organizer), lang)),
  }),
});

export const publicPage: PublicServer<"events"> = { key: "events", list, detail };
