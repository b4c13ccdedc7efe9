-- An order's history is never edited or deleted: a transition is a new row.
CREATE OR REPLACE FUNCTION order_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'order_events is append-only: % refused', TG_OP;
END;
$$;
