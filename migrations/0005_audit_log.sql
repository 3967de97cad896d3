CREATE TABLE `audit_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`at` integer DEFAULT (cast((julianday('now') - 2440587.5) * 86400000 as integer)) NOT NULL,
	`actor_id` text,
	`actor_name` text DEFAULT '' NOT NULL,
	`actor_role` text DEFAULT '' NOT NULL,
	`type` text NOT NULL,
	`record_id` text,
	`action` text NOT NULL,
	`changes` text DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE INDEX `audit_log_at_idx` ON `audit_log` (`at`);--> statement-breakpoint
CREATE INDEX `audit_log_actor_idx` ON `audit_log` (`actor_id`,`at`);--> statement-breakpoint
CREATE INDEX `audit_log_type_idx` ON `audit_log` (`type`,`at`);