CREATE TABLE "bids" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"bidder_id" uuid NOT NULL,
	"max_amount_kobo" bigint NOT NULL,
	"sequence" bigint GENERATED ALWAYS AS IDENTITY (sequence name "bids_sequence_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"idempotency_key" text NOT NULL,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bids_amount_positive" CHECK ("bids"."max_amount_kobo" > 0)
);
--> statement-breakpoint
DROP INDEX "ledger_accounts_system_kind";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "listing_id" uuid;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "leader_id" uuid;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "leader_max_kobo" bigint;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "leader_hold_id" uuid;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "bid_reset_seconds" integer DEFAULT 120 NOT NULL;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_bidder_id_users_id_fk" FOREIGN KEY ("bidder_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bids_bidder_idempotency_key" ON "bids" USING btree ("bidder_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "bids_listing_bidder" ON "bids" USING btree ("listing_id","bidder_id","max_amount_kobo" DESC NULLS LAST,"sequence");--> statement-breakpoint
CREATE INDEX "bids_listing_sequence" ON "bids" USING btree ("listing_id","sequence" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_leader_id_users_id_fk" FOREIGN KEY ("leader_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_listing_kind" ON "ledger_accounts" USING btree ("listing_id","kind") WHERE "ledger_accounts"."listing_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_system_kind" ON "ledger_accounts" USING btree ("kind") WHERE "ledger_accounts"."user_id" is null and "ledger_accounts"."listing_id" is null;