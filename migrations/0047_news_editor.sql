-- The console's news editor (docs/features.md, Operator console: News): an article's state, its body as
-- sanitized HTML, and when it last changed; every existing article stays published.
ALTER TABLE "news_article" ADD COLUMN "body_html" text;--> statement-breakpoint
ALTER TABLE "news_article" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "news_article" ADD COLUMN "update_time" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "news_article_console_idx" ON "news_article" USING btree ("status","update_time");--> statement-breakpoint
ALTER TABLE "news_article" ADD CONSTRAINT "news_article_status_ck" CHECK ("news_article"."status" in ('draft', 'published', 'unpublished'));