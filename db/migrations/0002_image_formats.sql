ALTER TABLE `categories` ADD `image_format` text DEFAULT 'webp' NOT NULL;--> statement-breakpoint
ALTER TABLE `product_images` ADD `format` text DEFAULT 'webp' NOT NULL;