-- Locks the accounts in id order, the one order every transaction uses, so two
-- transactions needing the same accounts queue instead of deadlocking.
CREATE OR REPLACE FUNCTION ledger_lock_accounts(p_account_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM ledger_accounts WHERE id = ANY (p_account_ids) ORDER BY id FOR UPDATE;
END;
$$;
