CREATE TABLE "search_data_version" (
	"source" text PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_result_cache" (
	"key" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"version" integer NOT NULL,
	"total" integer NOT NULL,
	"labels" jsonb NOT NULL,
	"cities" jsonb NOT NULL,
	"ids" integer[],
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_result_cache_created_idx" ON "search_result_cache" USING btree ("created_at");--> statement-breakpoint
-- Any write to a searched table raises its source's version, so no cached answer outlives the data it
-- was computed from (lib/server/search/result-cache.ts). Statement triggers: one bump per statement,
-- however many rows it writes.
CREATE OR REPLACE FUNCTION jf_bump_search_version() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_data_version AS v (source, version) VALUES (TG_ARGV[0], 1)
  ON CONFLICT (source) DO UPDATE SET version = v.version + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER winning_bid_search_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON winning_bid
  FOR EACH STATEMENT EXECUTE FUNCTION jf_bump_search_version('tender');
--> statement-breakpoint
CREATE TRIGGER supplier_search_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON supplier
  FOR EACH STATEMENT EXECUTE FUNCTION jf_bump_search_version('supplier');
--> statement-breakpoint
INSERT INTO search_data_version (source, version) VALUES ('tender', 0), ('supplier', 0);
