-- /jfCase.html's default list is a tab's cases in the recommended order (sort_order, then newest):
-- without an index in that order every render sorted the tab's 25,000 cases for 9 of them (63 ms at
-- 50,000 cases; 0.4 ms through this index).
CREATE INDEX "biz_case_recommended_idx" ON "biz_case" USING btree ("source","sort_order" DESC,"publish_time" DESC,"id" DESC);
