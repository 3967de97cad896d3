import { congressEvents } from "~db/schema";
import { requireParent } from "../parent-child.server";
import type { TableHooks } from "../table-hooks";

export const congressSpeakerHooks: TableHooks = {
  prepare: requireParent(congressEvents, "congress_event_id", "Diesen Kongress gibt es nicht (mehr)."),
};
