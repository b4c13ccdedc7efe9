CREATE TABLE "order_disputes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"opened_by" uuid NOT NULL,
	"reason" text NOT NULL,
	"details" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"resolution" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "order_disputes_resolved_when_resolved" CHECK (("order_disputes"."status" = 'resolved') = ("order_disputes"."resolved_at" is not null and "order_disputes"."resolution" is not null))
);
--> statement-breakpoint
CREATE TABLE "second_chance_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"bidder_id" uuid NOT NULL,
	"forfeited_order_id" uuid,
	"price_kobo" bigint NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	CONSTRAINT "second_chance_offers_price_positive" CHECK ("second_chance_offers"."price_kobo" > 0),
	CONSTRAINT "second_chance_offers_order_when_accepted" CHECK (("second_chance_offers"."status" = 'accepted') = ("second_chance_offers"."order_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_amounts_valid";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_valid";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_paid_when_paid";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "security_hold_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "pays_order_id" uuid;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "pays_order_delivery" jsonb;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "location_state" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "location_city" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "pickup_available" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "delivery_fee_in_state_kobo" bigint;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "delivery_fee_other_states_kobo" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_method" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_address" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_fee_kobo" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ship_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirm_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
-- Orders paid before delivery choices existed were paid for pickup, with nine calendar days
-- (seven business days) to ship.
UPDATE "orders" SET "delivery_method" = 'pickup', "ship_by" = "paid_at" + interval '9 days' WHERE "paid_at" is not null;--> statement-breakpoint
ALTER TABLE "order_disputes" ADD CONSTRAINT "order_disputes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_disputes" ADD CONSTRAINT "order_disputes_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "second_chance_offers" ADD CONSTRAINT "second_chance_offers_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "second_chance_offers" ADD CONSTRAINT "second_chance_offers_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "second_chance_offers" ADD CONSTRAINT "second_chance_offers_bidder_id_users_id_fk" FOREIGN KEY ("bidder_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "second_chance_offers" ADD CONSTRAINT "second_chance_offers_forfeited_order_id_orders_id_fk" FOREIGN KEY ("forfeited_order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "second_chance_offers" ADD CONSTRAINT "second_chance_offers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_disputes_one_open" ON "order_disputes" USING btree ("order_id") WHERE "order_disputes"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "second_chance_offers_one_live" ON "second_chance_offers" USING btree ("listing_id") WHERE "second_chance_offers"."status" in ('open', 'accepted');--> statement-breakpoint
CREATE UNIQUE INDEX "second_chance_offers_once_per_bidder" ON "second_chance_offers" USING btree ("listing_id","bidder_id");--> statement-breakpoint
CREATE INDEX "second_chance_offers_bidder" ON "second_chance_offers" USING btree ("bidder_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_pays_order_id_orders_id_fk" FOREIGN KEY ("pays_order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_delivery_valid" CHECK (("listings"."delivery_fee_in_state_kobo" is null or "listings"."delivery_fee_in_state_kobo" >= 0)
      and ("listings"."delivery_fee_other_states_kobo" is null or "listings"."delivery_fee_other_states_kobo" >= 0)
      and ("listings"."pickup_available" or "listings"."delivery_fee_in_state_kobo" is not null or "listings"."delivery_fee_other_states_kobo" is not null));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_address_when_delivered" CHECK (("orders"."delivery_method" = 'delivery') = ("orders"."delivery_address" is not null));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipped_when_shipped" CHECK ((status in ('shipped', 'delivered', 'completed', 'disputed'))
      = ("orders"."shipped_at" is not null and "orders"."carrier" is not null and "orders"."tracking_number" is not null
         and "orders"."confirm_by" is not null));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivered_when_delivered" CHECK ((status in ('delivered', 'completed')) = ("orders"."delivered_at" is not null));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_completed_when_completed" CHECK ((status in ('completed')) = ("orders"."completed_at" is not null));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cancelled_when_cancelled" CHECK ((status in ('cancelled')) = ("orders"."cancelled_at" is not null));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_amounts_valid" CHECK ("orders"."price_kobo" > 0 and "orders"."delivery_fee_kobo" >= 0
      and "orders"."security_kobo" >= 0 and "orders"."security_kobo" <= "orders"."held_kobo"
      and ("orders"."security_hold_id" is null) = ("orders"."held_kobo" = 0)
      and ("orders"."security_hold_id" is null or "orders"."security_kobo" > 0));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_valid" CHECK (status in ('awaiting_payment', 'paid', 'shipped', 'delivered', 'completed', 'forfeited', 'cancelled', 'disputed'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_paid_when_paid" CHECK ((status in ('paid', 'shipped', 'delivered', 'completed', 'cancelled', 'disputed'))
      = ("orders"."paid_at" is not null and "orders"."payment_key" is not null and "orders"."delivery_method" is not null
         and "orders"."ship_by" is not null));