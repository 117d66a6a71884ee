-- Each bid's search vector also holds the bucket of its amount ('a:120': twenty buckets a decade,
-- floor(log10(amount) * 20), amounts under 1 元 in bucket 0; lib/search/sort-buckets.ts holds the same
-- buckets), so a keyword read in amount order deep into its pages, or one that goes with the far end of
-- the amount order, is found there bucket by bucket inside the search index, as migration 0033 did for
-- the publish order (lib/server/search/bounded.ts readInBuckets). Without them such a read fetched and
-- sorted every match: 运维服 by amount, largest first, page 27 read its 72,874 matches (519 ms at
-- 1,000,000 bids) after two ranges of the amount index held too few of them (docs/search.md).
-- One statement drops and adds the column, as in migration 0033: the table is rewritten once and the
-- search indexes, which went with the old column, are made again.
-- It also holds the amount's thresholds ('A:k' for every fourth bucket k from 60, 1,000 元, up to its
-- own): 'A:k' is "bucket k or more", so a range read of the amount order asks one term, where asking
-- each bucket of the range checks every bucket's term for every id of the keyword (a range of 36
-- buckets for 持服 cost 135 ms in the search index alone).
CREATE OR REPLACE FUNCTION jf_amount_term(a numeric) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT 'a:' || floor(log(greatest(a, 1)) * 20)::int $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION jf_amount_thresholds(a numeric) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg('A:' || k), '{}') FROM generate_series(60, floor(log(greatest(a, 1)) * 20)::int, 4) k
$$;
--> statement-breakpoint
ALTER TABLE "winning_bid" DROP COLUMN "search_vec",
  ADD COLUMN "search_vec" "tsvector" GENERATED ALWAYS AS (array_to_tsvector(jf_search_terms(project_name || ' ' || purchaser || ' ' || bid_comp) || array['c:' || city_name, 'p:' || province_name, 't:' || purchaser_type, 'w:' || purchase_way, jf_month_term(publish_time), jf_amount_term(amount)] || jf_amount_thresholds(amount))) STORED,
  ALTER COLUMN "search_vec" SET STORAGE MAIN,
  ALTER COLUMN "search_vec" SET STATISTICS 500;--> statement-breakpoint
CREATE INDEX "winning_bid_search_idx" ON "winning_bid" USING gin ("search_vec");--> statement-breakpoint
CREATE INDEX "winning_bid_search_sample_idx" ON "winning_bid" USING gin ("search_vec") WHERE id % 16 = 0;--> statement-breakpoint
ANALYZE "winning_bid";
