import type { FieldDef } from "./content-type-def";
import type { AdminLang, Translate } from "./i18n";
import { staffDateTime } from "./staff-display";

/*
 * A stored value as a person reads it, for the audit log and the version comparison (the owner saw
 * stored keys, raw numbers and HTML tags there): a switch as Ja/Nein, a moment as a Berlin date and
 * time in the reader's language, a choice by its label, rich text as its words, a list joined.
 * Anything else is shown as stored.
 */

/** Columns outside the definitions that hold a moment (epoch milliseconds or an ISO string). */
const MOMENT_COLUMNS = new Set(["scheduled_at", "published_at", "created_at", "starts_at", "ends_at"]);
const SWITCH_COLUMNS = new Set(["is_active", "banned", "draft"]);
const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** Rich text and HTML as the words a reader sees: tags dropped, the common entities read. */
function plainText(html: string): string {
  return html
    .replace(/<(br|\/p|\/h[1-6]|\/li|\/blockquote)\b[^>]*>/gi, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

function yesNo(t: Translate, value: unknown): string | null {
  if (value === true || value === 1 || value === "1" || value === "on") return t("Ja");
  if (value === false || value === 0 || value === "0") return t("Nein");
  return null;
}

function moment(lang: AdminLang, value: unknown): string | null {
  const date =
    value instanceof Date ? value : typeof value === "number" || typeof value === "string" ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? staffDateTime(lang, date) : null;
}

export function readableValue(
  t: Translate,
  lang: AdminLang,
  field: Pick<FieldDef, "kind" | "options"> | undefined,
  column: string,
  value: unknown,
): string {
  if (value === null || value === undefined || value === "") return "–";
  const kind = field?.kind;
  if (typeof value === "boolean" || kind === "switch" || SWITCH_COLUMNS.has(column)) {
    const answer = yesNo(t, value);
    if (answer) return answer;
  }
  // A secret is logged only as having changed (app/lib/audit.server.ts).
  if (value === "changed" && /password|token|secret|hash/i.test(column)) return t("geändert");
  if (
    value instanceof Date ||
    kind === "datetime" ||
    MOMENT_COLUMNS.has(column) ||
    (typeof value === "string" && ISO_MOMENT.test(value))
  ) {
    const when = moment(lang, value);
    if (when) return when;
  }
  if (kind === "select" && typeof value === "string") {
    const option = field?.options?.find((o) => o.value === value);
    if (option) return t(option.label);
  }
  if ((kind === "richText" || kind === "html") && typeof value === "string") return plainText(value);
  if (Array.isArray(value)) return value.join(", ");
  return typeof value === "string" ? value : JSON.stringify(value);
}
