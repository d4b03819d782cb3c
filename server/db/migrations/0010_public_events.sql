CREATE TABLE "public_events" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"events" integer DEFAULT 0 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "events_public_order_idx";--> statement-breakpoint
CREATE INDEX "events_public_order_idx" ON "events" USING btree ("approval","created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"search_text");