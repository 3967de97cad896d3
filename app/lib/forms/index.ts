/**
 * What forms offers: code outside app/lib imports its client-safe names from here, the *.server ones
 * from ./index.server. Never a *.server module here: routes' components and the browser import this.
 * Inside app/lib files name each other's files (docs/decisions/0068).
 */
export { DIALOG_FORM_VALIDATION } from "./dialog-validation";
export { HONEYPOT_FIELD, STAMP_FIELD, STAMP_PATTERN, TURNSTILE_FIELD } from "./guard";
