/**
 * What contact offers on the server: code outside app/lib imports the names of its *.server modules
 * from here, the client-safe ones from ./index. Inside app/lib files name each other's files
 * (docs/decisions/0068).
 */
export {
  hitContactRateLimit,
  notifyNewContactMessage,
  storeContactMessage,
  withinContactSiteLimit,
} from "./messages.server";
