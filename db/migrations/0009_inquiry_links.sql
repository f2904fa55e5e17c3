CREATE TABLE `inquiry_links` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`inquiry_id` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`inquiry_id`) REFERENCES `inquiries`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `inquiry_links_inquiry_idx` ON `inquiry_links` (`inquiry_id`);