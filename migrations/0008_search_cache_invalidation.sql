-- A write no longer throws away every cached answer of its source (issue 14): it drops the answers
-- whose keyword its rows match (before or after the change), and the answers without a keyword.
-- Answers of other keywords keep serving, so a live feed of new records does not make every
-- repeated question cost as much as a new one.
DROP TRIGGER IF EXISTS "winning_bid_search_version" ON "winning_bid";--> statement-breakpoint
DROP TRIGGER IF EXISTS "supplier_search_version" ON "supplier";--> statement-breakpoint
DROP FUNCTION IF EXISTS jf_bump_search_version();--> statement-breakpoint
DROP TABLE "search_data_version" CASCADE;--> statement-breakpoint
DELETE FROM "search_result_cache";--> statement-breakpoint
ALTER TABLE "search_result_cache" ADD COLUMN "tsq" text;--> statement-breakpoint
ALTER TABLE "search_result_cache" DROP COLUMN "version";--> statement-breakpoint
-- Transition tables hold the statement's rows: "changed" (new rows of an insert or update, old rows
-- of a delete) and "changed_before" (old rows of an update). A statement of more than 1,000 rows (an
-- import) drops the source's whole cache rather than matching every row against every entry.
CREATE OR REPLACE FUNCTION jf_invalidate_search_cache() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  rows_changed integer;
BEGIN
  SELECT count(*) INTO rows_changed FROM (SELECT 1 FROM changed LIMIT 1001) s;
  IF rows_changed > 1000 THEN
    DELETE FROM search_result_cache WHERE source = TG_ARGV[0];
  ELSIF rows_changed > 0 THEN
    DELETE FROM search_result_cache c
    WHERE c.source = TG_ARGV[0]
      AND (c.tsq IS NULL OR EXISTS (SELECT 1 FROM changed n WHERE n.search_vec @@ c.tsq::tsquery));
  END IF;
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM search_result_cache c
    WHERE c.source = TG_ARGV[0] AND EXISTS (SELECT 1 FROM changed_before o WHERE o.search_vec @@ c.tsq::tsquery);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER winning_bid_cache_insert AFTER INSERT ON winning_bid REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION jf_invalidate_search_cache('tender');--> statement-breakpoint
CREATE TRIGGER winning_bid_cache_update AFTER UPDATE ON winning_bid REFERENCING NEW TABLE AS changed OLD TABLE AS changed_before
  FOR EACH STATEMENT EXECUTE FUNCTION jf_invalidate_search_cache('tender');--> statement-breakpoint
CREATE TRIGGER winning_bid_cache_delete AFTER DELETE ON winning_bid REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION jf_invalidate_search_cache('tender');--> statement-breakpoint
CREATE TRIGGER supplier_cache_insert AFTER INSERT ON supplier REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION jf_invalidate_search_cache('supplier');--> statement-breakpoint
CREATE TRIGGER supplier_cache_update AFTER UPDATE ON supplier REFERENCING NEW TABLE AS changed OLD TABLE AS changed_before
  FOR EACH STATEMENT EXECUTE FUNCTION jf_invalidate_search_cache('supplier');--> statement-breakpoint
CREATE TRIGGER supplier_cache_delete AFTER DELETE ON supplier REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION jf_invalidate_search_cache('supplier');--> statement-breakpoint
CREATE OR REPLACE FUNCTION jf_clear_search_cache() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_result_cache WHERE source = TG_ARGV[0];
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER winning_bid_cache_truncate AFTER TRUNCATE ON winning_bid
  FOR EACH STATEMENT EXECUTE FUNCTION jf_clear_search_cache('tender');--> statement-breakpoint
CREATE TRIGGER supplier_cache_truncate AFTER TRUNCATE ON supplier
  FOR EACH STATEMENT EXECUTE FUNCTION jf_clear_search_cache('supplier');
