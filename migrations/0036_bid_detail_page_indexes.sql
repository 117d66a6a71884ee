-- A winning bid's detail page (/search-signdetail.html, a million of them for crawlers) read far more
-- than it shows (lib/server/bids/detail-page.ts), 120-180 ms a page at 1M bids:
-- 1. Six recommended suppliers of the bid's trade, local ones first, then by case count
--    (lib/server/bids/recommend.ts): every page read all 100,000 suppliers (157 ms). The city's
--    suppliers in case-count order replace the index on the city alone, whose readers (a city's
--    counts) it serves as well.
DROP INDEX IF EXISTS "supplier_city_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "supplier_city_cases_idx" ON "supplier" USING btree ("city_code","case_count" DESC,"id");--> statement-breakpoint
-- 2. The purchaser's other bids are counted leaving the page's own out by its code: with the code in
--    the index the count reads the index alone (13 buffers for a purchaser of 393 bids, 400 and up to
--    75 ms from the heap before).
DROP INDEX IF EXISTS "winning_bid_purchase_idx";--> statement-breakpoint
CREATE INDEX "winning_bid_purchase_idx" ON "winning_bid" USING btree ("purchase_code","publish_time") INCLUDE ("bid_code");
