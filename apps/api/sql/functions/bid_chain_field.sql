-- One field of the bid chain's canonical encoding (packages/shared/src/bid-chain.ts): its
-- length in UTF-8 bytes, a colon, then the text, so no two lists of fields encode alike.
CREATE OR REPLACE FUNCTION bid_chain_field(p_value text) RETURNS text LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT length(convert_to(p_value, 'UTF8'))::text || ':' || p_value;
$$;
