import type { ContentTypeDef } from "../content-type";

/** Content types of this area (issue 7), merged into CONTENT_TYPES. */
export const BLOG_SHOP_TYPES = {} satisfies Record<string, ContentTypeDef>;
