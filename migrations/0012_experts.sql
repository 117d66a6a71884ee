CREATE TABLE "expert_consultation" (
	"id" serial PRIMARY KEY NOT NULL,
	"expert_user_id" integer NOT NULL,
	"asker_user_id" integer NOT NULL,
	"description" text NOT NULL,
	"phone" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expert_profile" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expert_name" text NOT NULL,
	"big_logo_url" text,
	"honor" text NOT NULL,
	"expert_label" text NOT NULL,
	"description" text NOT NULL,
	"immediate" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "expert_consultation_expert_idx" ON "expert_consultation" USING btree ("expert_user_id","created_at");--> statement-breakpoint
CREATE INDEX "expert_consultation_asker_idx" ON "expert_consultation" USING btree ("asker_user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "expert_profile_user_uq" ON "expert_profile" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "expert_profile_sort_idx" ON "expert_profile" USING btree ("sort");