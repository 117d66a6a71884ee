-- Issue 18: a solution's filters as search terms, as the bids' labels are (migration 0009): its first
-- and second category ('g:SC04', 'g:SC0401'), its source ('o:2') and the bucket of its price ('p:50'
-- for 50-80万, 'p:n' negotiable; lib/solutions/price-buckets.ts holds the same bounds). A keyword with
-- filters is then one question to the search index, which intersects the keyword's terms with the
-- filters' before a row is read: the first read of 小程序 among 平台优选 up to 15万 fetched 12,930 of the
-- keyword's 13,226 matches to keep 1,001 (11,891 blocks, 93 ms at 1,000,000 bids), and fetches 1,074 of
-- the 1,095 in the filters' terms now (1,196 blocks, 8 ms).
CREATE OR REPLACE FUNCTION jf_price_bucket(price numeric) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN price IS NULL THEN 'n'
    ELSE (SELECT max(b)::text FROM unnest(ARRAY[0, 1, 2, 5, 10, 20, 30, 50, 80, 100, 150, 200, 300, 500, 1000]) AS b WHERE b * 10000 <= price) END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION jf_solution_labels(first_code text, second_code text, origin smallint, price numeric) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_remove(ARRAY['g:' || first_code, 'g:' || second_code, 'o:' || origin::text, 'p:' || jf_price_bucket(price)], NULL)
$$;
--> statement-breakpoint
ALTER TABLE "solution" DROP COLUMN "search_vec";--> statement-breakpoint
ALTER TABLE "solution" ADD COLUMN "search_vec" "tsvector" GENERATED ALWAYS AS (array_to_tsvector(jf_search_terms(service_name || ' ' || first_category_name || ' ' || service_provider) || jf_solution_labels(first_category_code, second_category_code, origin_tag, service_price))) STORED;--> statement-breakpoint
CREATE INDEX "solution_search_idx" ON "solution" USING gin ("search_vec");--> statement-breakpoint
ANALYZE "solution";
