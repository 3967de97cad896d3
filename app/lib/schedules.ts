/**
 * The Worker's cron triggers. wrangler.toml [triggers] lists the same expressions; Cloudflare hands
 * the matching one to scheduled() in workers/app.ts, which runs every job of that schedule.
 */
export const DAILY_CRON = "17 3 * * *";
