-- Refusals a caller can show: SQLSTATE NB001 with the reason in MESSAGE and the refusal
-- (its reason and figures, one shape per reason: the Refusal type in src/db/functions.ts)
-- as JSON in DETAIL.
CREATE OR REPLACE FUNCTION refuse(p_reason text, p_detail jsonb DEFAULT '{}') RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION USING ERRCODE = 'NB001', MESSAGE = p_reason, DETAIL = (jsonb_build_object('reason', p_reason) || p_detail)::text;
END;
$$;
