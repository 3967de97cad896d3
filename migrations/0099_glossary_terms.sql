-- A glossary: one term a page, German and English (a demonstration type of issue 49, removed again).
CREATE TABLE `glossary_terms` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`slug_en` text,
	`term` text NOT NULL,
	`term_en` text,
	`definition` text NOT NULL,
	`definition_en` text,
	`seo_title` text,
	`seo_title_en` text,
	`seo_description` text,
	`seo_description_en` text,
	`og_image` text,
	`noindex` integer DEFAULT false NOT NULL,
	`display_order` integer DEFAULT 0 NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (cast((julianday('now') - 2440587.5) * 86400000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast((julianday('now') - 2440587.5) * 86400000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `glossary_terms_slug_unique` ON `glossary_terms` (`slug`);--> statement-breakpoint
CREATE UNIQUE INDEX `glossary_terms_slug_en_unique` ON `glossary_terms` (`slug_en`);--> statement-breakpoint
CREATE INDEX `glossary_terms_active_order_idx` ON `glossary_terms` (`is_active`,`display_order`);
