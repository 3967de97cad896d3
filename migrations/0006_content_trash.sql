CREATE TABLE `content_trash` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`type` text NOT NULL,
	`table_name` text NOT NULL,
	`record_id` integer NOT NULL,
	`label` text DEFAULT '' NOT NULL,
	`slug` text,
	`data` text NOT NULL,
	`children` text DEFAULT '[]' NOT NULL,
	`deleted_by` text DEFAULT '' NOT NULL,
	`deleted_at` integer DEFAULT (cast((julianday('now') - 2440587.5) * 86400000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `content_trash_deleted_idx` ON `content_trash` (`deleted_at`);--> statement-breakpoint
CREATE INDEX `content_trash_slug_idx` ON `content_trash` (`table_name`,`slug`);