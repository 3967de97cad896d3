/**
 * What http offers on the server: code outside app/lib imports the names of its *.server modules
 * from here, the client-safe ones from ./index. Inside app/lib files name each other's files
 * (docs/decisions/0068).
 */
export { benchFloor } from "./bench-floor.server";
export { duplicateAuthCookie, hasSessionCookie, readCookies } from "./cookies.server";
export { withD1Session } from "./d1-session.server";
export { applyCachePolicy, isPersonalPath } from "./http-cache.server";
export {
  bumpContentVersion,
  cachedPage,
  isStorable,
  keptAnswer,
  openPageCache,
  pageCacheEligible,
  storePage,
} from "./page-cache.server";
export {
  clearRateLimit,
  clientKey,
  hitRateLimit,
  mailboxOf,
  peekRateLimit,
  pruneRateLimits,
  type RateLimitRule,
  undoRateLimitHit,
} from "./rate-limit.server";
export { requestUrl } from "./request-url.server";
export { withHeader } from "./response-headers.server";
export { isCrossOriginWrite } from "./same-origin.server";
export { applySecurityHeaders, withNoSniff } from "./security-headers.server";
