CREATE TABLE `trade_accounts` (
	`user_id` text PRIMARY KEY NOT NULL,
	`business_name` text NOT NULL,
	`gstin` text,
	`country` text NOT NULL,
	`registration` text,
	`phone` text NOT NULL,
	`sells` text NOT NULL,
	`state` text DEFAULT 'pending' NOT NULL,
	`decided_at` integer,
	`decided_by_name` text,
	`decision_note` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `trade_accounts_state_idx` ON `trade_accounts` (`state`,`updated_at`);--> statement-breakpoint
CREATE TABLE `trade_terms` (
	`product_id` text PRIMARY KEY NOT NULL,
	`making_kind` text,
	`making_paise` integer,
	`min_qty` integer DEFAULT 1 NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade
);
