ALTER TABLE "import_job" ADD COLUMN "unannounced" jsonb;
