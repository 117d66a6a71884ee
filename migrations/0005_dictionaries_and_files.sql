CREATE TABLE "dict_entry" (
	"base_code" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"parent_code" text,
	"level" smallint NOT NULL,
	"sort" integer NOT NULL,
	"help" text,
	CONSTRAINT "dict_entry_base_code_code_pk" PRIMARY KEY("base_code","code")
);
--> statement-breakpoint
CREATE TABLE "stored_file" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_key" text NOT NULL,
	"owner_user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"orig_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"referenced_at" timestamp with time zone,
	"ref_table" text,
	"ref_id" text
);
--> statement-breakpoint
CREATE INDEX "dict_entry_tree_idx" ON "dict_entry" USING btree ("base_code","level","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "stored_file_key_uq" ON "stored_file" USING btree ("file_key");--> statement-breakpoint
CREATE INDEX "stored_file_cleanup_idx" ON "stored_file" USING btree ("referenced_at","created_at");--> statement-breakpoint
CREATE INDEX "stored_file_owner_idx" ON "stored_file" USING btree ("owner_user_id","created_at");