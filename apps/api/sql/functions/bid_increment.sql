-- bidIncrementFor: the first band whose upper bound is above the price (the last is open).
CREATE OR REPLACE FUNCTION bid_increment(p_price_kobo bigint, p_bands jsonb) RETURNS bigint LANGUAGE sql IMMUTABLE AS $$
  SELECT (band ->> 'incrementKobo')::bigint
  FROM jsonb_array_elements(p_bands) WITH ORDINALITY AS bands (band, position)
  WHERE band ->> 'belowKobo' IS NULL OR p_price_kobo < (band ->> 'belowKobo')::bigint
  ORDER BY position
  LIMIT 1
$$;
