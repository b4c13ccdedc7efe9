-- Records the auction's final bid hash as it ends (the close, Buy Now, or any later way to
-- end one), and forgets it if the auction is scheduled again (demo auctions that restart).
CREATE OR REPLACE FUNCTION listings_final_bid_hash() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.final_bid_hash := CASE WHEN NEW.status = 'ended' THEN bid_chain_head(NEW.id) END;
  RETURN NEW;
END;
$$;
