-- The solutions list keeps its answers in search_result_cache like the bids search (issue 18 at the
-- budgets of issue 14): a write to a solution drops the answers whose keyword its rows match, and
-- those without a keyword, through the same statement triggers as winning_bid and supplier.
CREATE TRIGGER solution_cache_insert AFTER INSERT ON solution REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION jf_invalidate_search_cache('solution');--> statement-breakpoint
CREATE TRIGGER solution_cache_update AFTER UPDATE ON solution REFERENCING NEW TABLE AS changed OLD TABLE AS changed_before
  FOR EACH STATEMENT EXECUTE FUNCTION jf_invalidate_search_cache('solution');--> statement-breakpoint
CREATE TRIGGER solution_cache_delete AFTER DELETE ON solution REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION jf_invalidate_search_cache('solution');--> statement-breakpoint
CREATE TRIGGER solution_cache_truncate AFTER TRUNCATE ON solution
  FOR EACH STATEMENT EXECUTE FUNCTION jf_clear_search_cache('solution');
