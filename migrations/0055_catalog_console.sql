-- The console's catalogue and home content (docs/features.md, Operator console: products and categories,
-- home recommendations): products and categories an editor hides or edits (the reference step leaves an
-- edited row alone), products an editor adds (ids from a sequence above the seed's fixed ones) or deletes
-- (kept as a deleted row, so the reference step does not bring it back), and the items an editor pins on a
-- city's home page.
ALTER TABLE "nav_category" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "nav_category" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "nav_product" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "nav_product" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "nav_product" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE SEQUENCE "nav_product_id_seq" START WITH 1001;--> statement-breakpoint
ALTER TABLE "nav_product" ALTER COLUMN "id" SET DEFAULT nextval('nav_product_id_seq');--> statement-breakpoint
CREATE TABLE "home_pick" (
	"id" serial PRIMARY KEY NOT NULL,
	"city_code" text NOT NULL,
	"kind" text NOT NULL,
	"item_ref" text NOT NULL,
	"sort" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "home_pick_item_uq" ON "home_pick" USING btree ("city_code","kind","item_ref");
