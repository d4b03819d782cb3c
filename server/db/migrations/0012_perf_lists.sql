CREATE TABLE "participant_counts" (
	"sub_event_id" integer NOT NULL,
	"type" text NOT NULL,
	"participants" integer DEFAULT 0 NOT NULL,
	"products" integer DEFAULT 0 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "participant_counts_sub_event_id_type_pk" PRIMARY KEY("sub_event_id","type")
);
--> statement-breakpoint
CREATE TABLE "public_events" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"events" integer DEFAULT 0 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "applications_sub_event_type_idx";--> statement-breakpoint
DROP INDEX "events_public_order_idx";--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "list_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "product_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "participant_counts" ADD CONSTRAINT "participant_counts_sub_event_id_sub_events_id_fk" FOREIGN KEY ("sub_event_id") REFERENCES "public"."sub_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_answers_product_idx" ON "application_answers" USING btree ("application_id","uuid") WHERE "application_answers"."type" = 'product' and "application_answers"."product_name" <> '';--> statement-breakpoint
CREATE INDEX "applications_list_idx" ON "applications" USING btree ("sub_event_id","approval","list_name","id");--> statement-breakpoint
CREATE INDEX "applications_list_type_idx" ON "applications" USING btree ("sub_event_id","approval","type","list_name","id");--> statement-breakpoint
CREATE INDEX "applications_newest_idx" ON "applications" USING btree ("sub_event_id","approval","type","created_date" DESC NULLS LAST,"id" DESC NULLS LAST,"product_count");--> statement-breakpoint
CREATE INDEX "applications_business_card_idx" ON "applications" USING btree ("business_card_id");--> statement-breakpoint
CREATE INDEX "events_public_order_idx" ON "events" USING btree ("approval","created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"search_text");