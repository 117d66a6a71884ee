-- Issue 18: the solutions list's filters (first and second category, source, price) and the values its
-- orders sort by, in one index: a list without a keyword is answered from the index alone (an
-- index-only scan: SC03/SC0301, 平台优选, up to 15万 read 8,524 table blocks to keep 756 rows, 470 ms
-- from a cold cache; 1.2 ms from this index), and a keyword's matches are checked against the filters
-- there before their rows are read. It starts with the columns of solution_category_idx, which it
-- replaces (a detail page's related solutions).
DROP INDEX IF EXISTS "solution_category_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "solution_filter_idx" ON "solution" USING btree ("first_category_code","second_category_code","origin_tag","service_price","publish_time","id");
