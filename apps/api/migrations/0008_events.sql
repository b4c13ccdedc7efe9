CREATE TABLE "event_channels" (
	"channel" text PRIMARY KEY NOT NULL,
	"last_sequence" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"channel" text NOT NULL,
	"sequence" bigint NOT NULL,
	"type" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_channel_sequence_pk" PRIMARY KEY("channel","sequence")
);
