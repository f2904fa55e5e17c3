CREATE TABLE `category_slug_redirects` (
	`slug` text PRIMARY KEY NOT NULL,
	`category_id` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`category_id`) REFERENCES `categories`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `inquiries` ADD `track_token_hash` text;--> statement-breakpoint
CREATE UNIQUE INDEX `inquiries_track_token_hash_unique` ON `inquiries` (`track_token_hash`);