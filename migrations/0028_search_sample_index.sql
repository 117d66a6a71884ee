-- Issue 14: a new question's labels are counted in a sample of its matches. Taken from the whole search
-- index, a keyword with tens of thousands of matches first collects every one of them (about a
-- microsecond each) to keep 501; this index holds every 16th row, so the same sample costs a sixteenth
-- of that, and is spread evenly over the table instead of its first pages (lib/server/search/bounded.ts).
CREATE INDEX IF NOT EXISTS "winning_bid_search_sample_idx" ON "winning_bid" USING gin ("search_vec") WHERE id % 16 = 0;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "supplier_search_sample_idx" ON "supplier" USING gin ("search_vec") WHERE id % 16 = 0;
