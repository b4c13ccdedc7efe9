CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"operator_id" uuid,
	"action" text NOT NULL,
	"record_type" text NOT NULL,
	"record_id" text NOT NULL,
	"reason" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "audit_log_reason_given" CHECK (length(btrim("audit_log"."reason")) > 0)
);
--> statement-breakpoint
ALTER TABLE "order_disputes" DROP CONSTRAINT "order_disputes_resolved_when_resolved";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_valid";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_paid_when_paid";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_shipped_when_shipped";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_disputes" ADD COLUMN "refunded_kobo" bigint;--> statement-breakpoint
ALTER TABLE "order_disputes" ADD COLUMN "seller_paid_kobo" bigint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "operator_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_record" ON "audit_log" USING btree ("record_type","record_id","id");--> statement-breakpoint
ALTER TABLE "order_disputes" ADD CONSTRAINT "order_disputes_resolved_when_resolved" CHECK (("order_disputes"."status" = 'resolved') = ("order_disputes"."resolved_at" is not null and "order_disputes"."resolution" is not null
      and "order_disputes"."refunded_kobo" is not null and "order_disputes"."seller_paid_kobo" is not null));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_valid" CHECK (status in ('awaiting_payment', 'paid', 'shipped', 'delivered', 'completed', 'forfeited', 'cancelled', 'disputed', 'refunded', 'resolved'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_paid_when_paid" CHECK ((status in ('paid', 'shipped', 'delivered', 'completed', 'cancelled', 'disputed', 'refunded', 'resolved'))
      = ("orders"."paid_at" is not null and "orders"."payment_key" is not null and "orders"."delivery_method" is not null
         and "orders"."ship_by" is not null));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipped_when_shipped" CHECK ((status in ('shipped', 'delivered', 'completed', 'disputed', 'refunded', 'resolved'))
      = ("orders"."shipped_at" is not null and "orders"."carrier" is not null and "orders"."tracking_number" is not null
         and "orders"."confirm_by" is not null));--> statement-breakpoint
-- What operators did is never edited or deleted: a correction is a new row.
-- function: audit_log_append_only
--> statement-breakpoint
CREATE TRIGGER audit_log_append_only
  BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
