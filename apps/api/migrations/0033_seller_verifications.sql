CREATE TABLE "seller_verifications" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"customer_code" text NOT NULL,
	"status" text NOT NULL,
	"first_name" text NOT NULL,
	"middle_name" text,
	"last_name" text NOT NULL,
	"bank_code" text NOT NULL,
	"account_number" text NOT NULL,
	"masked_bvn" text,
	"reason" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "seller_verifications" ADD CONSTRAINT "seller_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seller_verifications_customer" ON "seller_verifications" USING btree ("customer_code");--> statement-breakpoint
CREATE INDEX "seller_verifications_verified" ON "seller_verifications" USING btree ("user_id") WHERE "seller_verifications"."status" = 'verified';