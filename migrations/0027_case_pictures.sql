-- Issue 23: the demo cases' eight placeholder screenshots (public/images/case/case-1..8.svg) gave way to
-- generated ones of seven kinds in six palettes (seed/case-screens.ts). A database seeded before keeps
-- its cases; their pictures move to a generated screen each, so no case page shows a missing image.
UPDATE "biz_case" AS c
SET "pic_array" = (
	SELECT coalesce(jsonb_agg(p.pic || jsonb_build_object('slidepath', coalesce(m.generated, p.pic ->> 'slidepath')) ORDER BY p.ord), '[]'::jsonb)
	FROM jsonb_array_elements(c."pic_array") WITH ORDINALITY AS p(pic, ord)
	LEFT JOIN (VALUES
		('/images/case/case-1.svg', '/images/case/case-dashboard-blue.svg'),
		('/images/case/case-2.svg', '/images/case/case-map-teal.svg'),
		('/images/case/case-3.svg', '/images/case/case-form-green.svg'),
		('/images/case/case-4.svg', '/images/case/case-mobile-orange.svg'),
		('/images/case/case-5.svg', '/images/case/case-bigscreen-purple.svg'),
		('/images/case/case-6.svg', '/images/case/case-report-blue.svg'),
		('/images/case/case-7.svg', '/images/case/case-workflow-teal.svg'),
		('/images/case/case-8.svg', '/images/case/case-dashboard-dark.svg')
	) AS m(old, generated) ON m.old = p.pic ->> 'slidepath'
)
WHERE c."pic_array"::text ~ '/images/case/case-[1-8]\.svg';
