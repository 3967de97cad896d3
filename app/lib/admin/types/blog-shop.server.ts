import type { TableBinding } from "../content-tables.server";
import type { BLOG_SHOP_TYPES } from "./blog-shop";

/** Table bindings of this area's content types, merged into CONTENT_TABLES. */
export const BLOG_SHOP_TABLES = {} satisfies Record<keyof typeof BLOG_SHOP_TYPES, TableBinding>;
