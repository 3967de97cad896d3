ALTER TABLE `contact_messages` ADD `suspected_spam` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX `contact_messages_spam_created_idx` ON `contact_messages` (`suspected_spam`,`created_at`);--> statement-breakpoint
CREATE TABLE `operation_locks` (
	`name` text PRIMARY KEY NOT NULL,
	`holder` text NOT NULL,
	`expires_at` integer NOT NULL
);
