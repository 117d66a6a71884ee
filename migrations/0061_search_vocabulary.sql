CREATE TABLE "search_vocabulary" (
	"term" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"weight" integer NOT NULL,
	"pinyin" text NOT NULL,
	"initials" text NOT NULL,
	"syllables" text NOT NULL,
	CONSTRAINT "search_vocabulary_kind_ck" CHECK ("search_vocabulary"."kind" in ('search', 'title', 'purchaser', 'supplier'))
);
--> statement-breakpoint
CREATE INDEX "search_vocabulary_term_idx" ON "search_vocabulary" USING btree ("term" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_vocabulary_pinyin_idx" ON "search_vocabulary" USING btree ("pinyin" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_vocabulary_initials_idx" ON "search_vocabulary" USING btree ("initials" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_vocabulary_weight_idx" ON "search_vocabulary" USING btree ("weight" DESC,"term");
