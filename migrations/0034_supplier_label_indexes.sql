-- Issue 14: the suppliers' 成立时间 and 专利 labels are computed from establish_time and patent_num
-- (lib/server/search/sources.ts bucketLabel), so a selected label was checked on every row the keyword
-- matched: 人工 with 5-10年 fetched 14,963 suppliers to keep 2,402. Asked as conditions on the columns,
-- these indexes answer them and the search index's rows are combined with theirs before a row is read.
CREATE INDEX "supplier_establish_idx" ON "supplier" USING btree ("establish_time");--> statement-breakpoint
CREATE INDEX "supplier_patent_idx" ON "supplier" USING btree ("patent_num");
