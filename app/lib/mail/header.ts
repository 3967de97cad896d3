/**
 * What no value of a mail header may hold: control characters (a line break would start a header of
 * its own, "Bcc: …", or end the headers early) and the Unicode line and paragraph separators that some
 * mail programs treat as line breaks. Shared by the forms that take a subject and the one place mails
 * are sent, which refuses what slipped past a form (a restored record, a value built elsewhere).
 */
const NOT_IN_HEADER = /[\p{Cc}\p{Zl}\p{Zp}]/u;

export function isMailHeaderSafe(value: string): boolean {
  return !NOT_IN_HEADER.test(value);
}

/** The field error of a subject with a line break or another control character (German; English through the dictionary). */
export const HEADER_UNSAFE_MESSAGE = "Ohne Zeilenumbrüche und Steuerzeichen, bitte.";
