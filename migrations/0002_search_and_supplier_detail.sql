CREATE TABLE "solution" (
	"id" serial PRIMARY KEY NOT NULL,
	"origin_id_sec" text NOT NULL,
	"origin_source" smallint NOT NULL,
	"supplier_id" integer NOT NULL,
	"service_provider" text NOT NULL,
	"service_name" text NOT NULL,
	"first_category_code" text NOT NULL,
	"first_category_name" text NOT NULL,
	"second_category_code" text NOT NULL,
	"second_category_name" text NOT NULL,
	"origin_tag" smallint NOT NULL,
	"service_desc" text NOT NULL,
	"service_price" numeric(16, 2),
	"city_code" text NOT NULL,
	"publish_time" timestamp with time zone NOT NULL,
	"search_vec" "tsvector" GENERATED ALWAYS AS (array_to_tsvector(jf_search_terms(service_name || ' ' || first_category_name || ' ' || service_provider))) STORED
);
--> statement-breakpoint
CREATE TABLE "supplier_certificate" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier_id" integer NOT NULL,
	"cert_name" text NOT NULL,
	"cert_no" text NOT NULL,
	"issuer" text NOT NULL,
	"issue_date" timestamp with time zone NOT NULL,
	"expire_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "supplier_patent" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier_id" integer NOT NULL,
	"patent_name" text NOT NULL,
	"patent_no" text NOT NULL,
	"patent_type" text NOT NULL,
	"apply_date" timestamp with time zone NOT NULL,
	"publish_date" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "biz_case" ADD COLUMN "search_vec" "tsvector" GENERATED ALWAYS AS (array_to_tsvector(jf_search_terms(case_title || ' ' || (case when show_supplier then bu_name else '' end) || ' ' || ind_name || ' ' || service_custom))) STORED;--> statement-breakpoint
ALTER TABLE "supplier" ADD COLUMN "search_vec" "tsvector" GENERATED ALWAYS AS (array_to_tsvector(jf_search_terms(comp_name || ' ' || jf_join(core_competence) || ' ' || jf_join(service_trade) || ' ' || jf_join(service_form)))) STORED;--> statement-breakpoint
ALTER TABLE "winning_bid" ADD COLUMN "search_vec" "tsvector" GENERATED ALWAYS AS (array_to_tsvector(jf_search_terms(project_name || ' ' || purchaser || ' ' || bid_comp))) STORED;--> statement-breakpoint
CREATE UNIQUE INDEX "solution_origin_uq" ON "solution" USING btree ("origin_id_sec");--> statement-breakpoint
CREATE INDEX "solution_supplier_idx" ON "solution" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "solution_search_idx" ON "solution" USING gin ("search_vec");--> statement-breakpoint
CREATE INDEX "supplier_certificate_supplier_idx" ON "supplier_certificate" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "supplier_patent_supplier_idx" ON "supplier_patent" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "biz_case_search_idx" ON "biz_case" USING gin ("search_vec");--> statement-breakpoint
CREATE INDEX "biz_case_supplier_idx" ON "biz_case" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "supplier_search_idx" ON "supplier" USING gin ("search_vec");--> statement-breakpoint
CREATE INDEX "supplier_case_count_idx" ON "supplier" USING btree ("case_count");--> statement-breakpoint
CREATE INDEX "supplier_capital_idx" ON "supplier" USING btree ("register_capital");--> statement-breakpoint
CREATE INDEX "winning_bid_search_idx" ON "winning_bid" USING gin ("search_vec");--> statement-breakpoint
CREATE INDEX "winning_bid_amount_idx" ON "winning_bid" USING btree ("amount");--> statement-breakpoint
CREATE INDEX "winning_bid_winner_idx" ON "winning_bid" USING btree ("bid_comp_id","publish_time");