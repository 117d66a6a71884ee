-- The console's content (docs/features.md, Operator console): an activity's stopped sign-ups and cover, and
-- the rules centre's published texts.
CREATE TABLE "platform_rule" (
	"code" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"version" text NOT NULL,
	"published_on" text NOT NULL,
	"effective_from" text NOT NULL,
	"chapters" jsonb NOT NULL,
	"published_by" integer,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity" ADD COLUMN "sign_up_stopped" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "activity" ADD COLUMN "cover_key" text;