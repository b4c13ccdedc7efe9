ALTER TABLE "sale_documents" DROP CONSTRAINT "sale_documents_amounts_valid";--> statement-breakpoint
ALTER TABLE "sale_documents" ADD COLUMN "refunded_kobo" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sale_documents" ADD CONSTRAINT "sale_documents_amounts_valid" CHECK ("sale_documents"."number" > 0 and "sale_documents"."price_kobo" > 0 and "sale_documents"."delivery_fee_kobo" >= 0
      and "sale_documents"."vat_kobo" >= 0 and "sale_documents"."vat_kobo" <= "sale_documents"."commission_kobo"
      and "sale_documents"."refunded_kobo" >= 0 and "sale_documents"."refunded_kobo" < "sale_documents"."price_kobo"
      and "sale_documents"."payout_kobo" = "sale_documents"."price_kobo" - "sale_documents"."refunded_kobo" - "sale_documents"."commission_kobo" + "sale_documents"."delivery_fee_kobo");--> statement-breakpoint

-- Disputes support split before splits had documents, where the seller kept part of the price,
-- get theirs as the split issues them now, numbered after every document issued so far in the
-- order they were resolved: the refund out of the price, the commission the ledger moved out
-- of their escrow and the VAT within it (x 75 / 1075, half up: vatIncludedIn), the names as
-- they are now.
INSERT INTO "sale_documents" ("order_id", "kind", "number", "user_id", "issued_at", "title", "buyer_name", "seller_name",
  "price_kobo", "delivery_fee_kobo", "commission_kobo", "vat_kobo", "refunded_kobo", "payout_kobo")
SELECT sale."id", kind."kind",
  coalesce((SELECT max(d."number") FROM "sale_documents" d WHERE d."kind" = kind."kind"), 0)
    + row_number() OVER (PARTITION BY kind."kind" ORDER BY sale."resolved_at", sale."id"),
  CASE kind."kind" WHEN 'receipt' THEN sale."buyer_id" ELSE sale."seller_id" END,
  sale."resolved_at", sale."title", sale."buyer_name", sale."seller_name", sale."price_kobo", sale."delivery_fee_kobo",
  sale."commission_kobo", (sale."commission_kobo" * 150 + 1075) / 2150, sale."refunded_kobo",
  sale."price_kobo" - sale."refunded_kobo" - sale."commission_kobo" + sale."delivery_fee_kobo"
FROM (
  -- To the millisecond, as a split issues its documents now (at the transaction's time in JavaScript).
  SELECT o."id", o."buyer_id", o."seller_id", date_trunc('milliseconds', dispute."resolved_at") AS "resolved_at", l."title", o."price_kobo", o."delivery_fee_kobo",
    dispute."refunded_kobo",
    buyer."first_name" || ' ' || buyer."last_name" AS "buyer_name",
    seller."first_name" || ' ' || seller."last_name" AS "seller_name",
    coalesce((SELECT sum(t."amount_kobo") FROM "ledger_transfers" t
      JOIN "ledger_accounts" escrow ON escrow."id" = t."debit_account_id"
      WHERE escrow."order_id" = o."id" AND t."purpose" = 'order_commission'), 0)::bigint AS "commission_kobo"
  FROM "orders" o
  JOIN "order_disputes" dispute ON dispute."order_id" = o."id" AND dispute."resolution" = 'split'
  JOIN "listings" l ON l."id" = o."listing_id"
  JOIN "users" buyer ON buyer."id" = o."buyer_id"
  JOIN "users" seller ON seller."id" = o."seller_id"
  WHERE o."status" = 'resolved' AND dispute."refunded_kobo" < o."price_kobo"
    AND NOT EXISTS (SELECT 1 FROM "sale_documents" d WHERE d."order_id" = o."id")
) sale
CROSS JOIN (VALUES ('receipt'), ('statement')) AS kind("kind");
--> statement-breakpoint

INSERT INTO "sale_document_counters" ("kind", "last_number")
SELECT "kind", max("number") FROM "sale_documents" GROUP BY "kind"
ON CONFLICT ("kind") DO UPDATE SET "last_number" = excluded."last_number";
