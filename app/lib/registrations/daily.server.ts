import { linkOrigin } from "../mail/send.server";
import { startOfBerlinDay } from "../pages/event-dates";
import { mailInOwnLanguage } from "./register.server";
import { registrationById } from "./seats.server";

/*
 * The registrations' part of the daily job (issue 52): the reminder the day before, and the reduction
 * of past events' registrations to counts after the period of the general settings.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const DEFAULT_KEEP_DAYS = 90;

/** The Berlin day after `now`'s: [its start, the next day's start) (26 h steps cross a clock change). */
function tomorrowInBerlin(now: Date): [number, number] {
  const start = startOfBerlinDay(startOfBerlinDay(now).getTime() + 26 * HOUR);
  const end = startOfBerlinDay(start.getTime() + 26 * HOUR);
  return [start.getTime(), end.getTime()];
}

type DailyEnv = Env & { BETTER_AUTH_SECRET?: string; PUBLIC_ORIGIN?: string };

/**
 * Mails every confirmed registration of an event that starts tomorrow (Berlin), once: the rows are
 * claimed by one UPDATE (reminded_at) before their mails go, so a second run or a run beside it finds
 * none. Without a configured origin no link can be built and nothing is claimed.
 */
export async function sendRegistrationReminders(
  env: DailyEnv,
  now: Date,
  origin = linkOrigin(env, "https://invalid."),
) {
  if (!origin) return 0;
  const [from, to] = tomorrowInBerlin(now);
  const { results } = await env.DB.prepare(
    `UPDATE event_registrations SET reminded_at = ?1
     WHERE reminded_at IS NULL AND status = 'confirmed' AND email IS NOT NULL
       AND (event_id IN (SELECT id FROM events WHERE starts_at >= ?2 AND starts_at < ?3 AND registration_mode = 'here')
         OR congress_event_id IN (SELECT id FROM congress_events WHERE starts_at >= ?2 AND starts_at < ?3 AND registration_mode = 'here'))
     RETURNING id`,
  )
    .bind(now.getTime(), from, to)
    .all<{ id: number }>();
  let sent = 0;
  for (const { id } of results) {
    const ref = await registrationById(env.DB, id);
    if (ref && (await mailInOwnLanguage(env, origin, "reminder", ref))) sent++;
  }
  return sent;
}

/**
 * Clears name, address and answers of the registrations of events whose last moment lies more than
 * the kept days back; the rows stay, so the counts per status stay. Returns how many were reduced.
 */
export async function reduceOldRegistrations(db: D1Database, now: Date): Promise<number> {
  const settings = await db
    .prepare("SELECT registration_keep_days AS days FROM general_settings ORDER BY id LIMIT 1")
    .first<{ days: number | null }>();
  const days = Number(settings?.days) > 0 ? Number(settings!.days) : DEFAULT_KEEP_DAYS;
  const cutoff = now.getTime() - days * DAY;
  const { results } = await db
    .prepare(
      `UPDATE event_registrations SET name = '', email = NULL, answers = NULL, cancel_key = '', reduced_at = ?1
       WHERE reduced_at IS NULL
         AND (event_id IN (SELECT id FROM events WHERE coalesce(ends_at, starts_at) < ?2)
           OR congress_event_id IN (SELECT id FROM congress_events WHERE coalesce(ends_at, starts_at) < ?2))
       RETURNING id`,
    )
    .bind(now.getTime(), cutoff)
    .all<{ id: number }>();
  return results.length;
}
