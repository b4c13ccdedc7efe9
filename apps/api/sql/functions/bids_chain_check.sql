-- Checks, once per statement, every bid it inserted with its link already made (place_bids
-- makes a batch's links itself, so it pays for the chain once per batch): each continues its
-- auction's chain from the bid before it, with the masked name, commitment and hash the
-- bids_chain trigger would have computed. A bid inserted without a link gets it from
-- bids_chain and passes by construction. With the unique (listing_id, chain_position) index,
-- no insert can fork, skip or quietly alter the chain.
CREATE OR REPLACE FUNCTION bids_chain_check() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_broken record;
BEGIN
  SELECT inserted.listing_id, inserted.chain_position INTO v_broken
  FROM inserted_bids AS inserted
  LEFT JOIN bids AS previous
    ON previous.listing_id = inserted.listing_id AND previous.chain_position = inserted.chain_position - 1
  WHERE inserted.previous_hash IS DISTINCT FROM CASE WHEN inserted.chain_position = 1 THEN bid_chain_start() ELSE previous.hash END
    OR inserted.masked_bidder_name IS DISTINCT FROM masked_bidder_name(inserted.bidder_id)
    OR inserted.commitment IS DISTINCT FROM bid_commitment(inserted.bidder_id, inserted.max_amount_kobo, inserted.salt)
    OR inserted.hash IS DISTINCT FROM bid_chain_hash(inserted.listing_id, inserted.chain_position, inserted.created_at,
      inserted.masked_bidder_name, (inserted.answer ->> 'currentPrice')::bigint, inserted.commitment, inserted.previous_hash)
  LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'Bid % of auction % does not continue its hash chain', v_broken.chain_position, v_broken.listing_id;
  END IF;
  RETURN NULL;
END;
$$;
