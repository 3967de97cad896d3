CREATE TABLE `wordpress_missing_images` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`item_guid` text NOT NULL,
	`type` text NOT NULL,
	`place` text NOT NULL,
	`source_url` text NOT NULL,
	`alt` text DEFAULT '' NOT NULL,
	`reason` text NOT NULL,
	`detail` text,
	`import_id` integer NOT NULL,
	`claim` text,
	`claimed_at` integer,
	`created_at` integer DEFAULT (cast((julianday('now') - 2440587.5) * 86400000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast((julianday('now') - 2440587.5) * 86400000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `wordpress_missing_images_use_idx` ON `wordpress_missing_images` (`item_guid`,`place`,`source_url`);--> statement-breakpoint
CREATE INDEX `wordpress_missing_images_source_idx` ON `wordpress_missing_images` (`source_url`);
