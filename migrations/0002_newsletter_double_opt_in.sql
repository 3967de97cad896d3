CREATE TABLE `newsletter_campaign_recipients` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`campaign_id` integer NOT NULL,
	`subscription_id` integer,
	`lang` text DEFAULT 'de' NOT NULL,
	`status` text DEFAULT 'queued' NOT NULL,
	`error` text,
	`claimed_at` integer,
	`sent_at` integer,
	`unsubscribed_at` integer,
	FOREIGN KEY (`campaign_id`) REFERENCES `newsletter_campaigns`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`subscription_id`) REFERENCES `newsletter_subscriptions`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_campaign_recipients_unique` ON `newsletter_campaign_recipients` (`campaign_id`,`subscription_id`);--> statement-breakpoint
CREATE INDEX `newsletter_campaign_recipients_status_idx` ON `newsletter_campaign_recipients` (`campaign_id`,`status`);--> statement-breakpoint
CREATE TABLE `newsletter_campaigns` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`subject_de` text DEFAULT '' NOT NULL,
	`subject_en` text DEFAULT '' NOT NULL,
	`preheader_de` text DEFAULT '' NOT NULL,
	`preheader_en` text DEFAULT '' NOT NULL,
	`body_de` text DEFAULT '' NOT NULL,
	`body_en` text DEFAULT '' NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`audience` text,
	`created_at` integer DEFAULT (cast((julianday('now') - 2440587.5) * 86400000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast((julianday('now') - 2440587.5) * 86400000 as integer)) NOT NULL,
	`sent_at` integer,
	`finished_at` integer
);
--> statement-breakpoint
ALTER TABLE `newsletter_subscriptions` ADD `status` text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE `newsletter_subscriptions` ADD `lang` text DEFAULT 'de' NOT NULL;--> statement-breakpoint
ALTER TABLE `newsletter_subscriptions` ADD `consent_requested_at` integer;--> statement-breakpoint
ALTER TABLE `newsletter_subscriptions` ADD `consent_page` text;--> statement-breakpoint
ALTER TABLE `newsletter_subscriptions` ADD `consent_text` text;--> statement-breakpoint
ALTER TABLE `newsletter_subscriptions` ADD `consent_version` text;--> statement-breakpoint
ALTER TABLE `newsletter_subscriptions` ADD `confirmed_at` integer;--> statement-breakpoint
ALTER TABLE `newsletter_subscriptions` ADD `unsubscribed_at` integer;--> statement-breakpoint
CREATE INDEX `newsletter_subscriptions_status_idx` ON `newsletter_subscriptions` (`status`,`lang`);--> statement-breakpoint
ALTER TABLE `outbox_emails` ADD `headers` text;