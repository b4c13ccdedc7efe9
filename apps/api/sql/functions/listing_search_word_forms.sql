-- What a search looks for in listings' words (title_vector, then search_vector: see
-- migrations/0032_search_simple_words.sql), as 'simple' lexemes: no stemming, which made
-- "generator" and "Generation" one word. A word matches as typed, as its singular
-- ("phones" finds "phone"; the vectors hold each plural's singular, so "generator" finds
-- "Generators"), or as a name its kind is sold under (search_word_names: "laptop" finds
-- "MacBook"). Whole words only: a cut-off word ("lapt") is found by the trigram step, and a
-- word nobody listed stays one rare lexeme whose index scan the planner chooses. English
-- stop words are left out ("laptop for school"). A search with no words ("!!!") is null,
-- which matches nothing. `listing_search_query` asks for every word, `listing_search_any_word`
-- for any of them: a search finds what has some of its words and ranks what has all first.
CREATE OR REPLACE FUNCTION listing_search_word_forms(q text) RETURNS SETOF text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT '(' || string_agg(DISTINCT
    '''' || replace(replace(form.lexeme, '\', '\\'), '''', '''''') || '''', ' | ') || ')'
  FROM unnest(tsvector_to_array(to_tsvector('simple', q))) AS word
  CROSS JOIN LATERAL (
    SELECT word AS lexeme
    UNION ALL SELECT left(word, -1) WHERE word LIKE '%s' AND length(word) > 3
    UNION ALL SELECT left(word, -2) WHERE word LIKE '%es' AND length(word) > 4
    UNION ALL
    SELECT name
    FROM unnest(string_to_array(search_word_names(word) || ' ' || search_word_names(left(word, -1)), ' ')) AS name
    WHERE name <> ''
  ) AS form
  WHERE to_tsvector('english', word) <> ''::tsvector
  GROUP BY word
$$;
