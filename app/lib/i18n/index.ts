/**
 * What i18n offers: code outside app/lib imports its client-safe names from here, the *.server ones
 * from ./index.server. Never a *.server module here: routes' components and the browser import this.
 * Inside app/lib files name each other's files (docs/decisions/0068).
 */
export { berlinDay, berlinDayHour, berlinLocalToDate, dateToBerlinLocal, daysEndingWith } from "./berlin-time";
export { formatGermanDate } from "./dates";
export { addressed, type AddressedTexts, formOfAddress, type FormOfAddress } from "./form-of-address";
export { germanPath, isLanguageFree, langOfPath, localPath, otherLanguagePath, pathInLanguage } from "./lang-path";
export { DEFAULT_LANG, fallbackLang, isLang, type Lang, loc, t } from "./languages";
export {
  browserCookie,
  NO_SCRIPT_FIELD,
  parseConsent,
  PREFERENCE_COOKIES,
  PREFERENCE_HEAD_SCRIPT,
  PREFERENCE_MAX_AGE,
} from "./preferences";
