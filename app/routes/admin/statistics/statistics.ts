import { z } from "zod";
import { daysEndingWith } from "~/lib/i18n";

/*
 * What /admin/statistics shows and reads from its address (decision 0071), shared by the screen, its
 * server module and the CSV: the period (7, 30 or 90 days, or a chosen range) and an optional page.
 */

export const PERIODS = [7, 30, 90] as const;
const DEFAULT_PERIOD = 30;
/** The longest range one screen shows (the rollups may keep more; the CSV follows the screen). */
const MAX_RANGE_DAYS = 731;
/** Entries per top list (pages get more: they are what the owner looks for). */
export const TOP = 10;
export const TOP_PAGES = 20;

export const DIMENSIONS = [
  "page",
  "referrer",
  "source",
  "medium",
  "campaign",
  "language",
  "country",
  "device",
] as const;
export type Dimension = (typeof DIMENSIONS)[number];

export type Range = { from: string; to: string; days: string[]; period: number | null };
type RangeErrors = Partial<Record<"from" | "to" | "page", string[]>>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A calendar day that exists: the right shape is not enough (2026-99-99 is no date, 2026-02-30 rolls over). */
function realDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const at = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(at) && new Date(at).toISOString().slice(0, 10) === value;
}

const spanOf = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** German messages; the screen shows them in its language (texts-en/statistics.ts). */
const rangeSchema = z
  .object({
    from: z.string().refine(realDay, "Bitte ein gültiges Datum angeben."),
    to: z.string().refine(realDay, "Bitte ein gültiges Datum angeben."),
  })
  .refine(({ from, to }) => from <= to, { path: ["to"], message: "Das Ende darf nicht vor dem Anfang liegen." })
  .refine(({ from, to }) => spanOf(from, to) <= MAX_RANGE_DAYS, {
    path: ["to"],
    message: "Höchstens 731 Tage auf einmal.",
  });

const pageSchema = z
  .string()
  .max(300, "Höchstens 300 Zeichen.")
  .regex(/^\/[^?#\s]*$/, "Bitte einen Pfad der Website angeben, z. B. /blog.");

/** The period of `today` and the search params; a bad range is answered with its field errors and the default period. */
export function rangeOf(
  params: URLSearchParams,
  today: string,
): { range: Range; page: string | null; errors: RangeErrors | null } {
  const errors: RangeErrors = {};
  let range: Range | null = null;
  const from = params.get("from");
  const to = params.get("to");
  if (from !== null || to !== null) {
    const parsed = rangeSchema.safeParse({ from: from ?? "", to: to ?? "" });
    if (parsed.success) {
      const span = spanOf(parsed.data.from, parsed.data.to);
      range = { ...parsed.data, days: daysEndingWith(parsed.data.to, span), period: null };
    } else {
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as "from" | "to";
        (errors[key] ??= []).push(issue.message);
      }
    }
  }
  if (!range) {
    const asked = Number(params.get("days"));
    const period = (PERIODS as readonly number[]).includes(asked) ? asked : DEFAULT_PERIOD;
    const days = daysEndingWith(today, period);
    range = { from: days[0]!, to: today, days, period };
  }
  let page: string | null = null;
  const askedPage = params.get("page");
  if (askedPage) {
    const parsed = pageSchema.safeParse(askedPage);
    if (parsed.success) page = parsed.data;
    else errors.page = parsed.error.issues.map((issue) => issue.message);
  }
  return { range, page, errors: Object.keys(errors).length > 0 ? errors : null };
}

export type TopEntry = { value: string; views: number };
export type CampaignLink = { id: number; code: string; clicks: number };

export type Statistics = {
  range: Range;
  page: string | null;
  series: { day: string; views: number; visitors: number }[];
  totals: { views: number; visitors: number };
  top: Record<Dimension, TopEntry[]>;
  /** Short links whose target carries a utm_campaign, with their clicks in the range, by campaign. */
  campaignLinks: Record<string, CampaignLink[]>;
};
