DROP INDEX "meetings_live_pair_uq";--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "follows_meeting_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "meetings_live_pair_uq" ON "meetings" USING btree ("sub_event_id","pair_low","pair_high","follows_meeting_id") WHERE status IN ('waiting', 'agree');