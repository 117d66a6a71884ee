-- E-mail (docs/features.md, E-mail): the account's address with double opt-in, each subscription's mail
-- choice, the deliveries of pushed opportunities (once per user and opportunity) and the development
-- SMTP capture (docs/decisions/0017).
CREATE TABLE "mail_address" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"email" text,
	"state" text DEFAULT 'active' NOT NULL,
	"failure" text,
	"pending_email" text,
	"digest_hour" smallint DEFAULT 8 NOT NULL,
	"last_digest_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_address_state_ck" CHECK ("mail_address"."state" in ('active', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "mail_address_digest_idx" ON "mail_address" USING btree ("digest_hour");--> statement-breakpoint
CREATE TABLE "mail_confirm_token" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "mail_confirm_token_user_idx" ON "mail_confirm_token" USING btree ("user_id");--> statement-breakpoint
CREATE TABLE "mail_subscription_mode" (
	"subscription_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"mode" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_subscription_mode_ck" CHECK ("mail_subscription_mode"."mode" in ('off', 'instant', 'digest'))
);
--> statement-breakpoint
CREATE TABLE "mail_delivery" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" smallint NOT NULL,
	"order_id" text NOT NULL,
	"subscription_id" integer NOT NULL,
	"mode" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"reasons" jsonb NOT NULL,
	"day" text NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_delivery_state_ck" CHECK ("mail_delivery"."state" in ('queued', 'sending', 'sent', 'failed', 'dropped')),
	CONSTRAINT "mail_delivery_mode_ck" CHECK ("mail_delivery"."mode" in ('instant', 'digest'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "mail_delivery_uq" ON "mail_delivery" USING btree ("user_id","kind","order_id");--> statement-breakpoint
CREATE INDEX "mail_delivery_due_idx" ON "mail_delivery" USING btree ("state","mode","next_attempt_at");--> statement-breakpoint
CREATE INDEX "mail_delivery_day_idx" ON "mail_delivery" USING btree ("user_id","day");--> statement-breakpoint
CREATE TABLE "mail_capture" (
	"id" serial PRIMARY KEY NOT NULL,
	"envelope_from" text NOT NULL,
	"envelope_to" text NOT NULL,
	"subject" text NOT NULL,
	"sent_at" timestamp with time zone,
	"raw" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "mail_capture_received_idx" ON "mail_capture" USING btree ("received_at");
