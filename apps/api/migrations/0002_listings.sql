CREATE TABLE "listing_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"listing_id" uuid,
	"position" integer DEFAULT 0 NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"brand" text NOT NULL,
	"condition" text NOT NULL,
	"starting_price_kobo" bigint NOT NULL,
	"reserve_price_kobo" bigint,
	"buy_now_price_kobo" bigint,
	"current_price_kobo" bigint NOT NULL,
	"bid_count" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', brand), 'A') || setweight(to_tsvector('english', description), 'C')) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listings_prices_valid" CHECK ("listings"."starting_price_kobo" > 0 and "listings"."current_price_kobo" >= "listings"."starting_price_kobo"
      and ("listings"."reserve_price_kobo" is null or "listings"."reserve_price_kobo" >= "listings"."starting_price_kobo")
      and ("listings"."buy_now_price_kobo" is null or "listings"."buy_now_price_kobo" > "listings"."starting_price_kobo")),
	CONSTRAINT "listings_times_valid" CHECK ("listings"."ends_at" > "listings"."starts_at"),
	CONSTRAINT "listings_bid_count_non_negative" CHECK ("listings"."bid_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "listing_photos" ADD CONSTRAINT "listing_photos_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_photos" ADD CONSTRAINT "listing_photos_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_photos_listing" ON "listing_photos" USING btree ("listing_id","position");--> statement-breakpoint
CREATE INDEX "listings_seller" ON "listings" USING btree ("seller_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "listings_status_ends" ON "listings" USING btree ("status","ends_at","id");--> statement-breakpoint
CREATE INDEX "listings_category_ends" ON "listings" USING btree ("category","ends_at","id");--> statement-breakpoint
CREATE INDEX "listings_created" ON "listings" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "listings_price" ON "listings" USING btree ("current_price_kobo","id");--> statement-breakpoint
CREATE INDEX "listings_search" ON "listings" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "listings_title_trgm" ON "listings" USING gin ((title || ' ' || brand) gin_trgm_ops);