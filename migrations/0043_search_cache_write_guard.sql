-- A computed answer is kept only if no write to its source committed since it was computed
-- (docs/decisions/0004): the answer's write no longer waits in the request (it goes behind the answer,
-- on a connection of its own), so without this guard an answer computed before a new record could be
-- stored after the write had dropped the entries it changes, and served for an hour without the record.
-- Each source has a version that every write bumps before dropping entries; the cache's insert locks
-- the version row (FOR SHARE) and stores only if it is still the version read before computing. A write
-- in progress holds that row until it commits, so the insert waits for it, sees the new version and
-- stores nothing; an insert that got the row first commits before the write's delete, which then sees
-- and drops its entries.
CREATE TABLE IF NOT EXISTS "search_source_version" (
  "source" text PRIMARY KEY NOT NULL,
  "version" bigint DEFAULT 0 NOT NULL
);--> statement-breakpoint
INSERT INTO "search_source_version" ("source") VALUES ('tender'), ('supplier'), ('solution') ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION jf_invalidate_search_cache() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  rows_changed integer;
BEGIN
  SELECT count(*) INTO rows_changed FROM (SELECT 1 FROM changed LIMIT 1001) s;
  IF rows_changed > 0 THEN
    UPDATE search_source_version SET version = version + 1 WHERE source = TG_ARGV[0];
  END IF;
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
CREATE OR REPLACE FUNCTION jf_clear_search_cache() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE search_source_version SET version = version + 1 WHERE source = TG_ARGV[0];
  DELETE FROM search_result_cache WHERE source = TG_ARGV[0];
  RETURN NULL;
END
$$;
