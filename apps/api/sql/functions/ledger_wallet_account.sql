CREATE OR REPLACE FUNCTION ledger_wallet_account(p_user_id uuid) RETURNS uuid LANGUAGE plpgsql AS $$
DECLARE
  v_id uuid;
BEGIN
  SELECT id INTO v_id FROM ledger_accounts WHERE user_id = p_user_id AND kind = 'user_wallet';
  IF v_id IS NULL THEN
    INSERT INTO ledger_accounts (user_id, kind, debits_must_not_exceed_credits) VALUES (p_user_id, 'user_wallet', true)
      ON CONFLICT (user_id, kind) WHERE user_id IS NOT NULL DO NOTHING RETURNING id INTO v_id;
  END IF;
  IF v_id IS NULL THEN
    SELECT id INTO v_id FROM ledger_accounts WHERE user_id = p_user_id AND kind = 'user_wallet';
  END IF;
  RETURN v_id;
END;
$$;
