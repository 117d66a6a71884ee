-- award_party also keeps every award under the trade '' and kind '' (all trades and kinds; no project
-- kind is ever ''), beside its own trade and kind: a market page without a trade or kind filter, the
-- country's /analytics.html first of all, read one year's party rows of every trade and kind and summed
-- them per party (about 250,000 rows at 1,000,000 bids, 400-600 ms), and now reads one row per party.
-- Readers that sum a party's rows across trades and kinds skip these (docs/analytics.md "Rollups").
-- Adds signed awards (+1 written, -1 removed) to every rollup, in key order (two concurrent writers lock
-- rows in the same order), then drops the rows that came to nothing. award_month and award_facet get each
-- award under its city and under the city '' (the whole country); award_party too (0065), and under its
-- trade and kind and under the trade and kind '' (0067).
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
    SELECT extract(year FROM d.month)::smallint, c.city, l.trade, l.kind, p.role, p.party, sum(d.sign), sum(d.sign * d.amount)
    FROM unnest(deltas) d, LATERAL (VALUES (d.city_code), ('')) c(city), LATERAL (VALUES (d.trade, d.kind), ('', '')) l(trade, kind),
      LATERAL (VALUES ('buyer', d.purchase_code), ('winner', d.supplier_id::text)) p(role, party)
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
INSERT INTO award_party (year, city_code, trade, kind, role, party, award_count, amount_sum)
  SELECT year, city_code, '', '', role, party, sum(award_count), sum(amount_sum) FROM award_party
  WHERE kind <> '' GROUP BY year, city_code, role, party ORDER BY year, city_code, role, party;
