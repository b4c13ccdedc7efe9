-- A search's words, every one of them (listing_search_word_forms.sql says how a word matches).
CREATE OR REPLACE FUNCTION listing_search_query(q text) RETURNS tsquery
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT string_agg(forms, ' & ')::tsquery FROM listing_search_word_forms(q) AS forms
$$;
