/*
 * What /admin/redirect-links/<id> shows, the part its component needs too (periods, shapes); the
 * queries are in link-analytics.server.ts.
 */

export { daysEndingWith } from "~/lib/i18n";

export const PERIODS = [7, 30, 90] as const;
export type Period = (typeof PERIODS)[number];
const DEFAULT_PERIOD: Period = 30;
/** Entries per top list. */
export const TOP = 10;
export const HOURS = 48;

export function periodOf(value: string | null): Period {
  const days = Number(value);
  return (PERIODS as readonly number[]).includes(days) ? (days as Period) : DEFAULT_PERIOD;
}

type DayPoint = { day: string; clicks: number; visitors: number; bots: number };
type HourPoint = { start: number; label: string; clicks: number; bots: number };
export type TopEntry = { value: string; clicks: number };

export type LinkAnalytics = {
  link: {
    id: number;
    short_code: string;
    target_url: string;
    description: string | null;
    click_count: number;
    redirect_active: boolean;
    starts_at: Date | null;
    expires_at: Date | null;
    expired_url: string | null;
  };
  period: Period;
  days: DayPoint[];
  hours: HourPoint[];
  totals: { clicks: number; visitors: number; bots: number };
  top: { referrer: TopEntry[]; country: TopEntry[]; device: TopEntry[] };
};
