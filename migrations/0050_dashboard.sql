-- The console's dashboard (docs/features.md, Operator console: Dashboard): searches that found nothing, counted
-- per day, and the creation-time indexes its daily counts read.
CREATE TABLE "search_gap_day" (
	"day" date NOT NULL,
	"city_code" text NOT NULL,
	"tab" text NOT NULL,
	"term" text NOT NULL,
	"searches" integer NOT NULL,
	CONSTRAINT "search_gap_day_day_city_code_tab_term_pk" PRIMARY KEY("day","city_code","tab","term")
);
--> statement-breakpoint
CREATE INDEX "app_user_created_idx" ON "app_user" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "opportunity_push_date_idx" ON "opportunity_push" USING btree ("day");--> statement-breakpoint
CREATE INDEX "opportunity_subscription_created_idx" ON "opportunity_subscription" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "user_session_created_idx" ON "user_session" USING btree ("created_at");