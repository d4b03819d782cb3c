CREATE TABLE "calendar_feeds" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "meeting_claims" (
	"application_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"meeting_id" integer NOT NULL,
	CONSTRAINT "meeting_claims_application_id_starts_at_pk" PRIMARY KEY("application_id","starts_at")
);
--> statement-breakpoint
CREATE TABLE "meeting_slots" (
	"sub_event_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"date" text NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"open" boolean DEFAULT true NOT NULL,
	CONSTRAINT "meeting_slots_sub_event_id_starts_at_pk" PRIMARY KEY("sub_event_id","starts_at"),
	CONSTRAINT "meeting_slots_open_uq" UNIQUE("sub_event_id","starts_at","open")
);
--> statement-breakpoint
CREATE TABLE "meeting_surveys" (
	"id" serial PRIMARY KEY NOT NULL,
	"meeting_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	"form_id" integer NOT NULL,
	"uuid" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"answer_uuid" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meetings" (
	"id" serial PRIMARY KEY NOT NULL,
	"sub_event_id" integer NOT NULL,
	"applicant_application_id" integer NOT NULL,
	"acceptor_application_id" integer,
	"status" text DEFAULT 'waiting' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"slot_open" boolean GENERATED ALWAYS AS (CASE WHEN status IN ('waiting', 'agree', 'impossible') THEN true END) STORED,
	"pair_low" integer GENERATED ALWAYS AS (LEAST(applicant_application_id, acceptor_application_id)) STORED,
	"pair_high" integer GENERATED ALWAYS AS (GREATEST(applicant_application_id, acceptor_application_id)) STORED,
	"reason_code" text DEFAULT '' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"closed_by_application_id" integer,
	"arranged_by_host" boolean DEFAULT false NOT NULL,
	"place" text DEFAULT '' NOT NULL,
	"expires_at" timestamp with time zone,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meetings_acceptor_ck" CHECK ((status = 'impossible') = (acceptor_application_id IS NULL) AND acceptor_application_id IS DISTINCT FROM applicant_application_id),
	CONSTRAINT "meetings_time_ck" CHECK (ends_at > starts_at)
);
--> statement-breakpoint
CREATE TABLE "post_surveys" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"form_id" integer NOT NULL,
	"uuid" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"answer_uuid" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "attendee_type" text DEFAULT 'offline' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "meeting_place" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "ical_event" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "ical_method" text;--> statement-breakpoint
ALTER TABLE "sub_events" ADD COLUMN "meeting_request_expiry_hours" integer DEFAULT 72 NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_id_sub_event_uq" UNIQUE("id","sub_event_id");--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_claims" ADD CONSTRAINT "meeting_claims_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_claims" ADD CONSTRAINT "meeting_claims_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_slots" ADD CONSTRAINT "meeting_slots_sub_event_id_sub_events_id_fk" FOREIGN KEY ("sub_event_id") REFERENCES "public"."sub_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_surveys" ADD CONSTRAINT "meeting_surveys_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_surveys" ADD CONSTRAINT "meeting_surveys_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_sub_event_id_sub_events_id_fk" FOREIGN KEY ("sub_event_id") REFERENCES "public"."sub_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_applicant_fk" FOREIGN KEY ("applicant_application_id","sub_event_id") REFERENCES "public"."applications"("id","sub_event_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_acceptor_fk" FOREIGN KEY ("acceptor_application_id","sub_event_id") REFERENCES "public"."applications"("id","sub_event_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_slot_fk" FOREIGN KEY ("sub_event_id","starts_at","slot_open") REFERENCES "public"."meeting_slots"("sub_event_id","starts_at","open") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_surveys" ADD CONSTRAINT "post_surveys_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meeting_claims_meeting_idx" ON "meeting_claims" USING btree ("meeting_id");--> statement-breakpoint
CREATE INDEX "meeting_slots_date_idx" ON "meeting_slots" USING btree ("sub_event_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "meeting_surveys_answer_uq" ON "meeting_surveys" USING btree ("meeting_id","application_id","uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "meetings_live_pair_uq" ON "meetings" USING btree ("sub_event_id","pair_low","pair_high") WHERE status IN ('waiting', 'agree');--> statement-breakpoint
CREATE INDEX "meetings_slot_idx" ON "meetings" USING btree ("sub_event_id","starts_at");--> statement-breakpoint
CREATE INDEX "meetings_applicant_idx" ON "meetings" USING btree ("applicant_application_id","starts_at");--> statement-breakpoint
CREATE INDEX "meetings_acceptor_idx" ON "meetings" USING btree ("acceptor_application_id","starts_at");--> statement-breakpoint
CREATE INDEX "meetings_expiry_idx" ON "meetings" USING btree ("expires_at") WHERE status = 'waiting';--> statement-breakpoint
CREATE UNIQUE INDEX "post_surveys_answer_uq" ON "post_surveys" USING btree ("application_id","uuid");--> statement-breakpoint
-- Hand-written below (drizzle-kit does not model these): the status domain, and the claims that make a
-- second commitment of one application in one slot impossible whatever code path writes the meeting.
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_status_ck" CHECK (status IN ('waiting', 'agree', 'disagree', 'impossible', 'cancel', 'expired'));--> statement-breakpoint
CREATE FUNCTION meetings_claims_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NEW.status = OLD.status AND NEW.starts_at = OLD.starts_at
       AND NEW.applicant_application_id = OLD.applicant_application_id
       AND NEW.acceptor_application_id IS NOT DISTINCT FROM OLD.acceptor_application_id THEN
      RETURN NEW;
    END IF;
    DELETE FROM meeting_claims WHERE meeting_id = NEW.id;
  END IF;
  IF NEW.status IN ('agree', 'impossible') THEN
    INSERT INTO meeting_claims (application_id, starts_at, meeting_id)
      VALUES (NEW.applicant_application_id, NEW.starts_at, NEW.id);
  END IF;
  IF NEW.status = 'agree' THEN
    INSERT INTO meeting_claims (application_id, starts_at, meeting_id)
      VALUES (NEW.acceptor_application_id, NEW.starts_at, NEW.id);
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER meetings_claims_sync AFTER INSERT OR UPDATE ON meetings
  FOR EACH ROW EXECUTE FUNCTION meetings_claims_sync();
