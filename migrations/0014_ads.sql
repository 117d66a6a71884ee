-- Advertisements per slot code and city (issue 18): the ad slots and carousels of 001 §2.
CREATE TABLE "ad_item" (
	"id" serial PRIMARY KEY NOT NULL,
	"slot_code" text NOT NULL,
	"city_code" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"src_img" text NOT NULL,
	"href" text NOT NULL,
	"media_type" smallint DEFAULT 1 NOT NULL,
	"video_url" text,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ad_item_slot_idx" ON "ad_item" USING btree ("slot_code","city_code","sort");