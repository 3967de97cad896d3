import { defineContentType } from "../content-type-def";
import { failureTexts, recordTexts } from "../record-texts";
import { personFields, personList } from "./parts/events";

export const eventOrganizers = defineContentType({
  key: "event-organizers",
  table: "eventOrganizers",
  parent: { key: "events", field: "event_event_id" },
  // Managed on the events screen (its second tab).
  dashboard: { label: "Event-Organisatoren", order: 120, path: "/admin/events" },
  title: "Organisatoren",
  intro: "Die Organisatoren eines Events, auf der Seite des Events.",
  fields: personFields("event_event_id", "Event", "ein Event"),
  ...personList,
  texts: {
    ...recordTexts("Organisator", "m", "Organisatoren"),
    ...failureTexts.withMessage,
    empty: "Keine Organisatoren für dieses Event.",
  },
  related: [{ label: "Organisatoren nach Event verwalten", to: "/admin/events?tab=organisatoren" }],
  tab: {
    screen: "events",
    value: "organisatoren",
    label: "Organisatoren",
    pick: { param: "event", label: "Event", prompt: "Bitte wählen Sie ein Event, um seine Organisatoren zu sehen." },
    cascade: {
      count: "organizer_count",
      one: "Dieses Event und sein Organisator werden gelöscht.",
      many: "Dieses Event und seine {n} Organisatoren werden gelöscht.",
    },
  },
});

// Its key joins the registry's union of keys (app/lib/admin/registry.ts).
declare module "../content-type-def" {
  interface ContentTypeKeys {
    "event-organizers": typeof eventOrganizers;
  }
}
