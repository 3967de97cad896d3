import { translationPairs, type ContentTypeDef } from "../admin/content-type-def";
import { localizeRow, type Lang } from "../i18n/languages";
import { safeHref, safeHttpUrl } from "../text/url";

/**
 * A record as a page of the shared public routes shows it (and as its preview does): each text with
 * an English twin (`<name>`/`<name>_en`) in the page's language, and every address field kept only when
 * its page could render it (http(s) for "url", also a site path for "link"), so a `javascript:` value is
 * neither rendered nor shipped in the page's data.
 */
export function publicRecord(
  def: Pick<ContentTypeDef, "fields">,
  row: Record<string, unknown>,
  lang: Lang,
): Record<string, unknown> & { untranslated: string[] } {
  const safe: Record<string, unknown> = { ...row };
  for (const field of def.fields) {
    const value = row[field.name];
    const text = typeof value === "string" ? value : null;
    if (field.kind === "url") safe[field.name] = safeHttpUrl(text);
    if (field.kind === "link") safe[field.name] = safeHref(text);
  }
  const names = translationPairs(def)
    .map(([german]) => german)
    .filter((german) => !german.endsWith("_de"));
  return localizeRow(safe, names, lang);
}

/** The text of a column of a localized record ("" when it holds none). */
export function textOf(record: Record<string, unknown>, column: string | undefined): string {
  const value = column ? record[column] : null;
  return typeof value === "string" ? value : "";
}

/**
 * The translatable texts of a type that a row has: each field with its English twin (`english()` marks
 * them in the definition), so no page keeps its own list of them.
 */
export function translatedFields<R extends Record<string, unknown>>(
  def: Pick<ContentTypeDef, "fields">,
  row: R,
): (keyof R & string)[] {
  return translationPairs(def)
    .map(([german]) => german)
    .filter((german): german is keyof R & string => !german.endsWith("_de") && german in row);
}
