-- Hot searches (000 §2, 001 §9): the searches that found something, counted per China day, city site
-- ('' for the main site), procurement tab and term, with no visit, address or account beside them; and
-- the lists the daily job computes from them per site and kind (lib/server/analytics/searches.ts).
CREATE TABLE "search_term_day" (
	"day" date NOT NULL,
	"city_code" text NOT NULL,
	"tab" text NOT NULL,
	"term" text NOT NULL,
	"searches" integer NOT NULL,
	CONSTRAINT "search_term_day_day_city_code_tab_term_pk" PRIMARY KEY("day","city_code","tab","term")
);--> statement-breakpoint
CREATE TABLE "hot_search" (
	"city_code" text NOT NULL,
	"kind" text NOT NULL,
	"rank" smallint NOT NULL,
	"term" text NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hot_search_city_code_kind_rank_pk" PRIMARY KEY("city_code","kind","rank")
);
