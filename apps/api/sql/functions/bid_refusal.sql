-- A bid's refusal inside place_bids: the reason and its figures (see place_bids.sql).
CREATE OR REPLACE FUNCTION bid_refusal(p_reason text, p_detail jsonb DEFAULT '{}') RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_build_object('refused', p_reason, 'detail', p_detail)
$$;
