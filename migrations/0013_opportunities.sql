-- Business opportunities (issue 17): government tender opportunities, outsourcing demand cards,
-- follows per identity, subscriptions per enterprise identity and channel, and the push record whose
-- primary key makes a delivery happen once per user and opportunity.
CREATE TABLE "bid_opportunity" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"type" smallint NOT NULL,
	"bid_source" smallint NOT NULL,
	"project_name" text NOT NULL,
	"project_number" text NOT NULL,
	"purchaser_name" text NOT NULL,
	"purchase_unit" text NOT NULL,
	"business_direction" text NOT NULL,
	"city_code" text NOT NULL,
	"budget_amount" numeric(16, 2),
	"publish_time" timestamp with time zone NOT NULL,
	"bidding_date_from" timestamp with time zone,
	"bid_deadline" timestamp with time zone,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"recommend" boolean DEFAULT false NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demand_follow" (
	"user_id" integer NOT NULL,
	"bu_id" integer NOT NULL,
	"kind" smallint NOT NULL,
	"order_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demand_follow_user_id_bu_id_kind_order_id_pk" PRIMARY KEY("user_id","bu_id","kind","order_id")
);
--> statement-breakpoint
CREATE TABLE "opportunity_push" (
	"user_id" integer NOT NULL,
	"kind" smallint NOT NULL,
	"order_id" text NOT NULL,
	"subscription_id" integer NOT NULL,
	"message_id" integer NOT NULL,
	"day" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "opportunity_push_user_id_kind_order_id_pk" PRIMARY KEY("user_id","kind","order_id")
);
--> statement-breakpoint
CREATE TABLE "opportunity_subscription" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"bu_id" integer NOT NULL,
	"channel" smallint NOT NULL,
	"settings" jsonb NOT NULL,
	"channel_in_use" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outsourcing_demand" ADD COLUMN "primary_class" text;--> statement-breakpoint
ALTER TABLE "outsourcing_demand" ADD COLUMN "second_class" text;--> statement-breakpoint
ALTER TABLE "outsourcing_demand" ADD COLUMN "receive_requirement" smallint;--> statement-breakpoint
ALTER TABLE "outsourcing_demand" ADD COLUMN "field_work" smallint;--> statement-breakpoint
ALTER TABLE "outsourcing_demand" ADD COLUMN "person_order" integer;--> statement-breakpoint
ALTER TABLE "outsourcing_demand" ADD COLUMN "resident_period" text;--> statement-breakpoint
ALTER TABLE "outsourcing_demand" ADD COLUMN "settlement_period" text;--> statement-breakpoint
ALTER TABLE "outsourcing_demand" ADD COLUMN "book_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outsourcing_demand" ADD COLUMN "bid_valid_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outsourcing_demand" ADD COLUMN "vip_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outsourcing_demand" ADD COLUMN "recommend" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user_message" ADD COLUMN "body" text;--> statement-breakpoint
ALTER TABLE "user_message" ADD COLUMN "link" text;--> statement-breakpoint
CREATE UNIQUE INDEX "bid_opportunity_code_uq" ON "bid_opportunity" USING btree ("code");--> statement-breakpoint
CREATE INDEX "bid_opportunity_city_idx" ON "bid_opportunity" USING btree ("city_code","publish_time");--> statement-breakpoint
CREATE INDEX "bid_opportunity_time_idx" ON "bid_opportunity" USING btree ("publish_time");--> statement-breakpoint
CREATE INDEX "opportunity_push_day_idx" ON "opportunity_push" USING btree ("user_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "opportunity_subscription_uq" ON "opportunity_subscription" USING btree ("user_id","bu_id","channel");--> statement-breakpoint
CREATE INDEX "opportunity_subscription_channel_idx" ON "opportunity_subscription" USING btree ("channel","channel_in_use");--> statement-breakpoint
CREATE INDEX "outsourcing_demand_hall_idx" ON "outsourcing_demand" USING btree ("status","kind","city_code","created_at");