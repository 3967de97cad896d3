/**
 * What short-links offers on the server: code outside app/lib imports the names of its *.server modules
 * from here, the client-safe ones from ./index. Inside app/lib files name each other's files
 * (docs/decisions/0068).
 */
export { pruneLinkClicks } from "./click-retention.server";
export { consumeLinkClicks, LINK_CLICKS_QUEUE, type LinkClickMessage } from "./clicks.server";
export {
  expiredShortLinkContext,
  forgetCachedLink,
  linkCacheKey,
  NEGATIVE_MARKER,
  resolveShortLink,
} from "./links.server";
