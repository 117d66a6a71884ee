-- Issue 14: each bid's search vector also holds the month of its publish time ('m:202606', in UTC;
-- lib/search/sort-buckets.ts holds the same buckets), so a keyword that goes with the far end of the
-- publish order is found there month by month inside the search index, which intersects the keyword's
-- terms with a month's without reading either whole (lib/server/search/bounded.ts readInBuckets). 2024
-- newest first has no match in 2026: its walk down the publish index passed 473,657 rows (400-700 ms at
-- 1,000,000 bids) before its first match; a month without a match costs about a millisecond.
-- One statement drops and adds the column with MAIN storage (migration 0032), so the table is rewritten
-- once with the vectors in the row; the search indexes went with the old column and are made again.
CREATE OR REPLACE FUNCTION jf_month_term(t timestamptz) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT 'm:' || to_char(t AT TIME ZONE 'UTC', 'YYYYMM') $$;
--> statement-breakpoint
ALTER TABLE "winning_bid" DROP COLUMN "search_vec",
  ADD COLUMN "search_vec" "tsvector" GENERATED ALWAYS AS (array_to_tsvector(jf_search_terms(project_name || ' ' || purchaser || ' ' || bid_comp) || array['c:' || city_name, 'p:' || province_name, 't:' || purchaser_type, 'w:' || purchase_way, jf_month_term(publish_time)])) STORED,
  ALTER COLUMN "search_vec" SET STORAGE MAIN,
  ALTER COLUMN "search_vec" SET STATISTICS 500;--> statement-breakpoint
CREATE INDEX "winning_bid_search_idx" ON "winning_bid" USING gin ("search_vec");--> statement-breakpoint
CREATE INDEX "winning_bid_search_sample_idx" ON "winning_bid" USING gin ("search_vec") WHERE id % 16 = 0;--> statement-breakpoint
ANALYZE "winning_bid";
