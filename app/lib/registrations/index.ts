/**
 * What registrations offers: code outside app/lib imports its client-safe names from here, the *.server ones
 * from ./index.server. Never a *.server module here: routes' components and the browser import this.
 * Inside app/lib files name each other's files (docs/decisions/0068).
 */
export { parseAnswers, type RegistrationBlock, type RegistrationState } from "./questions";
export { REGISTRATION_TEXTS } from "./texts";
