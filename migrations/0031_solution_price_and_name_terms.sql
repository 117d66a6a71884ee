-- Issue 18: a price exactly at a bucket's lower bound also gets a term of its own ('p:=300' for
-- 300万), so a range ending there asks for that price alone instead of its whole bucket. The preset
-- ranges all end on a bound (0-10, 10-50, 50-100, 100-300万): at 1,000,000 bids 100-300万 took in the
-- 17,150 solutions of 300-500万 to keep the 113 priced 300万 exactly, each one a row read and dropped.
-- lib/solutions/price-buckets.ts holds the same bounds.
-- The name's own terms too (title_vec, as the bids' and suppliers' of migration 0007): a keyword's
-- comprehensive order lists solutions with it in their name first, and that tier was found by reading
-- every match of the whole search vector (name, category and provider) and checking each name: 业
-- among 5-20万 fetched 25,269 rows (22,260 blocks, 198 ms) for the 3,146 with 业 in their name. One
-- statement adds both columns, so the table is rewritten once.
CREATE OR REPLACE FUNCTION jf_price_exact(price numeric) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (SELECT b::text FROM unnest(ARRAY[0, 1, 2, 5, 10, 20, 30, 50, 80, 100, 150, 200, 300, 500, 1000]) AS b WHERE b * 10000 = price)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION jf_solution_labels(first_code text, second_code text, origin smallint, price numeric) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_remove(ARRAY['g:' || first_code, 'g:' || second_code, 'o:' || origin::text, 'p:' || jf_price_bucket(price), 'p:=' || jf_price_exact(price)], NULL)
$$;
--> statement-breakpoint
ALTER TABLE "solution" DROP COLUMN "search_vec",
  ADD COLUMN "search_vec" "tsvector" GENERATED ALWAYS AS (array_to_tsvector(jf_search_terms(service_name || ' ' || first_category_name || ' ' || service_provider) || jf_solution_labels(first_category_code, second_category_code, origin_tag, service_price))) STORED,
  ADD COLUMN "title_vec" "tsvector" GENERATED ALWAYS AS (array_to_tsvector(jf_search_terms(service_name))) STORED;--> statement-breakpoint
CREATE INDEX "solution_search_idx" ON "solution" USING gin ("search_vec");--> statement-breakpoint
CREATE INDEX "solution_title_idx" ON "solution" USING gin ("title_vec");--> statement-breakpoint
ANALYZE "solution";
