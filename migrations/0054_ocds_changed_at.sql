-- The OCDS change feed (docs/open-data.md): every winning bid and tender opportunity carries the time it last
-- changed. Existing rows take their publish time; a new row takes the clock time of its insert and every UPDATE
-- sets it again (trigger). clock_timestamp(), not now(): a long transaction's rows carry the time they were
-- written, close to when the transaction took its id, which the feed's horizon watches (lib/server/ocds/releases.ts).
ALTER TABLE "winning_bid" ADD COLUMN "changed_at" timestamp with time zone;
--> statement-breakpoint
UPDATE "winning_bid" SET "changed_at" = "publish_time";
--> statement-breakpoint
ALTER TABLE "winning_bid" ALTER COLUMN "changed_at" SET DEFAULT clock_timestamp();
--> statement-breakpoint
ALTER TABLE "winning_bid" ALTER COLUMN "changed_at" SET NOT NULL;
--> statement-breakpoint
CREATE INDEX "winning_bid_changed_idx" ON "winning_bid" USING btree ("changed_at","id");
--> statement-breakpoint
ALTER TABLE "bid_opportunity" ADD COLUMN "changed_at" timestamp with time zone;
--> statement-breakpoint
UPDATE "bid_opportunity" SET "changed_at" = "publish_time";
--> statement-breakpoint
ALTER TABLE "bid_opportunity" ALTER COLUMN "changed_at" SET DEFAULT clock_timestamp();
--> statement-breakpoint
ALTER TABLE "bid_opportunity" ALTER COLUMN "changed_at" SET NOT NULL;
--> statement-breakpoint
CREATE INDEX "bid_opportunity_changed_idx" ON "bid_opportunity" USING btree ("changed_at","id");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION jf_touch_changed_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.changed_at := clock_timestamp();
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER winning_bid_changed_at BEFORE UPDATE ON "winning_bid" FOR EACH ROW EXECUTE FUNCTION jf_touch_changed_at();
--> statement-breakpoint
CREATE TRIGGER bid_opportunity_changed_at BEFORE UPDATE ON "bid_opportunity" FOR EACH ROW EXECUTE FUNCTION jf_touch_changed_at();
