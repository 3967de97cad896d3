ALTER TABLE `congress_events` ADD `starts_at` integer;--> statement-breakpoint
ALTER TABLE `congress_events` ADD `ends_at` integer;