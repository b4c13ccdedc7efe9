CREATE TABLE "saved_search_digests" (
	"user_id" uuid NOT NULL,
	"day" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_search_digests_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "saved_search_matches" (
	"user_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"saved_search_id" uuid,
	"search_name" text NOT NULL,
	"notify" text NOT NULL,
	"mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_search_matches_user_id_listing_id_pk" PRIMARY KEY("user_id","listing_id")
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"query" jsonb NOT NULL,
	"notify" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_searches_notify_valid" CHECK ("saved_searches"."notify" in ('bell', 'daily_mail'))
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "relists_left" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "relist_price_drop_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "relisted_from_id" uuid;--> statement-breakpoint
ALTER TABLE "saved_search_digests" ADD CONSTRAINT "saved_search_digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_search_matches_to_mail" ON "saved_search_matches" USING btree ("user_id") WHERE "saved_search_matches"."notify" = 'daily_mail' and "saved_search_matches"."mailed_at" is null;--> statement-breakpoint
CREATE INDEX "saved_searches_user" ON "saved_searches" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_relisted_from_id_listings_id_fk" FOREIGN KEY ("relisted_from_id") REFERENCES "public"."listings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "listings_relisted_from_key" ON "listings" USING btree ("relisted_from_id");--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_relist_valid" CHECK ("listings"."relists_left" between 0 and 3 and "listings"."relist_price_drop_percent" between 0 and 50);