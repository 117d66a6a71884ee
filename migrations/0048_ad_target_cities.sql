-- Ads in the console (docs/features.md, Operator console: ads): an item of one city (city_code) keeps that
-- city as its only target (city_codes) before 0049 drops city_code.
UPDATE "ad_item" SET "city_codes" = ARRAY["city_code"] WHERE "city_code" IS NOT NULL;
