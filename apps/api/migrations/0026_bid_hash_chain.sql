ALTER TABLE "bids" ADD COLUMN "chain_position" integer;--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "masked_bidder_name" text;--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "salt" "bytea";--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "commitment" "bytea";--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "previous_hash" "bytea";--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "hash" "bytea";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "final_bid_hash" "bytea";--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "client_address_hash" text;--> statement-breakpoint
-- The chain's functions as sql/functions holds them today; the files replace them at every start.
CREATE OR REPLACE FUNCTION bid_chain_field(p_value text) RETURNS text LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT length(convert_to(p_value, 'UTF8'))::text || ':' || p_value;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bid_chain_start() RETURNS bytea LANGUAGE sql IMMUTABLE AS $$
  SELECT '\x0000000000000000000000000000000000000000000000000000000000000000'::bytea;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bid_chain_time(p_at timestamptz) RETURNS text LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT to_char(p_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"');
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bid_commitment(p_bidder_id uuid, p_max_amount_kobo bigint, p_salt bytea)
RETURNS bytea LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT sha256(convert_to(
    bid_chain_field('naijabid.bid-commitment.v1') || bid_chain_field(p_bidder_id::text)
      || bid_chain_field(p_max_amount_kobo::text) || bid_chain_field(encode(p_salt, 'hex')),
    'UTF8'));
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bid_chain_hash(
  p_listing_id uuid,
  p_position integer,
  p_placed_at timestamptz,
  p_masked_bidder_name text,
  p_price_kobo bigint,
  p_commitment bytea,
  p_previous_hash bytea
) RETURNS bytea LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT sha256(convert_to(
    bid_chain_field('naijabid.bid.v1') || bid_chain_field(p_listing_id::text) || bid_chain_field(p_position::text)
      || bid_chain_field(bid_chain_time(p_placed_at))
      || bid_chain_field(p_masked_bidder_name) || bid_chain_field(p_price_kobo::text)
      || bid_chain_field(encode(p_commitment, 'hex')) || bid_chain_field(encode(p_previous_hash, 'hex')),
    'UTF8'));
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bid_chain_head(p_listing_id uuid) RETURNS bytea LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT hash FROM bids WHERE listing_id = p_listing_id ORDER BY chain_position DESC LIMIT 1), bid_chain_start());
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION masked_bidder_name(p_user_id uuid) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT first_name || ' ' || upper(left(last_name, 1)) || '***' FROM users WHERE id = p_user_id;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bids_chain() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_previous_position integer;
  v_previous_hash bytea;
BEGIN
  PERFORM 1 FROM listings WHERE id = NEW.listing_id FOR UPDATE;
  SELECT chain_position, hash INTO v_previous_position, v_previous_hash
    FROM bids WHERE listing_id = NEW.listing_id ORDER BY chain_position DESC LIMIT 1;
  NEW.chain_position := coalesce(v_previous_position, 0) + 1;
  NEW.previous_hash := coalesce(v_previous_hash, bid_chain_start());
  NEW.masked_bidder_name := masked_bidder_name(NEW.bidder_id);
  NEW.salt := uuid_send(gen_random_uuid());
  NEW.commitment := bid_commitment(NEW.bidder_id, NEW.max_amount_kobo, NEW.salt);
  NEW.hash := bid_chain_hash(NEW.listing_id, NEW.chain_position, NEW.created_at, NEW.masked_bidder_name,
    (NEW.answer ->> 'currentPrice')::bigint, NEW.commitment, NEW.previous_hash);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION listings_final_bid_hash() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.final_bid_hash := CASE WHEN NEW.status = 'ended' THEN bid_chain_head(NEW.id) END;
  RETURN NEW;
END;
$$;
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
