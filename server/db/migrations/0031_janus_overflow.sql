CREATE TABLE "janus_forwards" (
	"target_key" text NOT NULL,
	"feed" bigint NOT NULL,
	"origin_key" text NOT NULL,
	"remote_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "janus_forwards_target_key_feed_pk" PRIMARY KEY("target_key","feed")
);
--> statement-breakpoint
ALTER TABLE "presentation_people" ADD COLUMN "janus_room_key" text;--> statement-breakpoint
ALTER TABLE "presentation_people" ADD COLUMN "janus_streams" jsonb;--> statement-breakpoint
ALTER TABLE "presentation_people" ADD COLUMN "screen_streams" jsonb;--> statement-breakpoint
CREATE INDEX "janus_forwards_feed_idx" ON "janus_forwards" USING btree ("feed");