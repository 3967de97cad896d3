ALTER TABLE `events` ADD `registration_mode` text DEFAULT 'external' NOT NULL;
--> statement-breakpoint
ALTER TABLE `events` ADD `registration_capacity` integer;
--> statement-breakpoint
ALTER TABLE `events` ADD `registration_waitlist` integer DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE `events` ADD `registration_deadline` integer;
--> statement-breakpoint
ALTER TABLE `events` ADD `registration_q1` text;
--> statement-breakpoint
ALTER TABLE `events` ADD `registration_q1_en` text;
--> statement-breakpoint
ALTER TABLE `events` ADD `registration_q1_choices` text;
--> statement-breakpoint
ALTER TABLE `events` ADD `registration_q1_choices_en` text;
--> statement-breakpoint
ALTER TABLE `events` ADD `registration_q2` text;
--> statement-breakpoint
ALTER TABLE `events` ADD `registration_q2_en` text;
--> statement-breakpoint
ALTER TABLE `events` ADD `registration_q2_choices` text;
--> statement-breakpoint
ALTER TABLE `events` ADD `registration_q2_choices_en` text;
--> statement-breakpoint
ALTER TABLE `events` ADD `registration_q3` text;
--> statement-breakpoint
ALTER TABLE `events` ADD `registration_q3_en` text;
--> statement-breakpoint
ALTER TABLE `events` ADD `registration_q3_choices` text;
--> statement-breakpoint
ALTER TABLE `events` ADD `registration_q3_choices_en` text;
--> statement-breakpoint
ALTER TABLE `events` ADD `registration_consent` text;
--> statement-breakpoint
ALTER TABLE `events` ADD `registration_consent_en` text;
--> statement-breakpoint
ALTER TABLE `congress_events` ADD `registration_mode` text DEFAULT 'external' NOT NULL;
--> statement-breakpoint
ALTER TABLE `congress_events` ADD `registration_capacity` integer;
--> statement-breakpoint
ALTER TABLE `congress_events` ADD `registration_waitlist` integer DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE `congress_events` ADD `registration_deadline` integer;
--> statement-breakpoint
ALTER TABLE `congress_events` ADD `registration_q1` text;
--> statement-breakpoint
ALTER TABLE `congress_events` ADD `registration_q1_en` text;
--> statement-breakpoint
ALTER TABLE `congress_events` ADD `registration_q1_choices` text;
--> statement-breakpoint
ALTER TABLE `congress_events` ADD `registration_q1_choices_en` text;
--> statement-breakpoint
ALTER TABLE `congress_events` ADD `registration_q2` text;
--> statement-breakpoint
ALTER TABLE `congress_events` ADD `registration_q2_en` text;
--> statement-breakpoint
ALTER TABLE `congress_events` ADD `registration_q2_choices` text;
--> statement-breakpoint
ALTER TABLE `congress_events` ADD `registration_q2_choices_en` text;
--> statement-breakpoint
ALTER TABLE `congress_events` ADD `registration_q3` text;
--> statement-breakpoint
ALTER TABLE `congress_events` ADD `registration_q3_en` text;
--> statement-breakpoint
ALTER TABLE `congress_events` ADD `registration_q3_choices` text;
--> statement-breakpoint
ALTER TABLE `congress_events` ADD `registration_q3_choices_en` text;
--> statement-breakpoint
ALTER TABLE `congress_events` ADD `registration_consent` text;
--> statement-breakpoint
ALTER TABLE `congress_events` ADD `registration_consent_en` text;
--> statement-breakpoint
CREATE TABLE `event_registrations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`event_id` integer,
	`congress_event_id` integer,
	`name` text NOT NULL,
	`email` text,
	`lang` text DEFAULT 'de' NOT NULL,
	`answers` text,
	`status` text NOT NULL,
	`cancel_key` text NOT NULL,
	`added_by_staff` integer DEFAULT false NOT NULL,
	`reminded_at` integer,
	`reduced_at` integer,
	`created_at` integer DEFAULT (cast((julianday('now') - 2440587.5) * 86400000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast((julianday('now') - 2440587.5) * 86400000 as integer)) NOT NULL,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`congress_event_id`) REFERENCES `congress_events`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `event_registrations_event_email_unique` ON `event_registrations` (`event_id`,`email`);
--> statement-breakpoint
CREATE UNIQUE INDEX `event_registrations_congress_email_unique` ON `event_registrations` (`congress_event_id`,`email`);
--> statement-breakpoint
CREATE INDEX `event_registrations_event_status_idx` ON `event_registrations` (`event_id`,`status`,`id`);
--> statement-breakpoint
CREATE INDEX `event_registrations_congress_status_idx` ON `event_registrations` (`congress_event_id`,`status`,`id`);
--> statement-breakpoint
ALTER TABLE `general_settings` ADD `registration_notify` integer DEFAULT true NOT NULL;
--> statement-breakpoint
ALTER TABLE `general_settings` ADD `registration_keep_days` integer DEFAULT 90 NOT NULL;
--> statement-breakpoint
ALTER TABLE `outbox_emails` ADD `attachments` text;
