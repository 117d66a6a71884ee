ALTER TABLE "mail_delivery" ALTER COLUMN "subscription_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_delivery" ADD COLUMN "saved_search_id" integer;--> statement-breakpoint
ALTER TABLE "saved_search" ADD COLUMN "mail_mode" text DEFAULT 'off' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_delivery" ADD CONSTRAINT "mail_delivery_source_ck" CHECK (("mail_delivery"."subscription_id" is null) <> ("mail_delivery"."saved_search_id" is null));--> statement-breakpoint
ALTER TABLE "saved_search" ADD CONSTRAINT "saved_search_mail_mode_ck" CHECK ("saved_search"."mail_mode" in ('off', 'instant', 'digest'));
