-- Posts (the hold becomes a payment) or voids (the hold is released) a pending transfer in
-- full, at most once: the unique index on pending_id refuses a second resolution too.
CREATE OR REPLACE FUNCTION ledger_resolve_pending(p_pending_id uuid, p_outcome text) RETURNS uuid LANGUAGE plpgsql AS $$
DECLARE
  v_pending ledger_transfers;
  v_posted bigint;
  v_id uuid;
BEGIN
  SELECT * INTO v_pending FROM ledger_transfers WHERE id = p_pending_id;
  IF v_pending.id IS NULL OR v_pending.phase <> 'pending' THEN
    RAISE EXCEPTION 'Transfer % is not a pending transfer', p_pending_id;
  END IF;
  IF p_outcome NOT IN ('post', 'void') THEN
    RAISE EXCEPTION 'A pending transfer is posted or voided, not %', p_outcome;
  END IF;
  PERFORM ledger_lock_accounts(ARRAY[v_pending.debit_account_id, v_pending.credit_account_id]);
  IF EXISTS (SELECT 1 FROM ledger_transfers WHERE pending_id = p_pending_id) THEN
    RAISE EXCEPTION 'Pending transfer % was already resolved', p_pending_id;
  END IF;
  v_posted := CASE WHEN p_outcome = 'post' THEN v_pending.amount_kobo ELSE 0 END;
  UPDATE ledger_accounts SET debits_pending = debits_pending - v_pending.amount_kobo, debits_posted = debits_posted + v_posted
    WHERE id = v_pending.debit_account_id;
  UPDATE ledger_accounts SET credits_pending = credits_pending - v_pending.amount_kobo, credits_posted = credits_posted + v_posted
    WHERE id = v_pending.credit_account_id;
  INSERT INTO ledger_transfers (debit_account_id, credit_account_id, amount_kobo, phase, pending_id, purpose)
    VALUES (v_pending.debit_account_id, v_pending.credit_account_id, v_pending.amount_kobo,
      CASE WHEN p_outcome = 'post' THEN 'post_pending' ELSE 'void_pending' END, p_pending_id, v_pending.purpose)
    RETURNING id INTO v_id;
  RETURN v_id;
END;
$$;
