-- Market analytics (docs/analytics.md, docs/decisions/0020): the winning bids' aggregates kept in rollup
-- tables, changed in the same transaction as the awards by statement triggers on winning_bid, so every
-- writer (the seed, the import, a test's insert) keeps them without calling anything.
CREATE TABLE "award_month" (
	"city_code" text NOT NULL,
	"trade" text NOT NULL,
	"kind" text NOT NULL,
	"month" date NOT NULL,
	"award_count" integer NOT NULL,
	"amount_sum" numeric(18, 2) NOT NULL,
	"local_count" integer NOT NULL,
	"local_amount" numeric(18, 2) NOT NULL,
	CONSTRAINT "award_month_pk" PRIMARY KEY("city_code","trade","kind","month")
);
--> statement-breakpoint
CREATE INDEX "award_month_month_idx" ON "award_month" USING btree ("month");--> statement-breakpoint
CREATE INDEX "award_month_empty_idx" ON "award_month" USING btree ("city_code") WHERE award_count = 0;--> statement-breakpoint
CREATE TABLE "award_facet" (
	"city_code" text NOT NULL,
	"trade" text NOT NULL,
	"kind" text NOT NULL,
	"month" date NOT NULL,
	"facet" text NOT NULL,
	"value" text NOT NULL,
	"award_count" integer NOT NULL,
	"amount_sum" numeric(18, 2) NOT NULL,
	CONSTRAINT "award_facet_pk" PRIMARY KEY("city_code","trade","kind","month","facet","value")
);
--> statement-breakpoint
CREATE INDEX "award_facet_month_idx" ON "award_facet" USING btree ("month");--> statement-breakpoint
CREATE INDEX "award_facet_empty_idx" ON "award_facet" USING btree ("city_code") WHERE award_count = 0;--> statement-breakpoint
CREATE TABLE "award_party" (
	"year" smallint NOT NULL,
	"city_code" text NOT NULL,
	"trade" text NOT NULL,
	"kind" text NOT NULL,
	"role" text NOT NULL,
	"party" text NOT NULL,
	"award_count" integer NOT NULL,
	"amount_sum" numeric(18, 2) NOT NULL,
	CONSTRAINT "award_party_pk" PRIMARY KEY("year","city_code","trade","kind","role","party")
);
--> statement-breakpoint
CREATE INDEX "award_party_party_idx" ON "award_party" USING btree ("role","party");--> statement-breakpoint
CREATE INDEX "award_party_empty_idx" ON "award_party" USING btree ("year") WHERE award_count = 0;--> statement-breakpoint
CREATE TABLE "award_pair" (
	"purchase_code" text NOT NULL,
	"supplier_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"kind" text NOT NULL,
	"purchaser_type" text NOT NULL,
	"award_count" integer NOT NULL,
	"amount_sum" numeric(18, 2) NOT NULL,
	CONSTRAINT "award_pair_pk" PRIMARY KEY("purchase_code","supplier_id","year","kind","purchaser_type")
);
--> statement-breakpoint
CREATE INDEX "award_pair_supplier_idx" ON "award_pair" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "award_pair_empty_idx" ON "award_pair" USING btree ("year") WHERE award_count = 0;--> statement-breakpoint
-- A purchasing unit's notices and intentions, for its profile page.
CREATE INDEX "bid_opportunity_purchaser_idx" ON "bid_opportunity" USING btree ("purchaser_name","publish_time");--> statement-breakpoint
-- A project's kind, from the words its name ends with (seed/projects.ts writes names so; imported names
-- mostly follow the same habit). Order matters: 运行维护服务采购 is maintenance, 建设监理 is consulting.
CREATE OR REPLACE FUNCTION jf_project_kind(name text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN name ~ '运维|运行维护|技术支持|维保' THEN 'maintain'
    WHEN name ~ '咨询|可行性|监理|测评|规划|评估' THEN 'consult'
    WHEN name ~ '升级|改造|扩容|迁移' THEN 'upgrade'
    WHEN name ~ '采购|许可|设备' THEN 'purchase'
    WHEN name ~ '建设|开发|实施|工程' THEN 'build'
    ELSE 'other'
  END
$$;
--> statement-breakpoint
-- China has one time zone and no daylight saving: a month or year in China time is UTC+8's.
CREATE OR REPLACE FUNCTION jf_china_month(t timestamptz) RETURNS date
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT date_trunc('month', (t AT TIME ZONE 'UTC') + interval '8 hours')::date $$;
--> statement-breakpoint
-- The amount bands of the histogram (元): <10万, 10-50万, 50-100万, 100-500万, 500-1000万, >=1000万.
CREATE OR REPLACE FUNCTION jf_amount_band(amount numeric) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN amount < 100000 THEN '0' WHEN amount < 500000 THEN '1' WHEN amount < 1000000 THEN '2'
    WHEN amount < 5000000 THEN '3' WHEN amount < 10000000 THEN '4' ELSE '5' END
$$;
--> statement-breakpoint
CREATE TYPE "award_delta" AS (
	"sign" integer,
	"city_code" text,
	"trade" text,
	"kind" text,
	"month" date,
	"way" text,
	"purchaser_type" text,
	"purchase_code" text,
	"supplier_id" integer,
	"amount" numeric,
	"local" boolean
);
--> statement-breakpoint
-- Adds signed awards (+1 written, -1 removed) to every rollup, in key order (two concurrent writers lock
-- rows in the same order), then drops the rows that came to nothing. award_month and award_facet get each
-- award twice: under its city and under the city '' (the whole country), so a country-wide page reads as
-- few rows as a city's.
CREATE OR REPLACE FUNCTION jf_award_rollup_apply(deltas award_delta[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(deltas) = 0 THEN RETURN; END IF;
  INSERT INTO award_month AS t
    SELECT c.city, d.trade, d.kind, d.month, sum(d.sign), sum(d.sign * d.amount),
      coalesce(sum(d.sign) FILTER (WHERE d.local), 0), coalesce(sum(d.sign * d.amount) FILTER (WHERE d.local), 0)
    FROM unnest(deltas) d, LATERAL (VALUES (d.city_code), ('')) c(city) GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT ON CONSTRAINT award_month_pk DO UPDATE SET award_count = t.award_count + excluded.award_count,
    amount_sum = t.amount_sum + excluded.amount_sum, local_count = t.local_count + excluded.local_count,
    local_amount = t.local_amount + excluded.local_amount;
  INSERT INTO award_facet AS t
    SELECT c.city, d.trade, d.kind, d.month, f.facet, f.value, sum(d.sign), sum(d.sign * d.amount)
    FROM unnest(deltas) d, LATERAL (VALUES (d.city_code), ('')) c(city),
      LATERAL (VALUES ('way', d.way), ('band', jf_amount_band(d.amount))) f(facet, value)
    GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT ON CONSTRAINT award_facet_pk DO UPDATE SET award_count = t.award_count + excluded.award_count,
    amount_sum = t.amount_sum + excluded.amount_sum;
  INSERT INTO award_party AS t
    SELECT extract(year FROM d.month)::smallint, d.city_code, d.trade, d.kind, p.role, p.party, sum(d.sign), sum(d.sign * d.amount)
    FROM unnest(deltas) d, LATERAL (VALUES ('buyer', d.purchase_code), ('winner', d.supplier_id::text)) p(role, party)
    WHERE p.party IS NOT NULL
    GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT ON CONSTRAINT award_party_pk DO UPDATE SET award_count = t.award_count + excluded.award_count,
    amount_sum = t.amount_sum + excluded.amount_sum;
  INSERT INTO award_pair AS t
    SELECT d.purchase_code, d.supplier_id, extract(year FROM d.month)::smallint, d.kind, d.purchaser_type, sum(d.sign), sum(d.sign * d.amount)
    FROM unnest(deltas) d WHERE d.supplier_id IS NOT NULL
    GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT ON CONSTRAINT award_pair_pk DO UPDATE SET award_count = t.award_count + excluded.award_count,
    amount_sum = t.amount_sum + excluded.amount_sum;
  IF EXISTS (SELECT 1 FROM unnest(deltas) d WHERE d.sign < 0) THEN
    DELETE FROM award_month WHERE award_count = 0;
    DELETE FROM award_facet WHERE award_count = 0;
    DELETE FROM award_party WHERE award_count = 0;
    DELETE FROM award_pair WHERE award_count = 0;
  END IF;
END
$$;
--> statement-breakpoint
-- The statement's awards (bid_state 1) as deltas: "changed" holds the new rows of an insert or update and
-- the old rows of a delete, "changed_before" the old rows of an update. An award's supplier is local when
-- it is registered in the award's city (as the supplier is now: a move is caught by the nightly check).
CREATE OR REPLACE FUNCTION jf_award_rollup_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  dir integer := CASE WHEN TG_OP = 'DELETE' THEN -1 ELSE 1 END;
  deltas award_delta[];
BEGIN
  deltas := ARRAY(
    SELECT ROW(dir, c.city_code, c.service_trade, jf_project_kind(c.project_name), jf_china_month(c.publish_time), c.purchase_way,
      c.purchaser_type, c.purchase_code, c.bid_comp_id, c.amount, coalesce(s.city_code = c.city_code, false))::award_delta
    FROM changed c LEFT JOIN supplier s ON s.id = c.bid_comp_id WHERE c.bid_state = 1);
  IF TG_OP = 'UPDATE' THEN
    deltas := deltas || ARRAY(
      SELECT ROW(-1, c.city_code, c.service_trade, jf_project_kind(c.project_name), jf_china_month(c.publish_time), c.purchase_way,
        c.purchaser_type, c.purchase_code, c.bid_comp_id, c.amount, coalesce(s.city_code = c.city_code, false))::award_delta
      FROM changed_before c LEFT JOIN supplier s ON s.id = c.bid_comp_id WHERE c.bid_state = 1);
  END IF;
  PERFORM jf_award_rollup_apply(deltas);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER winning_bid_rollup_insert AFTER INSERT ON winning_bid REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION jf_award_rollup_changed();--> statement-breakpoint
CREATE TRIGGER winning_bid_rollup_update AFTER UPDATE ON winning_bid REFERENCING NEW TABLE AS changed OLD TABLE AS changed_before
  FOR EACH STATEMENT EXECUTE FUNCTION jf_award_rollup_changed();--> statement-breakpoint
CREATE TRIGGER winning_bid_rollup_delete AFTER DELETE ON winning_bid REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION jf_award_rollup_changed();--> statement-breakpoint
CREATE OR REPLACE FUNCTION jf_award_rollup_clear() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE award_month, award_facet, award_party, award_pair;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER winning_bid_rollup_truncate AFTER TRUNCATE ON winning_bid
  FOR EACH STATEMENT EXECUTE FUNCTION jf_award_rollup_clear();--> statement-breakpoint
-- The awards already in the database.
SELECT jf_award_rollup_apply(ARRAY(
  SELECT ROW(1, c.city_code, c.service_trade, jf_project_kind(c.project_name), jf_china_month(c.publish_time), c.purchase_way,
    c.purchaser_type, c.purchase_code, c.bid_comp_id, c.amount, coalesce(s.city_code = c.city_code, false))::award_delta
  FROM winning_bid c LEFT JOIN supplier s ON s.id = c.bid_comp_id WHERE c.bid_state = 1));
