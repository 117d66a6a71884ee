ALTER TABLE "ad_item" ADD COLUMN "city_codes" text[];--> statement-breakpoint
ALTER TABLE "ad_item" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "analytics_event_ad_idx" ON "analytics_event" USING btree ("label") WHERE "analytics_event"."name" in ('ad_impression', 'ad_click');