CREATE TABLE `content_drafts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`type` text NOT NULL,
	`record_id` integer,
	`data` text NOT NULL,
	`label` text DEFAULT '' NOT NULL,
	`publish_at` integer,
	`unpublish_at` integer,
	`version` integer DEFAULT 1 NOT NULL,
	`updated_by` text DEFAULT '' NOT NULL,
	`created_at` integer DEFAULT (cast((julianday('now') - 2440587.5) * 86400000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast((julianday('now') - 2440587.5) * 86400000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `content_drafts_record_idx` ON `content_drafts` (`type`,`record_id`);--> statement-breakpoint
CREATE INDEX `content_drafts_publish_idx` ON `content_drafts` (`publish_at`);--> statement-breakpoint
CREATE TABLE `content_revisions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`type` text NOT NULL,
	`record_id` integer,
	`draft_id` integer,
	`action` text NOT NULL,
	`data` text NOT NULL,
	`actor_name` text DEFAULT '' NOT NULL,
	`created_at` integer DEFAULT (cast((julianday('now') - 2440587.5) * 86400000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `content_revisions_record_idx` ON `content_revisions` (`type`,`record_id`,`id`);--> statement-breakpoint
CREATE INDEX `content_revisions_draft_idx` ON `content_revisions` (`type`,`draft_id`);--> statement-breakpoint
CREATE TABLE `content_unpublish` (
	`type` text NOT NULL,
	`record_id` integer NOT NULL,
	`unpublish_at` integer NOT NULL,
	PRIMARY KEY(`type`, `record_id`)
);
--> statement-breakpoint
CREATE INDEX `content_unpublish_at_idx` ON `content_unpublish` (`unpublish_at`);