-- A bid's time as the bid chain hashes it and the public log shows it: UTC, to the millisecond.
CREATE OR REPLACE FUNCTION bid_chain_time(p_at timestamptz) RETURNS text LANGUAGE sql STABLE STRICT AS $$
  SELECT to_char(p_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"');
$$;
