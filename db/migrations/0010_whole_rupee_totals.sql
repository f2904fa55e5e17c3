-- DESIGN §11: every discounted price is whole rupees, rounded half up. Rows saved before held the
-- price after discount to the paisa; recompute them from the list price with the same integer rule
-- as discountedPaise (src/contract/money.ts). A price without a discount stays as typed.
UPDATE `products` SET `total_paise` = ((`price_paise` * (100 - `discount`) + 5000) / 10000) * 100 WHERE `discount` > 0;
--> statement-breakpoint
-- A cart line keeps the price seen when it was added, to say when it changed: round those of
-- discounted pieces too, so no shopper is told of a ten-paise "change" that is only this rounding.
UPDATE `cart_items` SET `seen_total_paise` = ((`seen_total_paise` + 50) / 100) * 100 WHERE `seen_total_paise` % 100 <> 0 AND `product_id` IN (SELECT `id` FROM `products` WHERE `discount` > 0);
