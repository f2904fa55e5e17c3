CREATE TABLE `vitals_reports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`at` integer NOT NULL,
	`page_type` text NOT NULL,
	`metric` text NOT NULL,
	`value` real NOT NULL,
	`effective_type` text
);
--> statement-breakpoint
CREATE INDEX `vitals_reports_at_idx` ON `vitals_reports` (`at`);--> statement-breakpoint
CREATE TABLE `vitals_daily` (
	`day` text NOT NULL,
	`page_type` text NOT NULL,
	`metric` text NOT NULL,
	`bucket` integer NOT NULL,
	`count` integer NOT NULL,
	PRIMARY KEY(`day`, `page_type`, `metric`, `bucket`)
);
