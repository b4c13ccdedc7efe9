CREATE TABLE "order_ratings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"rater_id" uuid NOT NULL,
	"ratee_id" uuid NOT NULL,
	"ratee_role" text NOT NULL,
	"stars" integer NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_ratings_stars_range" CHECK ("order_ratings"."stars" between 1 and 5),
	CONSTRAINT "order_ratings_ratee_role_valid" CHECK ("order_ratings"."ratee_role" in ('buyer', 'seller')),
	CONSTRAINT "order_ratings_not_self" CHECK ("order_ratings"."rater_id" <> "order_ratings"."ratee_id")
);
--> statement-breakpoint
CREATE TABLE "seller_rating_totals" (
	"seller_id" uuid PRIMARY KEY NOT NULL,
	"review_count" integer NOT NULL,
	"star_total" integer NOT NULL,
	CONSTRAINT "seller_rating_totals_consistent" CHECK ("seller_rating_totals"."review_count" >= 0 and "seller_rating_totals"."star_total" between "seller_rating_totals"."review_count" and 5 * "seller_rating_totals"."review_count")
);
--> statement-breakpoint
ALTER TABLE "order_ratings" ADD CONSTRAINT "order_ratings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_ratings" ADD CONSTRAINT "order_ratings_rater_id_users_id_fk" FOREIGN KEY ("rater_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_ratings" ADD CONSTRAINT "order_ratings_ratee_id_users_id_fk" FOREIGN KEY ("ratee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_rating_totals" ADD CONSTRAINT "seller_rating_totals_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_ratings_one_per_rater" ON "order_ratings" USING btree ("order_id","rater_id");--> statement-breakpoint
CREATE INDEX "order_ratings_ratee_newest" ON "order_ratings" USING btree ("ratee_id","ratee_role","created_at" DESC NULLS FIRST);