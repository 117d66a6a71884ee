CREATE TABLE "solution_category" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"parent_code" text,
	"sort" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "solution" ADD COLUMN "solve_problem" text;--> statement-breakpoint
ALTER TABLE "solution" ADD COLUMN "achieve_results" text;--> statement-breakpoint
ALTER TABLE "solution" ADD COLUMN "advantages" text;--> statement-breakpoint
ALTER TABLE "solution" ADD COLUMN "delivery_cycle" text;--> statement-breakpoint
ALTER TABLE "solution" ADD COLUMN "after_sale_service" text;--> statement-breakpoint
ALTER TABLE "solution" ADD COLUMN "technologies" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "solution" ADD COLUMN "customer_types" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "solution" ADD COLUMN "manual_file_key" text;--> statement-breakpoint
ALTER TABLE "solution" ADD COLUMN "manual_file_name" text;--> statement-breakpoint
ALTER TABLE "solution" ADD COLUMN "demo_link" text;--> statement-breakpoint
ALTER TABLE "solution" ADD COLUMN "scheme_id" integer;--> statement-breakpoint
CREATE INDEX "solution_category_parent_idx" ON "solution_category" USING btree ("parent_code","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "solution_scheme_uq" ON "solution" USING btree ("scheme_id");--> statement-breakpoint
CREATE INDEX "solution_browse_idx" ON "solution" USING btree ("origin_tag","publish_time","id");--> statement-breakpoint
CREATE INDEX "solution_price_asc_idx" ON "solution" USING btree ("service_price","id");--> statement-breakpoint
CREATE INDEX "solution_price_desc_idx" ON "solution" USING btree ("service_price" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "solution_category_idx" ON "solution" USING btree ("first_category_code","second_category_code");