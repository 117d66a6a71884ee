-- The console's imports (docs/imports.md, The console): who uploaded the file, where it waits on disk,
-- its size and how much of it was read (the progress bar), a dry run, and when the job started and
-- ended (a row not started yet is 排队中). All empty for the command's runs.
ALTER TABLE "import_job" ADD COLUMN "operator_id" integer;--> statement-breakpoint
ALTER TABLE "import_job" ADD COLUMN "file_path" text;--> statement-breakpoint
ALTER TABLE "import_job" ADD COLUMN "size_bytes" bigint;--> statement-breakpoint
ALTER TABLE "import_job" ADD COLUMN "bytes_read" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "import_job" ADD COLUMN "dry_run" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "import_job" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "import_job" ADD COLUMN "finished_at" timestamp with time zone;
