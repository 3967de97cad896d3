import { asc, eq, sql } from "drizzle-orm";
import { congressEvents, congressSpeakers } from "~db/schema";
import { datedCondition, latestFirst, soonestFirst } from "../../pages/events.server";
import { localizeRow } from "../../i18n/languages";
import { translatedFields } from "../../pages/public-record";
import { indexSectionsQuery } from "../../pages/shell.server";
import { registrationBlock, seatsTakenOf } from "../../registrations/page.server";
import { listSlot, type ListData, type PublicServer } from "../public-server.server";
import { congress } from "./congress";
import { congressSpeakers as speakerType } from "./congress-speakers";

/*
 * The server half of the congress page (decision 0067): the coming congresses (and the undated), soonest
 * first; the last past one, for when none is coming; the speakers of the congresses shown.
 */

const list = listSlot({
  // "Now" is the Worker's (tests set it); the page is cached for seconds only.
  reads: (db, { now }) =>
    [
      db
        .select()
        .from(congressEvents)
        .where(datedCondition(congressEvents, now, "current"))
        .orderBy(...soonestFirst(congressEvents)),
      db
        .select()
        .from(congressEvents)
        .where(datedCondition(congressEvents, now, "past"))
        .orderBy(...latestFirst(congressEvents))
        .limit(1),
      db.select().from(congressSpeakers).orderBy(asc(congressSpeakers.created_at), asc(congressSpeakers.id)),
      indexSectionsQuery(db, "congress"),
      // The seats taken of the coming dates that take registrations here (issue 52).
      seatsTakenOf(
        db,
        "kongress",
        sql`(select ${congressEvents.id} from ${congressEvents} where ${eq(congressEvents.registration_mode, "here")} and ${datedCondition(congressEvents, now, "current")})`,
      ),
    ] as const,
  shape: ([coming, lastPast, speakers, indexSections, taken], { lang, now, pageSettings }) => {
    const local = <R extends (typeof coming)[number]>(row: R) =>
      localizeRow(row, translatedFields(congress, row), lang);
    // A past congress is shown only when none is coming: the page says it has taken place.
    const past = coming.length === 0 && lastPast[0] ? local(lastPast[0]) : null;
    const shown = new Set((past ? [past] : coming).map((row) => row.id));
    return {
      video: pageSettings?.congress_video ?? null,
      congresses: coming.map((row) => ({
        ...local(row),
        registration: registrationBlock("kongress", row, taken, lang, now),
      })),
      past,
      speakers: speakers
        .filter((row) => shown.has(row.congress_event_id))
        .map((row) => localizeRow(row, translatedFields(speakerType, row), lang)),
      indexSections,
    };
  },
});

export type CongressList = ListData<typeof list>;

export const publicPage: PublicServer<"kongress"> = { key: "kongress", list };
