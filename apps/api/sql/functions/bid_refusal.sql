-- A bid's refusal inside place_bids: {refused: {reason, ...figures}}, one shape per reason
-- (the Refusal type in src/db/functions.ts), the same refusal `refuse` raises.
CREATE OR REPLACE FUNCTION bid_refusal(p_reason text, p_detail jsonb DEFAULT '{}') RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_build_object('refused', jsonb_build_object('reason', p_reason) || p_detail)
$$;
