CREATE TABLE "order_returns" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"dispute_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"answer_by" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"refused_at" timestamp with time zone,
	"ship_back_by" timestamp with time zone,
	"carrier" text,
	"tracking_number" text,
	"shipped_at" timestamp with time zone,
	"receive_by" timestamp with time zone,
	"received_at" timestamp with time zone,
	CONSTRAINT "order_returns_reason_known" CHECK ("order_returns"."reason" in ('not_as_described', 'damaged', 'wrong_item')),
	CONSTRAINT "order_returns_answered_once" CHECK ("order_returns"."accepted_at" is null or "order_returns"."refused_at" is null),
	CONSTRAINT "order_returns_ship_back_when_accepted" CHECK (("order_returns"."accepted_at" is null) = ("order_returns"."ship_back_by" is null)),
	CONSTRAINT "order_returns_shipped_together" CHECK (("order_returns"."shipped_at" is null) = ("order_returns"."carrier" is null and "order_returns"."tracking_number" is null and "order_returns"."receive_by" is null))
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_valid";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_paid_when_paid";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_shipped_when_shipped";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_delivered_when_delivered";--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_dispute_id_order_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."order_disputes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_valid" CHECK (status in ('awaiting_payment', 'paid', 'shipped', 'delivered', 'completed', 'forfeited', 'cancelled', 'disputed', 'refunded', 'resolved', 'return_requested', 'return_accepted', 'return_shipped'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_paid_when_paid" CHECK ((status in ('paid', 'shipped', 'delivered', 'completed', 'cancelled', 'disputed', 'refunded', 'resolved', 'return_requested', 'return_accepted', 'return_shipped'))
      = ("orders"."paid_at" is not null and "orders"."payment_key" is not null and "orders"."delivery_method" is not null
         and "orders"."ship_by" is not null));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipped_when_shipped" CHECK ((status in ('shipped', 'delivered', 'completed', 'disputed', 'refunded', 'resolved', 'return_requested', 'return_accepted', 'return_shipped'))
      = ("orders"."shipped_at" is not null and "orders"."carrier" is not null and "orders"."tracking_number" is not null
         and "orders"."confirm_by" is not null));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivered_when_delivered" CHECK ((status in ('delivered', 'completed', 'return_requested', 'return_accepted', 'return_shipped')) <= ("orders"."delivered_at" is not null)
      and (status in ('awaiting_payment', 'paid', 'shipped', 'forfeited', 'cancelled')) <= ("orders"."delivered_at" is null));