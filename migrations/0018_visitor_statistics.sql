CREATE TABLE `page_view_days` (
	`day` text PRIMARY KEY NOT NULL,
	`views` integer DEFAULT 0 NOT NULL,
	`visitors` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `page_view_day_dims` (
	`day` text NOT NULL,
	`kind` text NOT NULL,
	`value` text NOT NULL,
	`views` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`day`, `kind`, `value`)
);
--> statement-breakpoint
CREATE INDEX `page_view_day_dims_kind_value_idx` ON `page_view_day_dims` (`kind`,`value`,`day`);--> statement-breakpoint
CREATE TABLE `page_view_visitors` (
	`day` text NOT NULL,
	`visitor` text NOT NULL,
	PRIMARY KEY(`day`, `visitor`)
);
--> statement-breakpoint
CREATE TABLE `page_view_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`received_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `page_view_messages_received_idx` ON `page_view_messages` (`received_at`);--> statement-breakpoint
ALTER TABLE `general_settings` ADD `statistics_keep_days` integer DEFAULT 730 NOT NULL;
