CREATE TABLE "fake_whatsapp_messages" (
	"wamid" text PRIMARY KEY NOT NULL,
	"to_number" text NOT NULL,
	"body" jsonb NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"notification_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"urgent" boolean NOT NULL,
	"to_phone" text NOT NULL,
	"template" text NOT NULL,
	"parameters" jsonb NOT NULL,
	"sms_text" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"wamid" text,
	"send_attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"sms_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_alerts_status_valid" CHECK ("whatsapp_alerts"."status" in ('queued', 'sent', 'delivered', 'read', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "whatsapp_opt_ins" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "whatsapp_alerts" ADD CONSTRAINT "whatsapp_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_opt_ins" ADD CONSTRAINT "whatsapp_opt_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fake_whatsapp_messages_newest" ON "fake_whatsapp_messages" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_alerts_notification_key" ON "whatsapp_alerts" USING btree ("notification_id");--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_alerts_wamid_key" ON "whatsapp_alerts" USING btree ("wamid");--> statement-breakpoint
CREATE INDEX "whatsapp_alerts_user_recent" ON "whatsapp_alerts" USING btree ("user_id","created_at");--> statement-breakpoint
-- function: queue_whatsapp_alert
--> statement-breakpoint
CREATE TRIGGER queue_whatsapp_alert
  AFTER INSERT ON notifications
  REFERENCING NEW TABLE AS stored_notices
  FOR EACH STATEMENT EXECUTE FUNCTION queue_whatsapp_alert();
