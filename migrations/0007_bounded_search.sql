-- Bounded search (issue 14): the title's own terms for the comprehensive order's first tiers, one
-- (sort column, id) index per sort so the top of any order is a walk down an index.
DROP INDEX "supplier_case_count_idx";--> statement-breakpoint
DROP INDEX "supplier_capital_idx";--> statement-breakpoint
DROP INDEX "winning_bid_amount_idx";--> statement-breakpoint
DROP INDEX "winning_bid_publish_idx";--> statement-breakpoint
ALTER TABLE "search_result_cache" ADD COLUMN "approximate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "search_result_cache" ADD COLUMN "more" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "supplier" ADD COLUMN "title_vec" "tsvector" GENERATED ALWAYS AS (array_to_tsvector(jf_search_terms(comp_name))) STORED;--> statement-breakpoint
ALTER TABLE "winning_bid" ADD COLUMN "title_vec" "tsvector" GENERATED ALWAYS AS (array_to_tsvector(jf_search_terms(project_name))) STORED;--> statement-breakpoint
CREATE INDEX "supplier_title_idx" ON "supplier" USING gin ("title_vec");--> statement-breakpoint
CREATE INDEX "supplier_scale_idx" ON "supplier" USING btree ("scale_tag","id");--> statement-breakpoint
CREATE INDEX "winning_bid_title_idx" ON "winning_bid" USING gin ("title_vec");--> statement-breakpoint
CREATE INDEX "supplier_case_count_idx" ON "supplier" USING btree ("case_count","id");--> statement-breakpoint
CREATE INDEX "supplier_capital_idx" ON "supplier" USING btree ("register_capital","id");--> statement-breakpoint
CREATE INDEX "winning_bid_amount_idx" ON "winning_bid" USING btree ("amount","id");--> statement-breakpoint
CREATE INDEX "winning_bid_publish_idx" ON "winning_bid" USING btree ("publish_time","id");--> statement-breakpoint
-- The planner and lib/server/search/term-stats.ts read per-term frequencies from pg_stats: keep more
-- of them than the default 1,000 most common elements.
ALTER TABLE "winning_bid" ALTER COLUMN "search_vec" SET STATISTICS 500;--> statement-breakpoint
ALTER TABLE "winning_bid" ALTER COLUMN "title_vec" SET STATISTICS 500;--> statement-breakpoint
ALTER TABLE "supplier" ALTER COLUMN "search_vec" SET STATISTICS 500;--> statement-breakpoint
ALTER TABLE "supplier" ALTER COLUMN "title_vec" SET STATISTICS 500;--> statement-breakpoint
ANALYZE "winning_bid";--> statement-breakpoint
ANALYZE "supplier";
