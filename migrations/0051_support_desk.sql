-- The support desk (docs/features.md, Operator console: Support): how support handled a suggestion or complaint
-- (status, internal note, the reply the sender receives), chat reports, and account bans.
CREATE TABLE "chat_report" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"reporter_user_id" integer NOT NULL,
	"reported_user_id" integer NOT NULL,
	"reason" text NOT NULL,
	"up_to_message_id" bigint NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"decision_note" text,
	"closed_by" integer,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_report_status_ck" CHECK ("chat_report"."status" in ('open', 'warned', 'banned', 'dismissed'))
);
--> statement-breakpoint
CREATE TABLE "account_ban" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"banned_by" integer,
	"banned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"previous_status" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "handled_by" integer;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_report_once_uq" ON "chat_report" USING btree ("conversation_id","reporter_user_id");--> statement-breakpoint
CREATE INDEX "chat_report_status_idx" ON "chat_report" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "feedback_status_idx" ON "feedback" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_status_ck" CHECK ("feedback"."status" in ('new', 'in_progress', 'answered', 'closed'));