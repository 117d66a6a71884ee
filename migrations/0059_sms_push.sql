-- SMS pushes of new opportunities (docs/features.md "SMS pushes"): the users' opt-in, and one row per
-- push SMS (unique per user and opportunity: queued once; claimed by one worker at a time) with its day,
-- its time to go out (after the quiet hours), its state and tries, and its short link's code.
CREATE TABLE "sms_push_setting" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_push" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" smallint NOT NULL,
	"order_id" text NOT NULL,
	"title" text NOT NULL,
	"link" text NOT NULL,
	"code" text NOT NULL,
	"day" text NOT NULL,
	"send_after" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	CONSTRAINT "sms_push_status_ck" CHECK ("sms_push"."status" in ('queued', 'sending', 'sent', 'failed', 'cancelled'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sms_push_uq" ON "sms_push" USING btree ("user_id","kind","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_push_code_uq" ON "sms_push" USING btree ("code");--> statement-breakpoint
CREATE INDEX "sms_push_day_idx" ON "sms_push" USING btree ("user_id","day");--> statement-breakpoint
CREATE INDEX "sms_push_status_idx" ON "sms_push" USING btree ("status","send_after");
