CREATE TABLE "biz_case" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid_secret" text NOT NULL,
	"source" smallint NOT NULL,
	"case_title" text NOT NULL,
	"city_code" text NOT NULL,
	"city_name" text NOT NULL,
	"parent_ind_code" text NOT NULL,
	"parent_ind_name" text NOT NULL,
	"ind_name" text NOT NULL,
	"supplier_id" integer,
	"bu_name" text NOT NULL,
	"bu_desc" text NOT NULL,
	"detail_address" text NOT NULL,
	"business_scope" text NOT NULL,
	"service_custom" text NOT NULL,
	"period" integer NOT NULL,
	"dev_number" integer NOT NULL,
	"dev_start_time" timestamp with time zone NOT NULL,
	"dev_end_time" timestamp with time zone NOT NULL,
	"case_desc" text NOT NULL,
	"service_detail" text,
	"worktype_str" text NOT NULL,
	"skill_str" text NOT NULL,
	"industry_info_list" jsonb NOT NULL,
	"pic_array" jsonb NOT NULL,
	"show_supplier" boolean DEFAULT true NOT NULL,
	"publish_time" timestamp with time zone NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "city" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"full_name" text NOT NULL,
	"province_code" text NOT NULL,
	"province_name" text NOT NULL,
	"pinyin" text NOT NULL,
	"initial" text NOT NULL,
	"site" text NOT NULL,
	"hot_rank" smallint
);
--> statement-breakpoint
CREATE TABLE "friendly_link" (
	"id" serial PRIMARY KEY NOT NULL,
	"city_code" text,
	"link_name" text NOT NULL,
	"link_url" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "industry" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"parent_code" text,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchaser" (
	"id" serial PRIMARY KEY NOT NULL,
	"purchase_code" text NOT NULL,
	"name" text NOT NULL,
	"purchaser_type" text NOT NULL,
	"city_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier" (
	"id" serial PRIMARY KEY NOT NULL,
	"comp_code" text NOT NULL,
	"comp_name" text NOT NULL,
	"logo" text,
	"credit_code" text NOT NULL,
	"legal_person" text NOT NULL,
	"city_code" text NOT NULL,
	"city_name" text NOT NULL,
	"province_name" text NOT NULL,
	"address" text NOT NULL,
	"intro" text NOT NULL,
	"service_trade" text[] NOT NULL,
	"core_competence" text[] NOT NULL,
	"service_form" text[] NOT NULL,
	"customer_type" text[] NOT NULL,
	"register_capital" numeric(16, 4) NOT NULL,
	"comp_scale" text NOT NULL,
	"scale_tag" smallint NOT NULL,
	"case_count" integer DEFAULT 0 NOT NULL,
	"establish_time" timestamp with time zone NOT NULL,
	"register_status" text NOT NULL,
	"patent_num" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "winning_bid" (
	"id" serial PRIMARY KEY NOT NULL,
	"bid_code" text NOT NULL,
	"project_name" text NOT NULL,
	"project_number" text NOT NULL,
	"bid_state" smallint NOT NULL,
	"city_code" text NOT NULL,
	"city_name" text NOT NULL,
	"province_name" text NOT NULL,
	"purchaser_type" text NOT NULL,
	"purchaser" text NOT NULL,
	"purchase_code" text NOT NULL,
	"purchase_way" text NOT NULL,
	"service_trade" text NOT NULL,
	"bid_comp" text NOT NULL,
	"bid_comp_id" integer,
	"amount" numeric(16, 2) NOT NULL,
	"budget_amount" numeric(16, 2),
	"publish_time" timestamp with time zone NOT NULL,
	"bid_open_time" timestamp with time zone,
	"content" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "biz_case_uuid_uq" ON "biz_case" USING btree ("uuid_secret");--> statement-breakpoint
CREATE INDEX "biz_case_list_idx" ON "biz_case" USING btree ("source","publish_time");--> statement-breakpoint
CREATE INDEX "biz_case_city_idx" ON "biz_case" USING btree ("city_code","publish_time");--> statement-breakpoint
CREATE UNIQUE INDEX "city_site_uq" ON "city" USING btree ("site");--> statement-breakpoint
CREATE INDEX "city_initial_idx" ON "city" USING btree ("initial");--> statement-breakpoint
CREATE INDEX "friendly_link_city_idx" ON "friendly_link" USING btree ("city_code","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "purchaser_code_uq" ON "purchaser" USING btree ("purchase_code");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_code_uq" ON "supplier" USING btree ("comp_code");--> statement-breakpoint
CREATE INDEX "supplier_city_idx" ON "supplier" USING btree ("city_code");--> statement-breakpoint
CREATE UNIQUE INDEX "winning_bid_code_uq" ON "winning_bid" USING btree ("bid_code");--> statement-breakpoint
CREATE INDEX "winning_bid_purchase_idx" ON "winning_bid" USING btree ("purchase_code","publish_time");--> statement-breakpoint
CREATE INDEX "winning_bid_publish_idx" ON "winning_bid" USING btree ("publish_time");--> statement-breakpoint
CREATE INDEX "winning_bid_city_publish_idx" ON "winning_bid" USING btree ("city_code","publish_time");