CREATE TABLE "supplier_scheme" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"bu_id" integer NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"review_note" text,
	"reviewed_at" timestamp with time zone,
	"page_token" text NOT NULL,
	"company" jsonb NOT NULL,
	"comp_name" text NOT NULL,
	"comp_register_capital" numeric(20, 2),
	"output_scale" numeric(20, 2),
	"case_name" text NOT NULL,
	"case_price" numeric(20, 2) NOT NULL,
	"case_type" text NOT NULL,
	"scheme" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_scheme_token_uq" ON "supplier_scheme" USING btree ("user_id","page_token");--> statement-breakpoint
CREATE INDEX "supplier_scheme_user_idx" ON "supplier_scheme" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "supplier_scheme_status_idx" ON "supplier_scheme" USING btree ("status","created_at");