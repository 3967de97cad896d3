/**
 * What forms offers on the server: code outside app/lib imports the names of its *.server modules
 * from here, the client-safe ones from ./index. Inside app/lib files name each other's files
 * (docs/decisions/0068).
 */
export { refuseUnreadableForm } from "./body.server";
export {
  issueFormStamp,
  MAX_AGE_MS,
  MIN_FILL_MS,
  readFormGuard,
  spendFormStamp,
  turnstileEnabled,
  turnstileSiteKey,
  verifyTurnstile,
} from "./guard.server";
