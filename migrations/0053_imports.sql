-- The import pipeline (docs/imports.md): one job per file run, resumable from its committed position,
-- and the ledger of what each source key (OCDS ocid + section, the template's 记录编号) produced.
CREATE TABLE "import_job" (
	"id" serial PRIMARY KEY NOT NULL,
	"checksum" text NOT NULL,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"report" jsonb NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_job_status_ck" CHECK ("import_job"."status" in ('running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "import_job_checksum_idx" ON "import_job" USING btree ("checksum","status");--> statement-breakpoint
CREATE TABLE "import_ledger" (
	"source" text NOT NULL,
	"source_key" text NOT NULL,
	"version" text NOT NULL,
	"hash" text NOT NULL,
	"released_at" timestamp with time zone NOT NULL,
	"target" text NOT NULL,
	"target_code" text NOT NULL,
	"job_id" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_ledger_source_source_key_pk" PRIMARY KEY("source","source_key")
);
--> statement-breakpoint
-- Purchasers and suppliers are matched by 统一社会信用代码 first: the purchaser keeps it when known.
ALTER TABLE "purchaser" ADD COLUMN "credit_code" text;--> statement-breakpoint
CREATE UNIQUE INDEX "purchaser_credit_code_uq" ON "purchaser" USING btree ("credit_code") WHERE credit_code is not null;--> statement-breakpoint
CREATE INDEX "supplier_credit_code_idx" ON "supplier" USING btree ("credit_code");
