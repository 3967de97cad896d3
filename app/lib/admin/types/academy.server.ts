import type { TableBinding } from "../content-tables.server";
import type { ACADEMY_TYPES } from "./academy";

/** Table bindings of this area's content types, merged into CONTENT_TABLES. */
export const ACADEMY_TABLES = {} satisfies Record<keyof typeof ACADEMY_TYPES, TableBinding>;
