-- Chinese full-text search without an extension, identical on PostgreSQL 15 and PGlite (PostgreSQL 18).
-- A document's terms are its lower-cased Latin/digit words plus every single character and every pair
-- of neighbouring characters of its Chinese runs. The app turns a query into the same kind of terms
-- (lib/search/terms.ts), so a GIN index over array_to_tsvector(jf_search_terms(doc)) answers 1-, 2-
-- and longer-character queries; longer phrases are then checked as substrings.
CREATE OR REPLACE FUNCTION jf_search_terms(doc text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT g), '{}'::text[])
  FROM regexp_matches(lower(coalesce(doc, '')), '[a-z0-9]+|[一-鿿]+', 'g') AS m(w),
  LATERAL (
    SELECT m.w[1] AS g WHERE m.w[1] ~ '^[a-z0-9]'
    UNION ALL
    SELECT substr(m.w[1], i, n)
    FROM generate_series(1, char_length(m.w[1])) AS i, (VALUES (1), (2)) AS k(n)
    WHERE m.w[1] !~ '^[a-z0-9]' AND i + n - 1 <= char_length(m.w[1])
  ) AS grams
$$;
--> statement-breakpoint
-- array_to_string is only STABLE in general; over text[] it cannot change, and generated columns need IMMUTABLE.
CREATE OR REPLACE FUNCTION jf_join(arr text[]) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT coalesce(array_to_string(arr, ' '), '') $$;
