CREATE TABLE "consult_ticket" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"subject" text NOT NULL,
	"content" text NOT NULL,
	"ticket_field" text NOT NULL,
	"tags" text NOT NULL,
	"corp_name" text NOT NULL,
	"contact_name" text NOT NULL,
	"country_code" text DEFAULT '86' NOT NULL,
	"phone_number" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "consult_ticket_no_uq" ON "consult_ticket" USING btree ("ticket_no");--> statement-breakpoint
CREATE INDEX "consult_ticket_user_idx" ON "consult_ticket" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "consult_ticket_status_idx" ON "consult_ticket" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "purchaser_name_prefix_idx" ON "purchaser" USING btree ("name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "supplier_name_prefix_idx" ON "supplier" USING btree ("comp_name" text_pattern_ops);