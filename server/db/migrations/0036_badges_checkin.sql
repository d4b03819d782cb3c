CREATE TABLE "badges" (
	"id" text PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"person_key" text NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"role" text NOT NULL,
	"sub_event_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"eligible" boolean DEFAULT true NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	"revoked_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "badges_name_ck" CHECK (length("badges"."name") <= 200 AND length("badges"."company") <= 200)
);
--> statement-breakpoint
CREATE TABLE "checkin_staff" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkins" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"badge_id" text,
	"person_key" text,
	"place" text NOT NULL,
	"outcome" text NOT NULL,
	"scanned_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"by_user_id" integer,
	"device_id" text NOT NULL,
	"client_id" text NOT NULL,
	"undone_at" timestamp with time zone,
	"undone_by_id" integer,
	CONSTRAINT "checkins_place_ck" CHECK ("checkins"."place" ~ '^(entrance|subEvent:[0-9]{1,10}|session:[0-9]{1,10})$')
);
--> statement-breakpoint
ALTER TABLE "badges" ADD CONSTRAINT "badges_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "badges" ADD CONSTRAINT "badges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "badges" ADD CONSTRAINT "badges_revoked_by_id_users_id_fk" FOREIGN KEY ("revoked_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkin_staff" ADD CONSTRAINT "checkin_staff_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkins" ADD CONSTRAINT "checkins_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkins" ADD CONSTRAINT "checkins_badge_id_badges_id_fk" FOREIGN KEY ("badge_id") REFERENCES "public"."badges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkins" ADD CONSTRAINT "checkins_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkins" ADD CONSTRAINT "checkins_undone_by_id_users_id_fk" FOREIGN KEY ("undone_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "badges_person_live_uq" ON "badges" USING btree ("event_id","person_key") WHERE "badges"."revoked_at" IS NULL;--> statement-breakpoint
CREATE INDEX "badges_event_company_idx" ON "badges" USING btree ("event_id","company","name");--> statement-breakpoint
CREATE INDEX "badges_user_idx" ON "badges" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "checkin_staff_event_email_uq" ON "checkin_staff" USING btree ("event_id","email");--> statement-breakpoint
CREATE INDEX "checkin_staff_email_idx" ON "checkin_staff" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "checkins_device_client_uq" ON "checkins" USING btree ("device_id","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "checkins_person_place_uq" ON "checkins" USING btree ("event_id","person_key","place") WHERE "checkins"."outcome" = 'in' AND "checkins"."undone_at" IS NULL;--> statement-breakpoint
CREATE INDEX "checkins_event_idx" ON "checkins" USING btree ("event_id","received_at");