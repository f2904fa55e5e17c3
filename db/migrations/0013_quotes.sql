CREATE TABLE `quotes` (
	`id` text PRIMARY KEY NOT NULL,
	`inquiry_id` text NOT NULL,
	`year` integer NOT NULL,
	`seq` integer NOT NULL,
	`state` text DEFAULT 'sent' NOT NULL,
	`rate_paise` integer,
	`rate_date` text,
	`valid_until` text NOT NULL,
	`message` text DEFAULT '' NOT NULL,
	`shop_gstin` text DEFAULT '' NOT NULL,
	`shop_state` text NOT NULL,
	`customer_state` text NOT NULL,
	`customer_gstin` text DEFAULT '' NOT NULL,
	`taxable_paise` integer NOT NULL,
	`cgst_paise` integer NOT NULL,
	`sgst_paise` integer NOT NULL,
	`igst_paise` integer NOT NULL,
	`total_paise` integer NOT NULL,
	`replaced_by` text,
	`author_id` text,
	`author_name` text NOT NULL,
	`created_at` integer NOT NULL,
	`viewed_at` integer,
	`accepted_at` integer,
	FOREIGN KEY (`inquiry_id`) REFERENCES `inquiries`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `quotes_number_idx` ON `quotes` (`year`,`seq`);
--> statement-breakpoint
CREATE INDEX `quotes_inquiry_idx` ON `quotes` (`inquiry_id`,`created_at`);
--> statement-breakpoint
CREATE TABLE `quote_lines` (
	`id` text PRIMARY KEY NOT NULL,
	`quote_id` text NOT NULL,
	`position` integer NOT NULL,
	`product_id` text,
	`code` text NOT NULL,
	`name` text NOT NULL,
	`size` text,
	`qty` integer NOT NULL,
	`unit_paise` integer NOT NULL,
	`amount_paise` integer NOT NULL,
	`breakup` text,
	FOREIGN KEY (`quote_id`) REFERENCES `quotes`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `quote_lines_quote_idx` ON `quote_lines` (`quote_id`,`position`);
--> statement-breakpoint
ALTER TABLE `outbox` ADD `attachments` text;
