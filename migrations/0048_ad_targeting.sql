-- Ads in the console (docs/features.md, Operator console: Ads): an item targets several cities (city_codes,
-- null for every city) instead of one (an item of one city keeps it), an editor can switch it off, and the
-- analytics events of ads are counted per ad.
ALTER TABLE "ad_item" ADD COLUMN "city_codes" text[];--> statement-breakpoint
ALTER TABLE "ad_item" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "analytics_event_ad_idx" ON "analytics_event" USING btree ("label") WHERE "analytics_event"."name" in ('ad_impression', 'ad_click');--> statement-breakpoint
UPDATE "ad_item" SET "city_codes" = ARRAY["city_code"] WHERE "city_code" IS NOT NULL;--> statement-breakpoint
DROP INDEX "ad_item_slot_idx";--> statement-breakpoint
CREATE INDEX "ad_item_slot_idx" ON "ad_item" USING btree ("slot_code","sort");--> statement-breakpoint
ALTER TABLE "ad_item" DROP COLUMN "city_code";