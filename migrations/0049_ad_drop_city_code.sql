DROP INDEX "ad_item_slot_idx";--> statement-breakpoint
CREATE INDEX "ad_item_slot_idx" ON "ad_item" USING btree ("slot_code","sort");--> statement-breakpoint
ALTER TABLE "ad_item" DROP COLUMN "city_code";