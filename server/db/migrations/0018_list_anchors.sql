CREATE TABLE "list_anchors" (
	"sub_event_id" integer NOT NULL,
	"list" text NOT NULL,
	"k" integer NOT NULL,
	"version" bigint NOT NULL,
	"list_name" text DEFAULT '' NOT NULL,
	"created_date" timestamp with time zone,
	"application_id" integer NOT NULL,
	"before" integer NOT NULL,
	CONSTRAINT "list_anchors_sub_event_id_list_k_pk" PRIMARY KEY("sub_event_id","list","k")
);
--> statement-breakpoint
ALTER TABLE "list_anchors" ADD CONSTRAINT "list_anchors_sub_event_id_sub_events_id_fk" FOREIGN KEY ("sub_event_id") REFERENCES "public"."sub_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "list_anchors_before_idx" ON "list_anchors" USING btree ("sub_event_id","list","version","before");