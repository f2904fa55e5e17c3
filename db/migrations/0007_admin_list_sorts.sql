CREATE INDEX `products_price_idx` ON `products` (`price_paise`,`id`);--> statement-breakpoint
CREATE INDEX `products_name_idx` ON `products` (`name`,`id`);