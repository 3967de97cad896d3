/**
 * The Worker's cron triggers. wrangler.toml [triggers] lists the same expressions; Cloudflare hands
 * the matching one to scheduled() in workers/app.ts, which runs every job of that schedule.
 */
export const DAILY_CRON = "17 3 * * *";

/** Every minute: the editorial workflow's scheduled publishing and unpublishing. */
export const EVERY_MINUTE_CRON = "* * * * *";
