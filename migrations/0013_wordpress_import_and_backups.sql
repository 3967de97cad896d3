CREATE TABLE `legacy_addresses` (
	`path` text PRIMARY KEY NOT NULL,
	`target` text NOT NULL,
	`source` text NOT NULL,
	`created_at` integer DEFAULT (cast((julianday('now') - 2440587.5) * 86400000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `wordpress_imports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`file_key` text NOT NULL,
	`file_name` text NOT NULL,
	`file_size` integer NOT NULL,
	`status` text DEFAULT 'uploaded' NOT NULL,
	`summary` text,
	`options` text,
	`progress` text,
	`report` text,
	`error` text,
	`created_by` text,
	`created_at` integer DEFAULT (cast((julianday('now') - 2440587.5) * 86400000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast((julianday('now') - 2440587.5) * 86400000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `wordpress_items` (
	`guid` text PRIMARY KEY NOT NULL,
	`import_id` integer NOT NULL,
	`kind` text NOT NULL,
	`record_type` text,
	`record_id` integer,
	`outcome` text NOT NULL,
	`note` text,
	`updated_at` integer DEFAULT (cast((julianday('now') - 2440587.5) * 86400000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `wordpress_items_import_idx` ON `wordpress_items` (`import_id`);--> statement-breakpoint
ALTER TABLE `general_settings` ADD `backup_keep` integer DEFAULT 30 NOT NULL;