CREATE TABLE `link_click_day_dims` (
	`link_id` integer NOT NULL,
	`day` text NOT NULL,
	`kind` text NOT NULL,
	`value` text NOT NULL,
	`clicks` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`link_id`, `day`, `kind`, `value`),
	FOREIGN KEY (`link_id`) REFERENCES `redirect_links`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `link_click_days` (
	`link_id` integer NOT NULL,
	`day` text NOT NULL,
	`clicks` integer DEFAULT 0 NOT NULL,
	`visitors` integer DEFAULT 0 NOT NULL,
	`bot_clicks` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`link_id`, `day`),
	FOREIGN KEY (`link_id`) REFERENCES `redirect_links`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `visitor_salts` (
	`day` text PRIMARY KEY NOT NULL,
	`salt` text NOT NULL
);
--> statement-breakpoint
ALTER TABLE `link_clicks` ADD `click_id` text;--> statement-breakpoint
ALTER TABLE `link_clicks` ADD `visitor_hash` text;--> statement-breakpoint
CREATE UNIQUE INDEX `link_clicks_click_id_idx` ON `link_clicks` (`click_id`);--> statement-breakpoint
CREATE INDEX `link_clicks_link_visitor_idx` ON `link_clicks` (`link_id`,`visitor_hash`);--> statement-breakpoint
ALTER TABLE `redirect_links` ADD `starts_at` integer;--> statement-breakpoint
ALTER TABLE `redirect_links` ADD `expires_at` integer;--> statement-breakpoint
ALTER TABLE `redirect_links` ADD `expired_url` text;--> statement-breakpoint
-- Backfill (hand-written, keep at merge): the daily rollups of the clicks recorded so far, by calendar
-- day in Europe/Berlin (CET; CEST from the last Sunday of March 01:00 UTC to the last Sunday of October
-- 01:00 UTC). Visitors are 0: older rows carry no visitor hash.
WITH `_click_days` AS (
  SELECT c.link_id, c.is_bot, COALESCE(c.referrer_host, '') AS referrer, COALESCE(c.country, '') AS country, c.device,
    date(c.clicked_at / 1000, 'unixepoch',
      CASE WHEN datetime(c.clicked_at / 1000, 'unixepoch') >= datetime(date(strftime('%Y', c.clicked_at / 1000, 'unixepoch') || '-03-31', '-6 days', 'weekday 0'), '+1 hour')
            AND datetime(c.clicked_at / 1000, 'unixepoch') < datetime(date(strftime('%Y', c.clicked_at / 1000, 'unixepoch') || '-10-31', '-6 days', 'weekday 0'), '+1 hour')
           THEN '+2 hours' ELSE '+1 hour' END) AS day
  FROM `link_clicks` c
)
INSERT INTO `link_click_days` (`link_id`, `day`, `clicks`, `visitors`, `bot_clicks`)
SELECT link_id, day, SUM(is_bot = 0), 0, SUM(is_bot = 1) FROM `_click_days` GROUP BY link_id, day;--> statement-breakpoint
WITH `_click_days` AS (
  SELECT c.link_id, c.is_bot, COALESCE(c.referrer_host, '') AS referrer, COALESCE(c.country, '') AS country, c.device,
    date(c.clicked_at / 1000, 'unixepoch',
      CASE WHEN datetime(c.clicked_at / 1000, 'unixepoch') >= datetime(date(strftime('%Y', c.clicked_at / 1000, 'unixepoch') || '-03-31', '-6 days', 'weekday 0'), '+1 hour')
            AND datetime(c.clicked_at / 1000, 'unixepoch') < datetime(date(strftime('%Y', c.clicked_at / 1000, 'unixepoch') || '-10-31', '-6 days', 'weekday 0'), '+1 hour')
           THEN '+2 hours' ELSE '+1 hour' END) AS day
  FROM `link_clicks` c
)
INSERT INTO `link_click_day_dims` (`link_id`, `day`, `kind`, `value`, `clicks`)
SELECT link_id, day, 'referrer', referrer, COUNT(*) FROM `_click_days` WHERE is_bot = 0 GROUP BY link_id, day, referrer
UNION ALL SELECT link_id, day, 'country', country, COUNT(*) FROM `_click_days` WHERE is_bot = 0 GROUP BY link_id, day, country
UNION ALL SELECT link_id, day, 'device', device, COUNT(*) FROM `_click_days` WHERE is_bot = 0 GROUP BY link_id, day, device;
