CREATE OR REPLACE FUNCTION ledger_auction_security_account(p_listing_id uuid) RETURNS uuid LANGUAGE plpgsql AS $$
DECLARE
  v_id uuid;
BEGIN
  SELECT id INTO v_id FROM ledger_accounts WHERE listing_id = p_listing_id AND kind = 'auction_security';
  IF v_id IS NULL THEN
    INSERT INTO ledger_accounts (listing_id, kind, debits_must_not_exceed_credits) VALUES (p_listing_id, 'auction_security', false)
      ON CONFLICT (listing_id, kind) WHERE listing_id IS NOT NULL DO NOTHING RETURNING id INTO v_id;
  END IF;
  IF v_id IS NULL THEN
    SELECT id INTO v_id FROM ledger_accounts WHERE listing_id = p_listing_id AND kind = 'auction_security';
  END IF;
  RETURN v_id;
END;
$$;
