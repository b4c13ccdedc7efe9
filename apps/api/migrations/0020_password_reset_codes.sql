DROP INDEX "verification_codes_user_latest";--> statement-breakpoint
ALTER TABLE "verification_codes" ADD COLUMN "purpose" text DEFAULT 'verify_email' NOT NULL;--> statement-breakpoint
CREATE INDEX "verification_codes_user_purpose_latest" ON "verification_codes" USING btree ("user_id","purpose","created_at" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_purpose_known" CHECK ("verification_codes"."purpose" in ('verify_email', 'reset_password'));