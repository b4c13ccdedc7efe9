ALTER TABLE "verification_codes" DROP CONSTRAINT "verification_codes_purpose_known";--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_purpose_known" CHECK ("verification_codes"."purpose" in ('verify_email', 'reset_password', 'link_google', 'verify_phone'));
