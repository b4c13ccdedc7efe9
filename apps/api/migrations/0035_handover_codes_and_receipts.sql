CREATE TABLE "sale_document_counters" (
	"kind" text PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sale_document_counters_kind_known" CHECK ("sale_document_counters"."kind" in ('receipt', 'statement'))
);
--> statement-breakpoint
CREATE TABLE "sale_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"number" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"title" text NOT NULL,
	"buyer_name" text NOT NULL,
	"seller_name" text NOT NULL,
	"price_kobo" bigint NOT NULL,
	"delivery_fee_kobo" bigint NOT NULL,
	"commission_kobo" bigint NOT NULL,
	"vat_kobo" bigint NOT NULL,
	"payout_kobo" bigint NOT NULL,
	CONSTRAINT "sale_documents_kind_known" CHECK ("sale_documents"."kind" in ('receipt', 'statement')),
	CONSTRAINT "sale_documents_amounts_valid" CHECK ("sale_documents"."number" > 0 and "sale_documents"."price_kobo" > 0 and "sale_documents"."delivery_fee_kobo" >= 0
      and "sale_documents"."vat_kobo" >= 0 and "sale_documents"."vat_kobo" <= "sale_documents"."commission_kobo"
      and "sale_documents"."payout_kobo" = "sale_documents"."price_kobo" - "sale_documents"."commission_kobo" + "sale_documents"."delivery_fee_kobo")
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_shipped_when_shipped";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "handed_over_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "handover_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "handover_locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sale_documents" ADD CONSTRAINT "sale_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_documents" ADD CONSTRAINT "sale_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sale_documents_kind_number" ON "sale_documents" USING btree ("kind","number");--> statement-breakpoint
CREATE UNIQUE INDEX "sale_documents_order_kind" ON "sale_documents" USING btree ("order_id","kind");--> statement-breakpoint
CREATE INDEX "sale_documents_user" ON "sale_documents" USING btree ("user_id","issued_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "sale_documents_issued" ON "sale_documents" USING btree ("issued_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_handed_over_when_completed" CHECK ("orders"."handed_over_at" is null or (status in ('completed') and "orders"."delivery_method" = 'pickup'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_handover_failures_valid" CHECK ("orders"."handover_failures" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipped_when_shipped" CHECK ((status in ('shipped', 'delivered', 'completed', 'disputed', 'refunded', 'resolved', 'return_requested', 'return_accepted', 'return_shipped'))
      = (("orders"."shipped_at" is not null and "orders"."carrier" is not null and "orders"."tracking_number" is not null
         and "orders"."confirm_by" is not null) or "orders"."handed_over_at" is not null));--> statement-breakpoint
-- Sales completed before receipts existed get theirs, numbered in the order they completed,
-- with the commission the ledger moved out of their escrow and the VAT within it (x 75 / 1075,
-- half up: vatIncludedIn), the names as they are now.
INSERT INTO "sale_documents" ("order_id", "kind", "number", "user_id", "issued_at", "title", "buyer_name", "seller_name",
  "price_kobo", "delivery_fee_kobo", "commission_kobo", "vat_kobo", "payout_kobo")
SELECT sale."id", kind."kind",
  row_number() OVER (PARTITION BY kind."kind" ORDER BY sale."completed_at", sale."id"),
  CASE kind."kind" WHEN 'receipt' THEN sale."buyer_id" ELSE sale."seller_id" END,
  sale."completed_at", sale."title", sale."buyer_name", sale."seller_name", sale."price_kobo", sale."delivery_fee_kobo",
  sale."commission_kobo", (sale."commission_kobo" * 150 + 1075) / 2150,
  sale."price_kobo" - sale."commission_kobo" + sale."delivery_fee_kobo"
FROM (
  SELECT o."id", o."buyer_id", o."seller_id", o."completed_at", l."title", o."price_kobo", o."delivery_fee_kobo",
    buyer."first_name" || ' ' || buyer."last_name" AS "buyer_name",
    seller."first_name" || ' ' || seller."last_name" AS "seller_name",
    coalesce((SELECT sum(t."amount_kobo") FROM "ledger_transfers" t
      JOIN "ledger_accounts" escrow ON escrow."id" = t."debit_account_id"
      WHERE escrow."order_id" = o."id" AND t."purpose" = 'order_commission'), 0)::bigint AS "commission_kobo"
  FROM "orders" o
  JOIN "listings" l ON l."id" = o."listing_id"
  JOIN "users" buyer ON buyer."id" = o."buyer_id"
  JOIN "users" seller ON seller."id" = o."seller_id"
  WHERE o."status" = 'completed'
) sale
CROSS JOIN (VALUES ('receipt'), ('statement')) AS kind("kind");--> statement-breakpoint
INSERT INTO "sale_document_counters" ("kind", "last_number")
SELECT "kind", max("number") FROM "sale_documents" GROUP BY "kind";
