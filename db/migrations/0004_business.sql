CREATE TABLE `account_tokens` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`purpose` text NOT NULL,
	`account_kind` text NOT NULL,
	`account_id` text NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `account_tokens_account_idx` ON `account_tokens` (`account_kind`,`account_id`);--> statement-breakpoint
CREATE TABLE `audit_log` (
	`id` text PRIMARY KEY NOT NULL,
	`at` integer NOT NULL,
	`actor_id` text,
	`actor_name` text NOT NULL,
	`entity` text NOT NULL,
	`entity_id` text,
	`action` text NOT NULL,
	`changes` text DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE INDEX `audit_log_at_idx` ON `audit_log` (`at`);--> statement-breakpoint
CREATE INDEX `audit_log_entity_idx` ON `audit_log` (`entity`,`at`);--> statement-breakpoint
CREATE INDEX `audit_log_actor_idx` ON `audit_log` (`actor_id`,`at`);--> statement-breakpoint
CREATE TABLE `inquiry_events` (
	`id` text PRIMARY KEY NOT NULL,
	`inquiry_id` text NOT NULL,
	`kind` text NOT NULL,
	`author_id` text,
	`author_name` text NOT NULL,
	`body` text DEFAULT '' NOT NULL,
	`from_stage` text,
	`to_stage` text,
	`quote_paise` integer,
	`quote_valid_until` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`inquiry_id`) REFERENCES `inquiries`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `inquiry_events_inquiry_idx` ON `inquiry_events` (`inquiry_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `outbox` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`to_address` text NOT NULL,
	`subject` text NOT NULL,
	`text` text NOT NULL,
	`html` text NOT NULL,
	`reply_to` text,
	`ref` text,
	`state` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer NOT NULL,
	`claimed_until` integer,
	`last_error` text,
	`sent_at` integer,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `outbox_due_idx` ON `outbox` (`state`,`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `outbox_ref_idx` ON `outbox` (`ref`);--> statement-breakpoint
CREATE TABLE `silver_rates` (
	`id` text PRIMARY KEY NOT NULL,
	`rate_paise` integer NOT NULL,
	`rate_date` text NOT NULL,
	`set_by_id` text,
	`set_by_name` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `silver_rates_created_idx` ON `silver_rates` (`created_at`);--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_cart_items` (
	`user_id` text NOT NULL,
	`product_id` text NOT NULL,
	`size` text DEFAULT '' NOT NULL,
	`qty` integer NOT NULL,
	`seen_total_paise` integer,
	`added_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`user_id`, `product_id`, `size`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_cart_items`("user_id", "product_id", "size", "qty", "seen_total_paise", "added_at") SELECT "user_id", "product_id", '', "qty", NULL, "added_at" FROM `cart_items`;--> statement-breakpoint
DROP TABLE `cart_items`;--> statement-breakpoint
ALTER TABLE `__new_cart_items` RENAME TO `cart_items`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
ALTER TABLE `admins` ADD `role` text DEFAULT 'staff' NOT NULL;--> statement-breakpoint
ALTER TABLE `admins` ADD `disabled_at` integer;--> statement-breakpoint
-- The accounts made before roles existed are the owner's (the first admin, from ADMIN_EMAIL).
UPDATE `admins` SET `role` = 'owner';--> statement-breakpoint
ALTER TABLE `inquiries` ADD `kind` text DEFAULT 'inquiry' NOT NULL;--> statement-breakpoint
ALTER TABLE `inquiries` ADD `stage` text DEFAULT 'new' NOT NULL;--> statement-breakpoint
-- Unread and Acknowledged become the first two steps of the workflow.
UPDATE `inquiries` SET `stage` = CASE WHEN `status` THEN 'in_progress' ELSE 'new' END;--> statement-breakpoint
CREATE INDEX `inquiries_stage_created_idx` ON `inquiries` (`stage`,`created_at`);--> statement-breakpoint
CREATE INDEX `inquiries_created_idx` ON `inquiries` (`created_at`);--> statement-breakpoint
CREATE INDEX `inquiries_user_idx` ON `inquiries` (`user_id`);--> statement-breakpoint
ALTER TABLE `inquiry_items` ADD `qty` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `inquiry_items` ADD `size` text;--> statement-breakpoint
ALTER TABLE `inquiry_items` ADD `breakup` text;--> statement-breakpoint
CREATE INDEX `inquiry_items_code_idx` ON `inquiry_items` (`code`);--> statement-breakpoint
ALTER TABLE `products` ADD `pricing` text DEFAULT 'fixed' NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `purity` integer DEFAULT 925 NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `making_kind` text DEFAULT 'per_gram' NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `making_paise` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `other_paise` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `huid` text;--> statement-breakpoint
ALTER TABLE `products` ADD `size_type` text;--> statement-breakpoint
ALTER TABLE `products` ADD `sizes` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `products_huid_unique` ON `products` (`huid`);--> statement-breakpoint
ALTER TABLE `users` ADD `phone` text;