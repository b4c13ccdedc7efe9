CREATE TABLE "deposits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"provider" text NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"credit_transfer_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "deposits_amount_positive" CHECK ("deposits"."amount_kobo" > 0)
);
--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_credit_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("credit_transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_reference_key" ON "deposits" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "deposits_user" ON "deposits" USING btree ("user_id","created_at" DESC NULLS LAST);