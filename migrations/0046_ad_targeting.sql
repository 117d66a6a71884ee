-- Ads in the console (docs/features.md, Operator console): an item targets several cities (city_codes,
-- null for every city) instead of one, and an editor can switch it off. Hand-written like the migrations
-- since 0016; an item of one city keeps that city.
ALTER TABLE "ad_item" ADD COLUMN "city_codes" text[];--> statement-breakpoint
UPDATE "ad_item" SET "city_codes" = ARRAY["city_code"] WHERE "city_code" IS NOT NULL;--> statement-breakpoint
DROP INDEX "ad_item_slot_idx";--> statement-breakpoint
ALTER TABLE "ad_item" DROP COLUMN "city_code";--> statement-breakpoint
ALTER TABLE "ad_item" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "ad_item_slot_idx" ON "ad_item" USING btree ("slot_code","sort");--> statement-breakpoint
-- The console counts each ad's impressions and clicks from the analytics events labelled with its id.
CREATE INDEX "analytics_event_ad_idx" ON "analytics_event" USING btree ("label") WHERE "name" in ('ad_impression', 'ad_click');
