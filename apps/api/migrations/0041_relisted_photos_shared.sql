ALTER TABLE "listing_photos" ADD COLUMN "file_id" uuid;--> statement-breakpoint
-- Auctions relisted before photos were shared took the photos of the ones they relisted; each
-- earlier auction of a chain gets copies of them back (showing the same files), as a relist now does.
WITH RECURSIVE "chain" AS (
	SELECT "id" AS "holder_id", "relisted_from_id" AS "earlier_id" FROM "listings" WHERE "relisted_from_id" IS NOT NULL
	UNION ALL
	SELECT "chain"."holder_id", "listings"."relisted_from_id"
	FROM "chain" JOIN "listings" ON "listings"."id" = "chain"."earlier_id"
	WHERE "listings"."relisted_from_id" IS NOT NULL
)
INSERT INTO "listing_photos" ("owner_id", "listing_id", "position", "width", "height", "created_at", "file_id")
SELECT "photos"."owner_id", "chain"."earlier_id", "photos"."position", "photos"."width", "photos"."height",
	"photos"."created_at", coalesce("photos"."file_id", "photos"."id")
FROM "chain" JOIN "listing_photos" AS "photos" ON "photos"."listing_id" = "chain"."holder_id"
WHERE NOT EXISTS (SELECT 1 FROM "listing_photos" AS "own" WHERE "own"."listing_id" = "chain"."earlier_id");
