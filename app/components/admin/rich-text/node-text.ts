import { translate } from "~/lib/admin";

/**
 * A text drawn by the editor's own node views, which are not React and cannot ask useT(): the page's
 * <html lang> is the back office's language of the signed-in person (decision 0053), so it decides.
 */
export function nodeText(german: string): string {
  return translate(document.documentElement.lang === "en" ? "en" : "de", german);
}
