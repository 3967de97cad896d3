-- New contact messages notify the owner by default: at the notify address, else the contact address.
ALTER TABLE `general_settings` ADD `notify_contact_messages` integer DEFAULT true NOT NULL;
--> statement-breakpoint
-- A blog post's own date as a day (lists, feeds and the sitemap sort by it); every save writes it.
ALTER TABLE `blog_posts` ADD `published_on` text;--> statement-breakpoint
-- The dates the form and the importer write (dd.mm.yyyy) and ISO days; any other text counts from its row's day.
UPDATE `blog_posts` SET `published_on` = CASE
  WHEN `date` GLOB '[0-3][0-9].[01][0-9].[12][0-9][0-9][0-9]*' THEN substr(`date`, 7, 4) || '-' || substr(`date`, 4, 2) || '-' || substr(`date`, 1, 2)
  WHEN `date` GLOB '[12][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]*' THEN substr(`date`, 1, 10)
  ELSE strftime('%Y-%m-%d', `created_at` / 1000, 'unixepoch')
END;--> statement-breakpoint
CREATE INDEX `blog_posts_published_idx` ON `blog_posts` (`published_on`,`created_at`);
