/**
 * What registrations offers on the server: code outside app/lib imports the names of its *.server modules
 * from here, the client-safe ones from ./index. Inside app/lib files name each other's files
 * (docs/decisions/0068).
 */
export { reduceOldRegistrations, sendRegistrationReminders } from "./daily.server";
export { registrationEvent, type RegistrationEvent } from "./event-info.server";
export { registrationBlock, seatsTakenOf } from "./page.server";
export { announcePromotions, freshPages, mailInOwnLanguage, postedValues, submitRegistration } from "./register.server";
export {
  cancelRegistration,
  isRegistrationTarget,
  newCancelKey,
  registerSeat,
  REGISTRATION_STATUSES,
  REGISTRATION_TARGETS,
  registrationById,
  registrationByToken,
  type RegistrationStatus,
  type RegistrationTarget,
  setRegistrationStatus,
} from "./seats.server";
