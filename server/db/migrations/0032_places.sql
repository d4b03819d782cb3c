CREATE TABLE "places" (
	"id" serial PRIMARY KEY NOT NULL,
	"sub_event_id" integer NOT NULL,
	"kind" text DEFAULT 'table' NOT NULL,
	"name" text NOT NULL,
	"zone" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"application_id" integer,
	"booth_id" integer,
	"x" double precision,
	"y" double precision,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "places_name_ck" CHECK (length(btrim("places"."name")) between 1 and 60),
	CONSTRAINT "places_pin_ck" CHECK (("places"."x" IS NULL) = ("places"."y" IS NULL) AND ("places"."x" IS NULL OR ("places"."x" between 0 and 1 AND "places"."y" between 0 and 1)))
);
--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "place_id" integer;--> statement-breakpoint
ALTER TABLE "sub_events" ADD COLUMN "place_mode" text DEFAULT 'fixed' NOT NULL;--> statement-breakpoint
ALTER TABLE "places" ADD CONSTRAINT "places_sub_event_id_sub_events_id_fk" FOREIGN KEY ("sub_event_id") REFERENCES "public"."sub_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "places" ADD CONSTRAINT "places_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "places" ADD CONSTRAINT "places_booth_id_booths_id_fk" FOREIGN KEY ("booth_id") REFERENCES "public"."booths"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "places_name_uq" ON "places" USING btree ("sub_event_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "places_application_uq" ON "places" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "places_sub_event_idx" ON "places" USING btree ("sub_event_id","sort");--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meetings_place_idx" ON "meetings" USING btree ("place_id","starts_at");