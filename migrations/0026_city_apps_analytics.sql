-- Issue 20: the app links of each city's selector, and analytics events with their daily report.
CREATE TABLE "city_app" (
	"city_code" text NOT NULL,
	"app_type" smallint NOT NULL,
	"url" text NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "city_app_pk" PRIMARY KEY("city_code","app_type")
);--> statement-breakpoint
CREATE TABLE "analytics_event" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project" text NOT NULL,
	"name" text NOT NULL,
	"path" text NOT NULL,
	"city_code" text,
	"visit" text NOT NULL,
	"referrer" text,
	"label" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "analytics_event_at_idx" ON "analytics_event" USING btree ("at");--> statement-breakpoint
CREATE TABLE "analytics_daily" (
	"day" date NOT NULL,
	"project" text NOT NULL,
	"name" text NOT NULL,
	"path" text NOT NULL,
	"events" integer NOT NULL,
	"visits" integer NOT NULL,
	CONSTRAINT "analytics_daily_pk" PRIMARY KEY("day","project","name","path")
);
