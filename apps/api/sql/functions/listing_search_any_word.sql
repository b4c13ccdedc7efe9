-- A search's words, any of them: what has some of the words is found, what has all is ranked
-- first (modules/auctions/repository.ts). listing_search_word_forms.sql says how a word matches.
CREATE OR REPLACE FUNCTION listing_search_any_word(q text) RETURNS tsquery
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT string_agg(forms, ' | ')::tsquery FROM listing_search_word_forms(q) AS forms
$$;
