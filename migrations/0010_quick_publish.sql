-- Outsourcing demands (quick publish, issue 16) and one-time login tokens. The schema no longer
-- lists four label indexes that 0007 never created; nothing is dropped for them here.
CREATE TABLE "login_token" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "outsourcing_demand" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"id_secret" text NOT NULL,
	"user_id" integer NOT NULL,
	"bu_id" integer DEFAULT 0 NOT NULL,
	"order_name" text NOT NULL,
	"memo" text NOT NULL,
	"contact_mobile" text NOT NULL,
	"kind" smallint DEFAULT 1 NOT NULL,
	"price" numeric(16, 2),
	"tech_direction" text,
	"city_code" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"source" text NOT NULL,
	"entry" text,
	"from_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "outsourcing_demand_no_uq" ON "outsourcing_demand" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "outsourcing_demand_secret_uq" ON "outsourcing_demand" USING btree ("id_secret");--> statement-breakpoint
CREATE INDEX "outsourcing_demand_user_idx" ON "outsourcing_demand" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "outsourcing_demand_status_idx" ON "outsourcing_demand" USING btree ("status","created_at");