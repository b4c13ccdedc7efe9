-- How a bidder appears to others, as maskedBidderName in packages/shared/src/proxy-bidding.ts: "Aisha O***".
CREATE OR REPLACE FUNCTION masked_bidder_name(p_user_id uuid) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT first_name || ' ' || upper(left(last_name, 1)) || '***' FROM users WHERE id = p_user_id;
$$;
