-- Issue 14: the bids' search vectors are kept in the row, never in the TOAST table. A row of more
-- than about 2 kB has its largest values moved out of line, and the search vector (about 670 bytes)
-- was that value for one bid in eight: every read of such a row that checks the keyword (a walk down
-- a sort index, a bitmap read's recheck) fetched it through the TOAST index, three or four blocks
-- more. A walk of 10,000 rows at 1,000,000 bids read 7,370 blocks in 22-25 ms; with the vectors in
-- the row, 2,203 blocks in 12-19 ms. MAIN storage moves the notice text out first and keeps a vector in
-- the row unless the row cannot fit a page. CLUSTER rewrites the rows under the new storage (the
-- seed lays the table out in publish order the same way) and rebuilds the indexes.
ALTER TABLE "winning_bid" ALTER COLUMN "search_vec" SET STORAGE MAIN, ALTER COLUMN "title_vec" SET STORAGE MAIN;--> statement-breakpoint
CLUSTER "winning_bid" USING "winning_bid_publish_idx";--> statement-breakpoint
ANALYZE "winning_bid";
