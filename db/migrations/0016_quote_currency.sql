-- A quote may be written in a foreign currency (issue 31): it holds the exchange rate (rupees per
-- 1 unit) and its date at the time it is priced, as it holds the silver rate. Rupee quotes: INR, nulls.
ALTER TABLE `quotes` ADD `currency` text DEFAULT 'INR' NOT NULL;--> statement-breakpoint
ALTER TABLE `quotes` ADD `fx_rupees` real;--> statement-breakpoint
ALTER TABLE `quotes` ADD `fx_date` text;
