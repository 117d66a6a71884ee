-- The front doors (issue 20): attachments of tender notices, and the main category navigation of
-- 002 §2 with what the product-detail and store pages show of each product.
CREATE TABLE "tender_attachment" (
	"id" serial PRIMARY KEY NOT NULL,
	"opportunity_code" text NOT NULL,
	"sort" smallint NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL
);--> statement-breakpoint
CREATE INDEX "tender_attachment_code_idx" ON "tender_attachment" USING btree ("opportunity_code","sort");--> statement-breakpoint
CREATE TABLE "nav_category" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"link_url" text,
	"sort" smallint NOT NULL
);--> statement-breakpoint
CREATE TABLE "nav_product" (
	"id" integer PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL REFERENCES "nav_category"("id"),
	"name" text NOT NULL,
	"link_url" text,
	"link_type" smallint,
	"sort" smallint NOT NULL,
	"summary" text NOT NULL,
	"intro" text NOT NULL,
	"price_from" numeric(12, 2),
	"delivery_days" integer NOT NULL,
	"packages" jsonb NOT NULL,
	"faq" jsonb NOT NULL,
	"keywords" text[] NOT NULL
);--> statement-breakpoint
CREATE INDEX "nav_product_category_idx" ON "nav_product" USING btree ("category_id","sort");
