-- A bid's link in its auction's hash chain (packages/shared/src/bid-chain.ts): SHA-256 of
-- its public fields, as the public bid log shows them, its commitment and the hash before it.
CREATE OR REPLACE FUNCTION bid_chain_hash(
  p_listing_id uuid,
  p_position integer,
  p_placed_at timestamptz,
  p_masked_bidder_name text,
  p_price_kobo bigint,
  p_commitment bytea,
  p_previous_hash bytea
) RETURNS bytea LANGUAGE sql STABLE STRICT AS $$
  SELECT sha256(convert_to(
    bid_chain_field('naijabid.bid.v1') || bid_chain_field(p_listing_id::text) || bid_chain_field(p_position::text)
      || bid_chain_field(bid_chain_time(p_placed_at))
      || bid_chain_field(p_masked_bidder_name) || bid_chain_field(p_price_kobo::text)
      || bid_chain_field(encode(p_commitment, 'hex')) || bid_chain_field(encode(p_previous_hash, 'hex')),
    'UTF8'));
$$;
