-- The hash of an auction's latest bid, or the chain's start before its first.
CREATE OR REPLACE FUNCTION bid_chain_head(p_listing_id uuid) RETURNS bytea LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT hash FROM bids WHERE listing_id = p_listing_id ORDER BY chain_position DESC LIMIT 1), bid_chain_start());
$$;
