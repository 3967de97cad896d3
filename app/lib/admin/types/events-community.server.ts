import type { TableBinding } from "../content-tables.server";
import type { EVENTS_COMMUNITY_TYPES } from "./events-community";

/** Table bindings of this area's content types, merged into CONTENT_TABLES. */
export const EVENTS_COMMUNITY_TABLES = {} satisfies Record<keyof typeof EVENTS_COMMUNITY_TYPES, TableBinding>;
