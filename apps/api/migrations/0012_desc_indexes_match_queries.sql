-- Drizzle's .desc() made these indexes DESC NULLS LAST, an order no "ORDER BY x DESC" query
-- can read (plain DESC puts nulls first), so each such query sorted every matching row:
-- on a hot auction, every bid sorted all of its earlier bids. Now they match the queries.
DROP INDEX "bids_listing_best";--> statement-breakpoint
DROP INDEX "bids_listing_sequence";--> statement-breakpoint
DROP INDEX "deposits_user";--> statement-breakpoint
DROP INDEX "dev_mail_recipient_latest";--> statement-breakpoint
DROP INDEX "listings_seller";--> statement-breakpoint
DROP INDEX "listings_created";--> statement-breakpoint
DROP INDEX "verification_codes_user_latest";--> statement-breakpoint
CREATE INDEX "bids_listing_best" ON "bids" USING btree ("listing_id","max_amount_kobo" DESC NULLS FIRST,"sequence");--> statement-breakpoint
CREATE INDEX "bids_listing_sequence" ON "bids" USING btree ("listing_id","sequence" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "deposits_user" ON "deposits" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "dev_mail_recipient_latest" ON "dev_mail" USING btree ("to_address","sent_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "listings_seller" ON "listings" USING btree ("seller_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "listings_created" ON "listings" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "verification_codes_user_latest" ON "verification_codes" USING btree ("user_id","created_at" DESC NULLS FIRST);