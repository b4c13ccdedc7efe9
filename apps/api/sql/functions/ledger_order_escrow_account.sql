-- An order's escrow: one account per order, so orders never queue on one row.
CREATE OR REPLACE FUNCTION ledger_order_escrow_account(p_order_id uuid) RETURNS uuid LANGUAGE plpgsql AS $$
DECLARE
  v_id uuid;
BEGIN
  SELECT id INTO v_id FROM ledger_accounts WHERE order_id = p_order_id AND kind = 'order_escrow';
  IF v_id IS NULL THEN
    INSERT INTO ledger_accounts (order_id, kind, debits_must_not_exceed_credits) VALUES (p_order_id, 'order_escrow', true)
      ON CONFLICT (order_id, kind) WHERE order_id IS NOT NULL DO NOTHING RETURNING id INTO v_id;
  END IF;
  IF v_id IS NULL THEN
    SELECT id INTO v_id FROM ledger_accounts WHERE order_id = p_order_id AND kind = 'order_escrow';
  END IF;
  RETURN v_id;
END;
$$;
