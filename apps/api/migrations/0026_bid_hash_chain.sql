ALTER TABLE "bids" ADD COLUMN "chain_position" integer;--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "masked_bidder_name" text;--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "salt" "bytea";--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "commitment" "bytea";--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "previous_hash" "bytea";--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "hash" "bytea";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "final_bid_hash" "bytea";--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "client_address_hash" text;--> statement-breakpoint
-- The chain's functions, from their files in sql/functions, for the backfill and the triggers below.
-- function: bid_chain_field
--> statement-breakpoint
-- function: bid_chain_start
--> statement-breakpoint
-- function: bid_chain_time
--> statement-breakpoint
-- function: bid_commitment
--> statement-breakpoint
-- function: bid_chain_hash
--> statement-breakpoint
-- function: bid_chain_head
--> statement-breakpoint
-- function: masked_bidder_name
--> statement-breakpoint
-- function: bids_chain
--> statement-breakpoint
-- function: listings_final_bid_hash
--> statement-breakpoint
-- Bids placed before the chain existed are chained now, auction by auction in the order they
-- were placed (their sequence), each with a fresh random salt and the masked name its bidder
-- has today; auctions that already ended record the final hash as if closed now.
DO $$
DECLARE
  v_bid record;
  v_listing_id uuid;
  v_position integer;
  v_previous bytea;
  v_salt bytea;
  v_commitment bytea;
BEGIN
  FOR v_bid IN SELECT * FROM bids ORDER BY listing_id, sequence LOOP
    IF v_listing_id IS DISTINCT FROM v_bid.listing_id THEN
      v_listing_id := v_bid.listing_id;
      v_position := 0;
      v_previous := bid_chain_start();
    END IF;
    v_position := v_position + 1;
    v_salt := uuid_send(gen_random_uuid());
    v_commitment := bid_commitment(v_bid.bidder_id, v_bid.max_amount_kobo, v_salt);
    UPDATE bids SET
      chain_position = v_position,
      masked_bidder_name = masked_bidder_name(v_bid.bidder_id),
      salt = v_salt,
      commitment = v_commitment,
      previous_hash = v_previous,
      hash = bid_chain_hash(v_bid.listing_id, v_position, v_bid.created_at, masked_bidder_name(v_bid.bidder_id),
        (v_bid.answer ->> 'currentPrice')::bigint, v_commitment, v_previous)
    WHERE id = v_bid.id
    RETURNING hash INTO v_previous;
  END LOOP;
END;
$$;
--> statement-breakpoint
UPDATE listings SET final_bid_hash = bid_chain_head(id) WHERE status = 'ended';
--> statement-breakpoint
CREATE UNIQUE INDEX "bids_listing_chain_position" ON "bids" USING btree ("listing_id","chain_position");
--> statement-breakpoint
CREATE INDEX "ledger_transfers_created" ON "ledger_transfers" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "sessions_client_address" ON "sessions" USING btree ("client_address_hash") WHERE "sessions"."client_address_hash" is not null;
--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_chained" CHECK ("bids"."chain_position" is not null and "bids"."masked_bidder_name" is not null and "bids"."salt" is not null
      and "bids"."commitment" is not null and "bids"."previous_hash" is not null and "bids"."hash" is not null);
--> statement-breakpoint
CREATE TRIGGER bids_chain
  BEFORE INSERT ON bids
  FOR EACH ROW EXECUTE FUNCTION bids_chain();
--> statement-breakpoint
CREATE TRIGGER listings_final_bid_hash
  BEFORE UPDATE OF status ON listings
  FOR EACH ROW WHEN (NEW.status IS DISTINCT FROM OLD.status) EXECUTE FUNCTION listings_final_bid_hash();
