CREATE TABLE `about_sections` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title_de` text NOT NULL,
	`title_en` text NOT NULL,
	`subtitle_de` text,
	`subtitle_en` text,
	`description_de` text NOT NULL,
	`description_en` text NOT NULL,
	`image_url` text NOT NULL,
	`background_image` text,
	`hero_background_image` text,
	`external_link` integer DEFAULT false NOT NULL,
	`external_url` text,
	`link_on_page` integer DEFAULT false NOT NULL,
	`display_order` integer DEFAULT 0 NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (cast((julianday('now') - 2440587.5) * 86400000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast((julianday('now') - 2440587.5) * 86400000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `about_sections_active_order_idx` ON `about_sections` (`is_active`,`display_order`);--> statement-breakpoint
CREATE TABLE `academy_courses` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`detailed_description` text,
	`instructor` text NOT NULL,
	`duration` text NOT NULL,
	`modules` integer DEFAULT 1 NOT NULL,
	`students` integer DEFAULT 0 NOT NULL,
	`price` text NOT NULL,
	`rating` real DEFAULT 4.5 NOT NULL,
	`image_url` text NOT NULL,
	`external_url` text NOT NULL,
	`featured` integer DEFAULT false NOT NULL,
	`show_details_button` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (cast((julianday('now') - 2440587.5) * 86400000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast((julianday('now') - 2440587.5) * 86400000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `academy_courses_slug_unique` ON `academy_courses` (`slug`);--> statement-breakpoint
CREATE INDEX `academy_courses_created_idx` ON `academy_courses` (`created_at`);--> statement-breakpoint
CREATE INDEX `academy_courses_featured_idx` ON `academy_courses` (`featured`);--> statement-breakpoint
CREATE TABLE `account` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`provider_id` text NOT NULL,
	`user_id` text NOT NULL,
	`access_token` text,
	`refresh_token` text,
	`id_token` text,
	`access_token_expires_at` integer,
	`refresh_token_expires_at` integer,
	`scope` text,
	`password` text,
	`created_at` integer DEFAULT (cast((julianday('now') - 2440587.5) * 86400000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast((julianday('now') - 2440587.5) * 86400000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `account_user_id_idx` ON `account` (`user_id`);--> statement-breakpoint
CREATE TABLE `blog_posts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`slug` text,
	`excerpt` text NOT NULL,
	`content` text,
	`category` text NOT NULL,
	`author` text NOT NULL,
	`date` text NOT NULL,
	`image_url` text NOT NULL,
	`featured` integer DEFAULT false NOT NULL,
	`external_url` text,
	`show_external_link` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (cast((julianday('now') - 2440587.5) * 86400000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast((julianday('now') - 2440587.5) * 86400000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `blog_posts_slug_unique` ON `blog_posts` (`slug`);--> statement-breakpoint
CREATE INDEX `blog_posts_created_idx` ON `blog_posts` (`created_at`);--> statement-breakpoint
CREATE INDEX `blog_posts_featured_created_idx` ON `blog_posts` (`featured`,`created_at`);--> statement-breakpoint
CREATE TABLE `community_features` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`detail_description` text,
	`icon_name` text NOT NULL,
	`image_url` text NOT NULL,
	`external_url` text NOT NULL,
	`created_at` integer DEFAULT (cast((julianday('now') - 2440587.5) * 86400000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast((julianday('now') - 2440587.5) * 86400000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `community_features_created_idx` ON `community_features` (`created_at`);--> statement-breakpoint
CREATE TABLE `community_posts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`author` text NOT NULL,
	`time_text` text NOT NULL,
	`content` text NOT NULL,
	`likes` integer DEFAULT 0 NOT NULL,
	`comments` integer DEFAULT 0 NOT NULL,
	`category` text NOT NULL,
	`external_url` text NOT NULL,
	`created_at` integer DEFAULT (cast((julianday('now') - 2440587.5) * 86400000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `community_posts_created_idx` ON `community_posts` (`created_at`);--> statement-breakpoint
CREATE TABLE `community_stats` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`stat_key` text NOT NULL,
	`stat_value` text NOT NULL,
	`stat_label_de` text NOT NULL,
	`stat_label_en` text NOT NULL,
	`icon_name` text NOT NULL,
	`display_order` integer DEFAULT 0 NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`updated_at` integer DEFAULT (cast((julianday('now') - 2440587.5) * 86400000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `community_stats_active_order_idx` ON `community_stats` (`is_active`,`display_order`);--> statement-breakpoint
CREATE TABLE `congress_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`subtitle` text NOT NULL,
	`description` text NOT NULL,
	`date_text` text NOT NULL,
	`location` text NOT NULL,
	`tickets_text` text NOT NULL,
	`image_url` text NOT NULL,
	`video` text,
	`external_url` text NOT NULL,
	`created_at` integer DEFAULT (cast((julianday('now') - 2440587.5) * 86400000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast((julianday('now') - 2440587.5) * 86400000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `congress_events_created_idx` ON `congress_events` (`created_at`);--> statement-breakpoint
CREATE TABLE `congress_speakers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`congress_event_id` integer NOT NULL,
	`name` text NOT NULL,
	`title` text NOT NULL,
	`bio` text NOT NULL,
	`image_url` text NOT NULL,
	`created_at` integer DEFAULT (cast((julianday('now') - 2440587.5) * 86400000 as integer)) NOT NULL,
	FOREIGN KEY (`congress_event_id`) REFERENCES `congress_events`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `congress_speakers_congress_idx` ON `congress_speakers` (`congress_event_id`);--> statement-breakpoint
CREATE TABLE `contact_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text,
	`company` text,
	`website` text,
	`message` text NOT NULL,
	`created_at` integer DEFAULT (cast((julianday('now') - 2440587.5) * 86400000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `contact_messages_created_idx` ON `contact_messages` (`created_at`);--> statement-breakpoint
CREATE TABLE `contact_replies` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`contact_message_id` integer NOT NULL,
	`admin_user_id` text,
	`reply_message` text NOT NULL,
	`reply_type` text DEFAULT 'email' NOT NULL,
	`created_at` integer DEFAULT (cast((julianday('now') - 2440587.5) * 86400000 as integer)) NOT NULL,
	FOREIGN KEY (`contact_message_id`) REFERENCES `contact_messages`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`admin_user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `contact_replies_message_created_idx` ON `contact_replies` (`contact_message_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `event_organizers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`event_event_id` integer NOT NULL,
	`name` text NOT NULL,
	`title` text NOT NULL,
	`bio` text NOT NULL,
	`image_url` text NOT NULL,
	`created_at` integer DEFAULT (cast((julianday('now') - 2440587.5) * 86400000 as integer)) NOT NULL,
	FOREIGN KEY (`event_event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `event_organizers_event_idx` ON `event_organizers` (`event_event_id`);--> statement-breakpoint
CREATE TABLE `events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text,
	`title` text NOT NULL,
	`subtitle` text NOT NULL,
	`description` text NOT NULL,
	`detail_description` text,
	`date_text` text NOT NULL,
	`location` text NOT NULL,
	`tickets_text` text NOT NULL,
	`image_url` text NOT NULL,
	`video` text,
	`external_url` text NOT NULL,
	`featured` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (cast((julianday('now') - 2440587.5) * 86400000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast((julianday('now') - 2440587.5) * 86400000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `events_slug_unique` ON `events` (`slug`);--> statement-breakpoint
CREATE INDEX `events_created_idx` ON `events` (`created_at`);--> statement-breakpoint
CREATE INDEX `events_featured_created_idx` ON `events` (`featured`,`created_at`);--> statement-breakpoint
CREATE TABLE `general_settings` (
	`id` integer PRIMARY KEY NOT NULL,
	`video_index` text,
	`jetzt_sarten` text,
	`event_video` text,
	`congress_video` text,
	`academy_video` text,
	`logo_short` text DEFAULT 'BH' NOT NULL,
	`logo_full` text,
	`logo_domain` text,
	`use_logo_full_in_navbar` integer DEFAULT true NOT NULL,
	`use_logo_full_in_footer` integer DEFAULT true NOT NULL,
	`contact_email` text,
	`contact_phone` text,
	`contact_location_de` text,
	`contact_location_en` text,
	`company_name` text,
	`address_street` text,
	`address_city` text,
	`response_time_de` text,
	`response_time_en` text,
	`slogan_de` text,
	`slogan_en` text,
	`main_sections_grid_columns` integer DEFAULT 3 NOT NULL,
	`updated_at` integer DEFAULT (cast((julianday('now') - 2440587.5) * 86400000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `hero_sections` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`background_image` text NOT NULL,
	`header_de` text NOT NULL,
	`header_en` text NOT NULL,
	`subheader_de` text NOT NULL,
	`subheader_en` text NOT NULL,
	`text_de` text NOT NULL,
	`text_en` text NOT NULL,
	`button_text_de` text NOT NULL,
	`button_text_en` text NOT NULL,
	`button_link` text NOT NULL,
	`button_target` text DEFAULT '_blank' NOT NULL,
	`video_url` text,
	`display_duration` integer DEFAULT 5000 NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (cast((julianday('now') - 2440587.5) * 86400000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `hero_sections_active_created_idx` ON `hero_sections` (`is_active`,`created_at`);--> statement-breakpoint
CREATE TABLE `index_sections` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title_de` text NOT NULL,
	`title_en` text NOT NULL,
	`subtitle_de` text,
	`subtitle_en` text,
	`description_de` text NOT NULL,
	`description_en` text NOT NULL,
	`background_image` text,
	`content_image` text NOT NULL,
	`layout` text DEFAULT 'text-left' NOT NULL,
	`has_external_link` integer DEFAULT false NOT NULL,
	`external_link` text,
	`link_on_page` integer DEFAULT false NOT NULL,
	`display_order` integer DEFAULT 0 NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`show_on_home` integer DEFAULT true NOT NULL,
	`show_on_blog` integer DEFAULT false NOT NULL,
	`show_on_projects` integer DEFAULT false NOT NULL,
	`show_on_shop` integer DEFAULT false NOT NULL,
	`show_on_academy` integer DEFAULT false NOT NULL,
	`show_on_congress` integer DEFAULT false NOT NULL,
	`show_on_events` integer DEFAULT false NOT NULL,
	`show_on_services` integer DEFAULT false NOT NULL,
	`show_on_about` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (cast((julianday('now') - 2440587.5) * 86400000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast((julianday('now') - 2440587.5) * 86400000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `index_sections_active_order_idx` ON `index_sections` (`is_active`,`display_order`);--> statement-breakpoint
CREATE TABLE `legal_pages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`page_key` text NOT NULL,
	`title_de` text NOT NULL,
	`title_en` text NOT NULL,
	`content_de` text NOT NULL,
	`content_en` text NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`updated_at` integer DEFAULT (cast((julianday('now') - 2440587.5) * 86400000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `legal_pages_page_key_unique` ON `legal_pages` (`page_key`);--> statement-breakpoint
CREATE TABLE `link_clicks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`link_id` integer NOT NULL,
	`clicked_at` integer DEFAULT (cast((julianday('now') - 2440587.5) * 86400000 as integer)) NOT NULL,
	`referrer_host` text,
	`country` text,
	`device` text DEFAULT 'unknown' NOT NULL,
	`is_bot` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`link_id`) REFERENCES `redirect_links`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `link_clicks_link_clicked_idx` ON `link_clicks` (`link_id`,`clicked_at`);--> statement-breakpoint
CREATE TABLE `main_sections` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title_de` text NOT NULL,
	`title_en` text NOT NULL,
	`description_de` text NOT NULL,
	`description_en` text NOT NULL,
	`icon_name` text DEFAULT 'Users' NOT NULL,
	`image_url` text NOT NULL,
	`link_path` text NOT NULL,
	`display_order` integer DEFAULT 0 NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`updated_at` integer DEFAULT (cast((julianday('now') - 2440587.5) * 86400000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `main_sections_active_order_idx` ON `main_sections` (`is_active`,`display_order`);--> statement-breakpoint
CREATE TABLE `navigation_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name_de` text NOT NULL,
	`name_en` text NOT NULL,
	`href` text NOT NULL,
	`display_order` integer DEFAULT 0 NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`show_in_navbar` integer DEFAULT true NOT NULL,
	`is_footer` integer DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE INDEX `navigation_items_active_order_idx` ON `navigation_items` (`is_active`,`display_order`);--> statement-breakpoint
CREATE TABLE `newsletter_subscriptions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`name` text,
	`website` text,
	`is_active` integer DEFAULT true NOT NULL,
	`subscribed_at` integer DEFAULT (cast((julianday('now') - 2440587.5) * 86400000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_subscriptions_email_unique` ON `newsletter_subscriptions` (`email`);--> statement-breakpoint
CREATE INDEX `newsletter_subscriptions_subscribed_idx` ON `newsletter_subscriptions` (`subscribed_at`);--> statement-breakpoint
CREATE TABLE `outbox_emails` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`to` text NOT NULL,
	`subject` text NOT NULL,
	`text` text NOT NULL,
	`html` text,
	`created_at` integer DEFAULT (cast((julianday('now') - 2440587.5) * 86400000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `outbox_emails_created_idx` ON `outbox_emails` (`created_at`);--> statement-breakpoint
CREATE TABLE `page_contents` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`page_key` text NOT NULL,
	`title_de` text NOT NULL,
	`title_en` text NOT NULL,
	`subtitle_de` text,
	`subtitle_en` text,
	`description_de` text NOT NULL,
	`description_en` text NOT NULL,
	`hero_background_image` text,
	`is_active` integer DEFAULT true NOT NULL,
	`updated_at` integer DEFAULT (cast((julianday('now') - 2440587.5) * 86400000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `page_contents_page_key_unique` ON `page_contents` (`page_key`);--> statement-breakpoint
CREATE TABLE `projects` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`image_url` text NOT NULL,
	`hero_background_image` text,
	`project_url` text NOT NULL,
	`skills` text DEFAULT '[]' NOT NULL,
	`featured` integer DEFAULT false NOT NULL,
	`display_order` integer DEFAULT 0 NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (cast((julianday('now') - 2440587.5) * 86400000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `projects_active_order_idx` ON `projects` (`is_active`,`display_order`);--> statement-breakpoint
CREATE INDEX `projects_featured_idx` ON `projects` (`featured`);--> statement-breakpoint
CREATE TABLE `rate_limits` (
	`key` text PRIMARY KEY NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	`window_start` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `redirect_links` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`short_code` text NOT NULL,
	`target_url` text NOT NULL,
	`description` text,
	`detailed_description` text,
	`image_url` text,
	`is_active` integer DEFAULT true NOT NULL,
	`redirect_active` integer DEFAULT true NOT NULL,
	`display_order` integer DEFAULT 0 NOT NULL,
	`click_count` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (cast((julianday('now') - 2440587.5) * 86400000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast((julianday('now') - 2440587.5) * 86400000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `redirect_links_short_code_unique` ON `redirect_links` (`short_code`);--> statement-breakpoint
CREATE INDEX `redirect_links_active_order_idx` ON `redirect_links` (`is_active`,`display_order`);--> statement-breakpoint
CREATE TABLE `service_details` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`title_de` text NOT NULL,
	`title_en` text NOT NULL,
	`subtitle_de` text,
	`subtitle_en` text,
	`description_de` text NOT NULL,
	`description_en` text NOT NULL,
	`image_url` text,
	`is_active` integer DEFAULT true NOT NULL,
	`display_order` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (cast((julianday('now') - 2440587.5) * 86400000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `service_details_slug_unique` ON `service_details` (`slug`);--> statement-breakpoint
CREATE INDEX `service_details_active_order_idx` ON `service_details` (`is_active`,`display_order`);--> statement-breakpoint
CREATE TABLE `services` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title_de` text NOT NULL,
	`title_en` text NOT NULL,
	`subtitle_de` text,
	`subtitle_en` text,
	`description_de` text NOT NULL,
	`description_en` text NOT NULL,
	`image_url` text NOT NULL,
	`background_image` text,
	`hero_background_image` text,
	`external_url` text,
	`link_on_page` integer DEFAULT false NOT NULL,
	`display_order` integer DEFAULT 0 NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (cast((julianday('now') - 2440587.5) * 86400000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast((julianday('now') - 2440587.5) * 86400000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `services_active_order_idx` ON `services` (`is_active`,`display_order`);--> statement-breakpoint
CREATE TABLE `session` (
	`id` text PRIMARY KEY NOT NULL,
	`expires_at` integer NOT NULL,
	`token` text NOT NULL,
	`created_at` integer DEFAULT (cast((julianday('now') - 2440587.5) * 86400000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast((julianday('now') - 2440587.5) * 86400000 as integer)) NOT NULL,
	`ip_address` text,
	`user_agent` text,
	`user_id` text NOT NULL,
	`impersonated_by` text,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `session_token_unique` ON `session` (`token`);--> statement-breakpoint
CREATE INDEX `session_user_id_idx` ON `session` (`user_id`);--> statement-breakpoint
CREATE TABLE `shop_products` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text,
	`name` text NOT NULL,
	`description` text NOT NULL,
	`detailed_description` text,
	`category` text NOT NULL,
	`price` text NOT NULL,
	`rating` real DEFAULT 4.5 NOT NULL,
	`image_url` text NOT NULL,
	`external_url` text NOT NULL,
	`featured` integer DEFAULT false NOT NULL,
	`show_details_button` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (cast((julianday('now') - 2440587.5) * 86400000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast((julianday('now') - 2440587.5) * 86400000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `shop_products_slug_unique` ON `shop_products` (`slug`);--> statement-breakpoint
CREATE INDEX `shop_products_created_idx` ON `shop_products` (`created_at`);--> statement-breakpoint
CREATE INDEX `shop_products_featured_created_idx` ON `shop_products` (`featured`,`created_at`);--> statement-breakpoint
CREATE TABLE `user` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`email_verified` integer DEFAULT false NOT NULL,
	`image` text,
	`created_at` integer DEFAULT (cast((julianday('now') - 2440587.5) * 86400000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast((julianday('now') - 2440587.5) * 86400000 as integer)) NOT NULL,
	`role` text DEFAULT 'user',
	`banned` integer DEFAULT false,
	`ban_reason` text,
	`ban_expires` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `user_email_unique` ON `user` (`email`);--> statement-breakpoint
CREATE TABLE `verification` (
	`id` text PRIMARY KEY NOT NULL,
	`identifier` text NOT NULL,
	`value` text NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` integer DEFAULT (cast((julianday('now') - 2440587.5) * 86400000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast((julianday('now') - 2440587.5) * 86400000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `verification_identifier_idx` ON `verification` (`identifier`);