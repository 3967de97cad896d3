/**
 * What short-links offers: code outside app/lib imports its client-safe names from here, the *.server ones
 * from ./index.server. Never a *.server module here: routes' components and the browser import this.
 * Inside app/lib files name each other's files (docs/decisions/0068).
 */
export {
  isReservedShortCode,
  REDIRECT_MESSAGE_KEYS,
  redirectErrorText,
  type RedirectLinkInput,
  RedirectLinkOrderSchema,
  RedirectLinkSchema,
  RESERVED_SHORT_CODES,
} from "./schema";
export { redirectText } from "./texts";
