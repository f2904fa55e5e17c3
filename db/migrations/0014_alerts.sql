ALTER TABLE `outbox` ADD `list_unsubscribe` text;--> statement-breakpoint
CREATE TABLE `alert_subscriptions` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`email` text NOT NULL,
	`product_id` text NOT NULL,
	`state` text DEFAULT 'pending' NOT NULL,
	`baseline_paise` integer,
	`last_event_id` integer,
	`created_at` integer NOT NULL,
	`confirmed_at` integer,
	`notified_at` integer,
	`ended_at` integer,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `alert_subscriptions_who_idx` ON `alert_subscriptions` (`kind`,`email`,`product_id`);--> statement-breakpoint
CREATE INDEX `alert_subscriptions_product_idx` ON `alert_subscriptions` (`product_id`,`kind`,`state`);--> statement-breakpoint
CREATE TABLE `alert_tokens` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`subscription_id` text NOT NULL,
	`purpose` text NOT NULL,
	`expires_at` integer,
	`used_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`subscription_id`) REFERENCES `alert_subscriptions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `alert_tokens_subscription_idx` ON `alert_tokens` (`subscription_id`);--> statement-breakpoint
CREATE TABLE `alert_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`product_id` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TRIGGER `alert_back_in_stock` AFTER UPDATE OF `status`, `hidden` ON `products`
WHEN new.`status` = 1 AND new.`hidden` = 0 AND NOT (old.`status` = 1 AND old.`hidden` = 0)
BEGIN
	INSERT INTO `alert_events` (`kind`, `product_id`) VALUES ('back_in_stock', new.`id`);
END;--> statement-breakpoint
CREATE TRIGGER `alert_new_silver_rate` AFTER INSERT ON `silver_rates`
BEGIN
	INSERT INTO `alert_events` (`kind`) VALUES ('rate');
END;
