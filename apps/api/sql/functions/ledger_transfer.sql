-- Moves money (posted) or holds it (pending). With an idempotency key already used, it
-- answers the first transfer and moves nothing. A wallet never pays or holds more than
-- it has: refused with NB001 'insufficient_funds'.
CREATE OR REPLACE FUNCTION ledger_transfer(
  p_debit_account_id uuid,
  p_credit_account_id uuid,
  p_amount_kobo bigint,
  p_purpose text,
  p_pending boolean,
  p_idempotency_key text DEFAULT NULL
) RETURNS uuid LANGUAGE plpgsql AS $$
DECLARE
  v_debit ledger_accounts;
  v_available bigint;
  v_id uuid;
BEGIN
  IF p_amount_kobo IS NULL OR p_amount_kobo <= 0 THEN
    RAISE EXCEPTION 'Transfer amount must be a positive whole number of kobo, got %', p_amount_kobo;
  END IF;
  PERFORM ledger_lock_accounts(ARRAY[p_debit_account_id, p_credit_account_id]);
  IF p_idempotency_key IS NOT NULL THEN
    SELECT id INTO v_id FROM ledger_transfers WHERE idempotency_key = p_idempotency_key;
    IF v_id IS NOT NULL THEN RETURN v_id; END IF;
  END IF;
  SELECT * INTO v_debit FROM ledger_accounts WHERE id = p_debit_account_id;
  v_available := v_debit.credits_posted - v_debit.debits_posted - v_debit.debits_pending;
  IF v_debit.debits_must_not_exceed_credits AND v_available < p_amount_kobo THEN
    PERFORM refuse('insufficient_funds', jsonb_build_object('neededKobo', p_amount_kobo, 'availableKobo', v_available));
  END IF;
  UPDATE ledger_accounts SET
    debits_pending = debits_pending + CASE WHEN p_pending THEN p_amount_kobo ELSE 0 END,
    debits_posted = debits_posted + CASE WHEN p_pending THEN 0 ELSE p_amount_kobo END
  WHERE id = p_debit_account_id;
  UPDATE ledger_accounts SET
    credits_pending = credits_pending + CASE WHEN p_pending THEN p_amount_kobo ELSE 0 END,
    credits_posted = credits_posted + CASE WHEN p_pending THEN 0 ELSE p_amount_kobo END
  WHERE id = p_credit_account_id;
  INSERT INTO ledger_transfers (debit_account_id, credit_account_id, amount_kobo, phase, purpose, idempotency_key)
    VALUES (p_debit_account_id, p_credit_account_id, p_amount_kobo, CASE WHEN p_pending THEN 'pending' ELSE 'posted' END, p_purpose, p_idempotency_key)
    RETURNING id INTO v_id;
  RETURN v_id;
END;
$$;
