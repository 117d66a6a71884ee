-- Exports of the public lists (docs/features.md, List exports): who took which list, under which filters,
-- in which format and how many rows; the daily limit itself counts in rate_event.
CREATE TABLE "list_export" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"list" text NOT NULL,
	"filters" jsonb NOT NULL,
	"format" text NOT NULL,
	"row_count" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "list_export_list_ck" CHECK ("list_export"."list" in ('bids', 'suppliers', 'business', 'demands', 'schemes')),
	CONSTRAINT "list_export_format_ck" CHECK ("list_export"."format" in ('xlsx', 'csv'))
);
--> statement-breakpoint
CREATE INDEX "list_export_user_idx" ON "list_export" USING btree ("user_id","created_at");
