import type { ContentTypeDef } from "../content-type";

/** Content types of this area (issue 7), merged into CONTENT_TYPES. */
export const EVENTS_COMMUNITY_TYPES = {} satisfies Record<string, ContentTypeDef>;
