ALTER TABLE "listings" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', brand), 'A') || setweight(to_tsvector('english', category), 'B') || setweight(to_tsvector('english', description), 'C')) STORED NOT NULL;--> statement-breakpoint
-- Dropping the column dropped its index; it is made again over the new column.
CREATE INDEX "listings_search" ON "listings" USING gin ("search_vector");
