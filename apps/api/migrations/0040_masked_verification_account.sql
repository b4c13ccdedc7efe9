CREATE TABLE "fake_paystack_account_holders" (
	"bank_code" text NOT NULL,
	"account_number" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "fake_paystack_account_holders_bank_code_account_number_pk" PRIMARY KEY("bank_code","account_number")
);
--> statement-breakpoint
ALTER TABLE "seller_verifications" ADD COLUMN "masked_account_number" text;--> statement-breakpoint
-- Only the masked form is kept, as Paystack masks it: the first and last three digits.
UPDATE "seller_verifications" SET "masked_account_number" = left("account_number", 3) || repeat('*', greatest(length("account_number") - 6, 0)) || right("account_number", 3);--> statement-breakpoint
ALTER TABLE "seller_verifications" ALTER COLUMN "masked_account_number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "seller_verifications" DROP COLUMN "account_number";