ALTER TABLE "listings" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "winner_id" uuid;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_winner_id_users_id_fk" FOREIGN KEY ("winner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listings_due_to_close" ON "listings" USING btree ("ends_at") WHERE "listings"."status" = 'scheduled';--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_outcome_when_ended" CHECK (("listings"."status" = 'ended') = ("listings"."outcome" is not null));