CREATE TABLE `slug_history` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`type` text NOT NULL,
	`lang` text NOT NULL,
	`old_slug` text NOT NULL,
	`record_id` integer NOT NULL,
	`created_at` integer DEFAULT (cast((julianday('now') - 2440587.5) * 86400000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `slug_history_slug_idx` ON `slug_history` (`type`,`lang`,`old_slug`);--> statement-breakpoint
CREATE INDEX `slug_history_record_idx` ON `slug_history` (`type`,`record_id`);--> statement-breakpoint
ALTER TABLE `academy_courses` ADD `slug_en` text;--> statement-breakpoint
ALTER TABLE `academy_courses` ADD `title_en` text;--> statement-breakpoint
ALTER TABLE `academy_courses` ADD `description_en` text;--> statement-breakpoint
ALTER TABLE `academy_courses` ADD `detailed_description_en` text;--> statement-breakpoint
ALTER TABLE `academy_courses` ADD `duration_en` text;--> statement-breakpoint
ALTER TABLE `academy_courses` ADD `seo_title` text;--> statement-breakpoint
ALTER TABLE `academy_courses` ADD `seo_title_en` text;--> statement-breakpoint
ALTER TABLE `academy_courses` ADD `seo_description` text;--> statement-breakpoint
ALTER TABLE `academy_courses` ADD `seo_description_en` text;--> statement-breakpoint
ALTER TABLE `academy_courses` ADD `og_image` text;--> statement-breakpoint
ALTER TABLE `academy_courses` ADD `noindex` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `academy_courses_slug_en_unique` ON `academy_courses` (`slug_en`);--> statement-breakpoint
ALTER TABLE `blog_posts` ADD `title_en` text;--> statement-breakpoint
ALTER TABLE `blog_posts` ADD `slug_en` text;--> statement-breakpoint
ALTER TABLE `blog_posts` ADD `excerpt_en` text;--> statement-breakpoint
ALTER TABLE `blog_posts` ADD `content_en` text;--> statement-breakpoint
ALTER TABLE `blog_posts` ADD `category_en` text;--> statement-breakpoint
ALTER TABLE `blog_posts` ADD `seo_title` text;--> statement-breakpoint
ALTER TABLE `blog_posts` ADD `seo_title_en` text;--> statement-breakpoint
ALTER TABLE `blog_posts` ADD `seo_description` text;--> statement-breakpoint
ALTER TABLE `blog_posts` ADD `seo_description_en` text;--> statement-breakpoint
ALTER TABLE `blog_posts` ADD `og_image` text;--> statement-breakpoint
ALTER TABLE `blog_posts` ADD `noindex` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `blog_posts_slug_en_unique` ON `blog_posts` (`slug_en`);--> statement-breakpoint
ALTER TABLE `community_features` ADD `title_en` text;--> statement-breakpoint
ALTER TABLE `community_features` ADD `description_en` text;--> statement-breakpoint
ALTER TABLE `community_features` ADD `detail_description_en` text;--> statement-breakpoint
ALTER TABLE `community_posts` ADD `time_text_en` text;--> statement-breakpoint
ALTER TABLE `community_posts` ADD `content_en` text;--> statement-breakpoint
ALTER TABLE `community_posts` ADD `category_en` text;--> statement-breakpoint
ALTER TABLE `congress_events` ADD `title_en` text;--> statement-breakpoint
ALTER TABLE `congress_events` ADD `subtitle_en` text;--> statement-breakpoint
ALTER TABLE `congress_events` ADD `description_en` text;--> statement-breakpoint
ALTER TABLE `congress_events` ADD `date_text_en` text;--> statement-breakpoint
ALTER TABLE `congress_events` ADD `location_en` text;--> statement-breakpoint
ALTER TABLE `congress_events` ADD `tickets_text_en` text;--> statement-breakpoint
ALTER TABLE `congress_speakers` ADD `title_en` text;--> statement-breakpoint
ALTER TABLE `congress_speakers` ADD `bio_en` text;--> statement-breakpoint
ALTER TABLE `event_organizers` ADD `title_en` text;--> statement-breakpoint
ALTER TABLE `event_organizers` ADD `bio_en` text;--> statement-breakpoint
ALTER TABLE `events` ADD `slug_en` text;--> statement-breakpoint
ALTER TABLE `events` ADD `title_en` text;--> statement-breakpoint
ALTER TABLE `events` ADD `subtitle_en` text;--> statement-breakpoint
ALTER TABLE `events` ADD `description_en` text;--> statement-breakpoint
ALTER TABLE `events` ADD `detail_description_en` text;--> statement-breakpoint
ALTER TABLE `events` ADD `date_text_en` text;--> statement-breakpoint
ALTER TABLE `events` ADD `location_en` text;--> statement-breakpoint
ALTER TABLE `events` ADD `tickets_text_en` text;--> statement-breakpoint
ALTER TABLE `events` ADD `starts_at` integer;--> statement-breakpoint
ALTER TABLE `events` ADD `ends_at` integer;--> statement-breakpoint
ALTER TABLE `events` ADD `place_name` text;--> statement-breakpoint
ALTER TABLE `events` ADD `place_address` text;--> statement-breakpoint
ALTER TABLE `events` ADD `seo_title` text;--> statement-breakpoint
ALTER TABLE `events` ADD `seo_title_en` text;--> statement-breakpoint
ALTER TABLE `events` ADD `seo_description` text;--> statement-breakpoint
ALTER TABLE `events` ADD `seo_description_en` text;--> statement-breakpoint
ALTER TABLE `events` ADD `og_image` text;--> statement-breakpoint
ALTER TABLE `events` ADD `noindex` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `events_slug_en_unique` ON `events` (`slug_en`);--> statement-breakpoint
ALTER TABLE `page_contents` ADD `seo_title` text;--> statement-breakpoint
ALTER TABLE `page_contents` ADD `seo_title_en` text;--> statement-breakpoint
ALTER TABLE `page_contents` ADD `seo_description` text;--> statement-breakpoint
ALTER TABLE `page_contents` ADD `seo_description_en` text;--> statement-breakpoint
ALTER TABLE `page_contents` ADD `og_image` text;--> statement-breakpoint
ALTER TABLE `page_contents` ADD `noindex` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `projects` ADD `title_en` text;--> statement-breakpoint
ALTER TABLE `projects` ADD `description_en` text;--> statement-breakpoint
ALTER TABLE `service_details` ADD `seo_title` text;--> statement-breakpoint
ALTER TABLE `service_details` ADD `seo_title_en` text;--> statement-breakpoint
ALTER TABLE `service_details` ADD `seo_description` text;--> statement-breakpoint
ALTER TABLE `service_details` ADD `seo_description_en` text;--> statement-breakpoint
ALTER TABLE `service_details` ADD `og_image` text;--> statement-breakpoint
ALTER TABLE `service_details` ADD `noindex` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `shop_products` ADD `slug_en` text;--> statement-breakpoint
ALTER TABLE `shop_products` ADD `name_en` text;--> statement-breakpoint
ALTER TABLE `shop_products` ADD `description_en` text;--> statement-breakpoint
ALTER TABLE `shop_products` ADD `detailed_description_en` text;--> statement-breakpoint
ALTER TABLE `shop_products` ADD `category_en` text;--> statement-breakpoint
ALTER TABLE `shop_products` ADD `seo_title` text;--> statement-breakpoint
ALTER TABLE `shop_products` ADD `seo_title_en` text;--> statement-breakpoint
ALTER TABLE `shop_products` ADD `seo_description` text;--> statement-breakpoint
ALTER TABLE `shop_products` ADD `seo_description_en` text;--> statement-breakpoint
ALTER TABLE `shop_products` ADD `og_image` text;--> statement-breakpoint
ALTER TABLE `shop_products` ADD `noindex` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `shop_products_slug_en_unique` ON `shop_products` (`slug_en`);