-- Links every new bid into its auction's hash chain, whoever inserts it (place_bids, Buy Now,
-- the demo seed). The auction's row lock orders the bids: taken here too (a no-op under
-- place_bids and Buy Now, which hold it already), so no insert can fork the chain; the
-- unique (listing_id, chain_position) index would refuse one that tried. The masked name is
-- kept as it was when the bid was placed, so the chain never depends on a later rename.
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
