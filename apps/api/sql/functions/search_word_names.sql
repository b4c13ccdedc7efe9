-- The names an item of a kind is listed under when its title does not say the kind: people
-- search "laptop", sellers write "HP EliteBook 840". Only names that are that kind of item
-- belong here (a printer is not a laptop, though both are Computing), keyed by the singular
-- word as the simple dictionary gives it (lower case). listing_search_query adds them.
CREATE OR REPLACE FUNCTION search_word_names(word text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN CASE word
  WHEN 'laptop' THEN 'notebook macbook elitebook probook zbook latitude inspiron vostro xps thinkpad thinkbook ideapad pavilion spectre zenbook vivobook chromebook'
  WHEN 'notebook' THEN 'laptop macbook elitebook probook zbook latitude inspiron vostro xps thinkpad thinkbook ideapad pavilion spectre zenbook vivobook chromebook'
  WHEN 'tv' THEN 'television'
  WHEN 'television' THEN 'tv'
  WHEN 'fridge' THEN 'refrigerator'
  WHEN 'refrigerator' THEN 'fridge'
  WHEN 'console' THEN 'playstation xbox nintendo'
  WHEN 'earphone' THEN 'earbuds earphones headphones'
  ELSE ''
END;
