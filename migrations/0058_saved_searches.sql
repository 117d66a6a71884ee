CREATE TABLE "saved_search" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"list" text NOT NULL,
	"query" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_search_list_ck" CHECK ("saved_search"."list" in ('bids', 'suppliers', 'business', 'demands', 'schemes'))
);
--> statement-breakpoint
CREATE INDEX "saved_search_user_idx" ON "saved_search" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "saved_search_list_idx" ON "saved_search" USING btree ("list");--> statement-breakpoint
CREATE TABLE "feed_token" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"source" text NOT NULL,
	"source_id" integer NOT NULL,
	"nonce" text,
	"token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feed_token_source_ck" CHECK ("feed_token"."source" in ('search', 'subscription'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "feed_token_source_uq" ON "feed_token" USING btree ("source","source_id");--> statement-breakpoint
CREATE UNIQUE INDEX "feed_token_hash_uq" ON "feed_token" USING btree ("token_hash");--> statement-breakpoint
ALTER TABLE "opportunity_push" ALTER COLUMN "subscription_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "opportunity_push" ADD COLUMN "saved_search_id" integer;--> statement-breakpoint
ALTER TABLE "opportunity_push" ADD CONSTRAINT "opportunity_push_source_ck" CHECK (("opportunity_push"."subscription_id" is null) <> ("opportunity_push"."saved_search_id" is null));--> statement-breakpoint
CREATE INDEX "opportunity_push_subscription_idx" ON "opportunity_push" USING btree ("subscription_id","created_at");--> statement-breakpoint
CREATE INDEX "opportunity_push_saved_search_idx" ON "opportunity_push" USING btree ("saved_search_id","created_at");
