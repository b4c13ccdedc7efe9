-- What a bid's public log shows for its private fields (packages/shared/src/bid-chain.ts):
-- SHA-256 of the bidder's id, their maximum and the bid's random salt, so the log binds
-- them without telling them.
CREATE OR REPLACE FUNCTION bid_commitment(p_bidder_id uuid, p_max_amount_kobo bigint, p_salt bytea)
RETURNS bytea LANGUAGE sql STABLE STRICT AS $$
  SELECT sha256(convert_to(
    bid_chain_field('naijabid.bid-commitment.v1') || bid_chain_field(p_bidder_id::text)
      || bid_chain_field(p_max_amount_kobo::text) || bid_chain_field(encode(p_salt, 'hex')),
    'UTF8'));
$$;
