import { defineContentType } from "../content-type-def";
import { congress } from "./congress";
import { failureTexts, recordTexts } from "../record-texts";
import { personFields, personList } from "./parts/events";

export const congressSpeakers = defineContentType({
  key: "congress-speakers",
  table: "congressSpeakers",
  parent: { key: congress.key, field: "congress_event_id" },
  // Managed on the congress screen (its second tab).
  dashboard: { label: "Kongress-Speaker", order: 140, path: "/admin/congress", screen: "/admin/kongress" },
  title: "Speaker",
  intro: "Die Speaker eines Kongresses, auf der Seite des Kongresses.",
  fields: personFields("congress_event_id", "Kongress", "einen Kongress"),
  ...personList,
  texts: {
    ...recordTexts("Speaker", "m", "Speaker"),
    ...failureTexts.withMessage,
    empty: "Keine Speaker für diesen Kongress.",
  },
  related: [{ label: "Speaker nach Kongress verwalten", to: "/admin/kongress?tab=speaker" }],
  page: { path: "kongress" },
  tab: {
    screen: "kongress",
    value: "speaker",
    label: "Speaker",
    pick: {
      param: "congress",
      label: "Kongress",
      prompt: "Bitte wählen Sie einen Kongress, um seine Speaker zu sehen.",
    },
    cascade: {
      count: "speaker_count",
      one: "Dieser Kongress und sein Speaker werden gelöscht.",
      many: "Dieser Kongress und seine {n} Speaker werden gelöscht.",
    },
  },
});

// Its key joins the registry's union of keys (app/lib/admin/registry.ts).
declare module "../content-type-def" {
  interface ContentTypeKeys {
    "congress-speakers": typeof congressSpeakers;
  }
}
