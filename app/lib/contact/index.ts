/**
 * What contact offers: code outside app/lib imports its client-safe names from here, the *.server ones
 * from ./index.server. Never a *.server module here: routes' components and the browser import this.
 * Inside app/lib files name each other's files (docs/decisions/0068).
 */
export {
  CONTACT_RECENT_DAYS,
  ContactReplySchema,
  DEFAULT_REPLY_TYPE,
  REPLY_TYPE_LABELS,
  REPLY_TYPES,
  replyTypeLabel,
} from "./reply-schema";
export { CONTACT_LIMITS, type ContactError, ContactSchema, normalizeWebsite } from "./schema";
