DROP INDEX "bids_listing_bidder";--> statement-breakpoint
CREATE INDEX "bids_listing_best" ON "bids" USING btree ("listing_id","max_amount_kobo" DESC NULLS LAST,"sequence");