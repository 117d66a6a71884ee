-- Label values as search terms (issue 14): 'c:成都' (city), 'p:四川省' (province), and each label a
-- filter offers ('t:' purchaser type, 'w:' purchase way; 's:' service trade, 'f:' service form, 'u:'
-- customer type, 'k:' core competence, 'r:' register status). A city scope or a label filter is then
-- part of the keyword's tsquery: the GIN index intersects them before any row is read, and the planner
-- estimates them from the same term statistics. Keywords never make such terms (they have no colon).
CREATE OR REPLACE FUNCTION jf_prefixed(prefix text, arr text[]) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT coalesce(array_agg(prefix || x), '{}'::text[]) FROM unnest(arr) AS x $$;
--> statement-breakpoint
ALTER TABLE "supplier" DROP COLUMN "search_vec";--> statement-breakpoint
ALTER TABLE "supplier" ADD COLUMN "search_vec" "tsvector" GENERATED ALWAYS AS (array_to_tsvector(jf_search_terms(comp_name || ' ' || jf_join(core_competence) || ' ' || jf_join(service_trade) || ' ' || jf_join(service_form)) || array['c:' || city_name, 'p:' || province_name, 'r:' || register_status] || jf_prefixed('s:', service_trade) || jf_prefixed('f:', service_form) || jf_prefixed('u:', customer_type) || jf_prefixed('k:', core_competence))) STORED;--> statement-breakpoint
ALTER TABLE "winning_bid" DROP COLUMN "search_vec";--> statement-breakpoint
ALTER TABLE "winning_bid" ADD COLUMN "search_vec" "tsvector" GENERATED ALWAYS AS (array_to_tsvector(jf_search_terms(project_name || ' ' || purchaser || ' ' || bid_comp) || array['c:' || city_name, 'p:' || province_name, 't:' || purchaser_type, 'w:' || purchase_way])) STORED;--> statement-breakpoint
CREATE INDEX "supplier_search_idx" ON "supplier" USING gin ("search_vec");--> statement-breakpoint
CREATE INDEX "winning_bid_search_idx" ON "winning_bid" USING gin ("search_vec");--> statement-breakpoint
ALTER TABLE "winning_bid" ALTER COLUMN "search_vec" SET STATISTICS 500;--> statement-breakpoint
ALTER TABLE "supplier" ALTER COLUMN "search_vec" SET STATISTICS 500;--> statement-breakpoint
ANALYZE "winning_bid";--> statement-breakpoint
ANALYZE "supplier";
