ALTER TABLE `outbox` ADD `claimed_by` text;
