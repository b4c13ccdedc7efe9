-- Ledger history is never edited or deleted: corrections are new transfers.
CREATE OR REPLACE FUNCTION ledger_transfers_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger_transfers is append-only: % refused', TG_OP;
END;
$$;
