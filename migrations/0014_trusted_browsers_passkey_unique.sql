-- Two passkeys must never share a credential id: sign-in would pick whichever row comes first. Rows
-- that already share one keep the oldest (the one sign-in has been using) before the index is made.
DELETE FROM `passkey` WHERE `rowid` NOT IN (SELECT min(`rowid`) FROM `passkey` GROUP BY `credential_id`);--> statement-breakpoint
DROP INDEX IF EXISTS `passkey_credential_id_idx`;--> statement-breakpoint
CREATE UNIQUE INDEX `passkey_credential_id_unique` ON `passkey` (`credential_id`);--> statement-breakpoint
CREATE TABLE `trusted_browser` (
	`identifier` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`user_agent` text,
	`location` text,
	`created_at` integer NOT NULL,
	`last_used_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `trusted_browser_user_id_idx` ON `trusted_browser` (`user_id`);
