-- The words people type for a category, which its name alone does not hold: "laptop" finds
-- Computing, "fridge" does not need to (it is in the titles), "console" finds Gaming. Only
-- words for the whole class of item belong here: every listing of the category matches them.
-- Keep in step with CATEGORIES in packages/shared/src/constants.ts (a test checks each has words).
CREATE FUNCTION category_everyday_words(category text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN CASE category
  WHEN 'Appliances' THEN 'appliance home appliance household kitchen'
  WHEN 'Phones & Tablets' THEN 'phone mobile smartphone cellphone handset tablet'
  WHEN 'Health & Beauty' THEN 'health beauty cosmetics makeup skincare personal care'
  WHEN 'Home & Office' THEN 'home office household furniture'
  WHEN 'Electronics' THEN 'electronic gadget'
  WHEN 'Fashion' THEN 'fashion clothing clothes apparel wear'
  WHEN 'Computing' THEN 'laptop notebook computer pc desktop'
  WHEN 'Gaming' THEN 'game gaming console video game'
  ELSE ''
END;--> statement-breakpoint
ALTER TABLE "listings" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', brand), 'A') || setweight(to_tsvector('english', category || ' ' || category_everyday_words(category)), 'B') || setweight(to_tsvector('english', description), 'C')) STORED NOT NULL;--> statement-breakpoint
-- Dropping the column dropped its index; it is made again over the new column.
CREATE INDEX "listings_search" ON "listings" USING gin ("search_vector");
