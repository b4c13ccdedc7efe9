-- What the first bid of every auction chains to: 32 zero bytes (BID_CHAIN_START in packages/shared/src/bid-chain.ts).
CREATE OR REPLACE FUNCTION bid_chain_start() RETURNS bytea LANGUAGE sql IMMUTABLE AS $$
  SELECT '\x0000000000000000000000000000000000000000000000000000000000000000'::bytea;
$$;
