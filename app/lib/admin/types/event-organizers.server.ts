import { events } from "~db/schema";
import { requireParent } from "../parent-child.server";
import type { TableHooks } from "../table-hooks";

export const eventOrganizerHooks: TableHooks = {
  prepare: requireParent(events, "event_event_id", "Dieses Event gibt es nicht (mehr)."),
};
