-- The admin's inquiry search (issue 15: p99 <= 50 ms at 50,000 inquiries): a trigram full-text
-- index over what the search matches, so a substring search reads the index instead of every row.
-- Row id = inquiries.seq. Kept in step by the triggers below; drizzle does not model it.
CREATE VIRTUAL TABLE `inquiry_search` USING fts5(`name`, `email`, `phone`, `codes`, tokenize = 'trigram');
--> statement-breakpoint
INSERT INTO `inquiry_search` (`rowid`, `name`, `email`, `phone`, `codes`)
  SELECT `seq`, `fullname`, `email`, replace(`phone_number`, ' ', ''),
    coalesce((SELECT group_concat(`code`, ' ') FROM `inquiry_items` WHERE `inquiry_id` = `inquiries`.`id`), '')
  FROM `inquiries`;
--> statement-breakpoint
CREATE TRIGGER `inquiry_search_insert` AFTER INSERT ON `inquiries` BEGIN
  INSERT INTO `inquiry_search` (`rowid`, `name`, `email`, `phone`, `codes`)
    VALUES (new.`seq`, new.`fullname`, new.`email`, replace(new.`phone_number`, ' ', ''), '');
END;
--> statement-breakpoint
CREATE TRIGGER `inquiry_search_update` AFTER UPDATE OF `fullname`, `email`, `phone_number` ON `inquiries` BEGIN
  UPDATE `inquiry_search`
    SET `name` = new.`fullname`, `email` = new.`email`, `phone` = replace(new.`phone_number`, ' ', '')
    WHERE `rowid` = new.`seq`;
END;
--> statement-breakpoint
CREATE TRIGGER `inquiry_search_delete` AFTER DELETE ON `inquiries` BEGIN
  DELETE FROM `inquiry_search` WHERE `rowid` = old.`seq`;
END;
--> statement-breakpoint
CREATE TRIGGER `inquiry_search_item_insert` AFTER INSERT ON `inquiry_items` BEGIN
  UPDATE `inquiry_search`
    SET `codes` = (SELECT group_concat(`code`, ' ') FROM `inquiry_items` WHERE `inquiry_id` = new.`inquiry_id`)
    WHERE `rowid` = (SELECT `seq` FROM `inquiries` WHERE `id` = new.`inquiry_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `inquiry_search_item_delete` AFTER DELETE ON `inquiry_items` BEGIN
  UPDATE `inquiry_search`
    SET `codes` = coalesce((SELECT group_concat(`code`, ' ') FROM `inquiry_items` WHERE `inquiry_id` = old.`inquiry_id`), '')
    WHERE `rowid` = (SELECT `seq` FROM `inquiries` WHERE `id` = old.`inquiry_id`);
END;
