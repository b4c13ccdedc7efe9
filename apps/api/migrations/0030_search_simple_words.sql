-- Search words are 'simple' lexemes, as typed: English stemming made "generator" and the
-- iPad's "Generation" one word. Each plural has its singular beside it ("Generators" is
-- also "generator"), so a search needs no plural forms of its own: a word nobody listed
-- stays one rare lexeme, whose index scan the planner chooses. Titles and brands have a
-- vector of their own, searched first (sql/functions/listing_search_query.sql): a word in
-- many descriptions and no title would otherwise be read row by row to learn that.
CREATE FUNCTION search_singulars(words text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(match[1], ' '), '')
  FROM (
    SELECT regexp_matches(words, '\m(\w{3,})s\M', 'g') AS match
    UNION ALL
    SELECT regexp_matches(words, '\m(\w{3,})es\M', 'g')
  ) AS singulars
$$;--> statement-breakpoint
ALTER TABLE "listings" drop column "search_vector";--> statement-breakpoint
-- Only words for the whole class of item: "laptop" had made every Computing listing, a
-- printer too, a laptop. Names of a kind of item are in search_word_names.
CREATE OR REPLACE FUNCTION category_everyday_words(category text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN CASE category
  WHEN 'Appliances' THEN 'appliance home appliance household kitchen'
  WHEN 'Phones & Tablets' THEN 'phone mobile smartphone cellphone handset tablet'
  WHEN 'Health & Beauty' THEN 'health beauty cosmetics makeup skincare personal care'
  WHEN 'Home & Office' THEN 'home office household furniture'
  WHEN 'Electronics' THEN 'electronic gadget'
  WHEN 'Fashion' THEN 'fashion clothing clothes apparel wear'
  WHEN 'Computing' THEN 'computer pc'
  WHEN 'Gaming' THEN 'game gaming video game'
  ELSE ''
END;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', title || ' ' || brand || ' ' || search_singulars(title || ' ' || brand)), 'A') || setweight(to_tsvector('simple', category || ' ' || category_everyday_words(category)), 'B') || setweight(to_tsvector('simple', description || ' ' || search_singulars(description)), 'C')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "title_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', title || ' ' || brand || ' ' || search_singulars(title || ' ' || brand))) STORED NOT NULL;--> statement-breakpoint
-- Dropping the column dropped its index; it is made again over the new column.
CREATE INDEX "listings_search" ON "listings" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "listings_title_words" ON "listings" USING gin ("title_vector");
