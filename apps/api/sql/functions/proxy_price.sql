-- proxyOutcome's price: one increment above the second-highest maximum, capped at the
-- leader's, never below the starting price, at least the reserve once the leader meets it.
CREATE OR REPLACE FUNCTION proxy_price(p_leader_max bigint, p_runner_up_max bigint, p_starting bigint, p_reserve bigint, p_bands jsonb)
RETURNS bigint LANGUAGE sql IMMUTABLE AS $$
  SELECT greatest(
    CASE WHEN p_runner_up_max IS NULL THEN p_starting
      ELSE least(p_leader_max, p_runner_up_max + bid_increment(p_runner_up_max, p_bands)) END,
    p_starting,
    CASE WHEN p_reserve IS NOT NULL AND p_leader_max >= p_reserve THEN p_reserve END
  )
$$;
