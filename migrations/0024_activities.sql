-- The platform's activities and their sign-ups (issue 21): a quota per activity, places taken by a
-- conditional UPDATE, one sign-up row per user and activity.
CREATE TABLE "activity" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"type" smallint NOT NULL,
	"summary" text NOT NULL,
	"intro" text[] NOT NULL,
	"agenda" text[] NOT NULL,
	"speakers" text[] NOT NULL,
	"organiser" text NOT NULL,
	"city_code" text NOT NULL,
	"online" boolean NOT NULL,
	"place" text,
	"online_link" text,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"sign_up_deadline" timestamp with time zone NOT NULL,
	"quota" integer NOT NULL,
	"signed_count" integer DEFAULT 0 NOT NULL,
	"allow_blank" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_places_ck" CHECK ("activity"."signed_count" >= 0 and "activity"."signed_count" <= "activity"."quota")
);--> statement-breakpoint
CREATE TABLE "activity_signup" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL REFERENCES "activity"("id"),
	"user_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"dep_name" text NOT NULL,
	"credit_code" text NOT NULL,
	"contact_name" text NOT NULL,
	"telphone" text NOT NULL,
	"province_code" text NOT NULL,
	"province_name" text NOT NULL,
	"city_code" text NOT NULL,
	"city_name" text NOT NULL,
	"area_code" text NOT NULL,
	"area_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX "activity_start_idx" ON "activity" USING btree ("start_time","id");--> statement-breakpoint
CREATE INDEX "activity_city_idx" ON "activity" USING btree ("city_code","start_time");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_signup_uq" ON "activity_signup" USING btree ("activity_id","user_id");--> statement-breakpoint
CREATE INDEX "activity_signup_user_idx" ON "activity_signup" USING btree ("user_id","created_at");
