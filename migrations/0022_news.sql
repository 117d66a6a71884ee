-- Software-frontier news (issue 21): columns and articles, listed newest first (per column too) and
-- by views for the hot list.
CREATE TABLE "news_column" (
	"label_code" text PRIMARY KEY NOT NULL,
	"label_name" text NOT NULL,
	"label_desc" text NOT NULL,
	"image_url" text NOT NULL,
	"sort" integer NOT NULL
);--> statement-breakpoint
CREATE TABLE "news_article" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text[] NOT NULL,
	"label_code" text NOT NULL REFERENCES "news_column"("label_code"),
	"thumbnail" text NOT NULL,
	"video_url" text,
	"video_poster" text,
	"top_flag" boolean DEFAULT false NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"author" text NOT NULL,
	"publish_time" timestamp with time zone NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "news_article_publish_idx" ON "news_article" USING btree ("publish_time","id");--> statement-breakpoint
CREATE INDEX "news_article_column_idx" ON "news_article" USING btree ("label_code","publish_time","id");--> statement-breakpoint
CREATE INDEX "news_article_views_idx" ON "news_article" USING btree ("views","id");
