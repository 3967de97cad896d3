ALTER TABLE `contact_messages` ADD `lang` text DEFAULT 'de' NOT NULL;--> statement-breakpoint
ALTER TABLE `contact_replies` ADD `mailed_at` integer;--> statement-breakpoint
ALTER TABLE `general_settings` ADD `notify_email` text;--> statement-breakpoint
ALTER TABLE `general_settings` ADD `form_of_address` text DEFAULT 'sie' NOT NULL;--> statement-breakpoint
ALTER TABLE `general_settings` ADD `newsletter_promise_de` text;--> statement-breakpoint
ALTER TABLE `general_settings` ADD `newsletter_promise_en` text;--> statement-breakpoint
ALTER TABLE `user` ADD `admin_language` text DEFAULT 'de' NOT NULL;--> statement-breakpoint
-- Replies of kind 'email' written before this column were mailed when saved.
UPDATE `contact_replies` SET `mailed_at` = `created_at` WHERE `reply_type` = 'email';