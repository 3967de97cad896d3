import type { FieldDef } from "../admin/content-type-def";
import { FieldError } from "../admin/field-error";
import type { Lang } from "../i18n/languages";
import { richTextPlain, toRichHtml } from "./rich-text";
import { sanitizeRichText } from "./sanitize-html.server";

/*
 * The server's side of a rich-text field (decisions 0048, 0050): every field of kind richText is
 * cleaned when it is saved and again when a page, its preview or the form reads it. A value from
 * before the field was rich text is converted on the way (toRichHtml), so it never reaches the
 * sanitiser as Markdown, whose "> quote" the sanitiser would escape.
 */

type Fields = readonly Pick<FieldDef, "name" | "kind" | "legacy" | "label" | "required">[];

const richFields = (fields: Fields) => fields.filter((field) => field.kind === "richText");

/** A field's value as cleaned HTML: for a language (its alt texts), or as stored (both alt texts). */
function richHtmlOf(field: Pick<FieldDef, "legacy">, value: unknown, lang?: Lang): string {
  return typeof value === "string" ? sanitizeRichText(toRichHtml(value, field.legacy), lang) : "";
}

/**
 * The values of a save with each rich text cleaned. A required one that holds nothing a visitor would
 * see (only empty paragraphs, or only what the sanitiser removed) is that field's error.
 */
export function cleanRichTextValues(fields: Fields, values: Record<string, unknown>): Record<string, unknown> {
  const cleaned = { ...values };
  for (const field of richFields(fields)) {
    const value = values[field.name];
    if (typeof value !== "string") continue;
    const html = richHtmlOf(field, value);
    const empty = !richTextPlain(html) && !/<(img|div)\b/.test(html);
    if (empty && field.required) throw new FieldError(field.name, `${field.label} ist erforderlich`);
    cleaned[field.name] = empty ? null : html;
  }
  return cleaned;
}

/** A record with each rich text as the page of `lang` shows it (for the form: `undefined`, as stored). */
export function withRichText<T extends Record<string, unknown>>(fields: Fields, row: T, lang?: Lang): T {
  const out: Record<string, unknown> = { ...row };
  for (const field of richFields(fields)) {
    if (field.name in row && row[field.name] != null) out[field.name] = richHtmlOf(field, row[field.name], lang);
  }
  return out as T;
}
