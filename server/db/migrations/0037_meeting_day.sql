CREATE TABLE "day_reminders" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"meeting_id" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meeting_day_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"sub_event_id" integer NOT NULL,
	"meeting_id" integer NOT NULL,
	"kind" text NOT NULL,
	"application_id" integer,
	"actor_user_id" integer,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refill_proposals" (
	"id" serial PRIMARY KEY NOT NULL,
	"sub_event_id" integer NOT NULL,
	"meeting_id" integer NOT NULL,
	"from_application_id" integer NOT NULL,
	"candidate_application_id" integer NOT NULL,
	"rank" integer NOT NULL,
	"score" integer NOT NULL,
	"reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"walk_in" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'proposed' NOT NULL,
	"sent_at" timestamp with time zone,
	"sent_by_user_id" integer,
	"answered_at" timestamp with time zone,
	"answered_by_user_id" integer,
	"result_meeting_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refill_proposals_rank_ck" CHECK ("refill_proposals"."rank" BETWEEN 1 AND 3)
);
--> statement-breakpoint
CREATE TABLE "walk_in_windows" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"sub_event_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "walk_in_windows_time_ck" CHECK ("walk_in_windows"."ends_at" > "walk_in_windows"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "applicant_arrived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "acceptor_arrived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "no_show" text;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "no_show_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "day_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "disputed_by_application_id" integer;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "disputed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "refill_of_meeting_id" integer;--> statement-breakpoint
ALTER TABLE "sub_events" ADD COLUMN "no_show_grace_minutes" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "day_reminders" ADD CONSTRAINT "day_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_day_events" ADD CONSTRAINT "meeting_day_events_sub_event_id_sub_events_id_fk" FOREIGN KEY ("sub_event_id") REFERENCES "public"."sub_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_day_events" ADD CONSTRAINT "meeting_day_events_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_day_events" ADD CONSTRAINT "meeting_day_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refill_proposals" ADD CONSTRAINT "refill_proposals_sub_event_id_sub_events_id_fk" FOREIGN KEY ("sub_event_id") REFERENCES "public"."sub_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refill_proposals" ADD CONSTRAINT "refill_proposals_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refill_proposals" ADD CONSTRAINT "refill_proposals_from_application_id_applications_id_fk" FOREIGN KEY ("from_application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refill_proposals" ADD CONSTRAINT "refill_proposals_candidate_application_id_applications_id_fk" FOREIGN KEY ("candidate_application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refill_proposals" ADD CONSTRAINT "refill_proposals_sent_by_user_id_users_id_fk" FOREIGN KEY ("sent_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refill_proposals" ADD CONSTRAINT "refill_proposals_answered_by_user_id_users_id_fk" FOREIGN KEY ("answered_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "walk_in_windows" ADD CONSTRAINT "walk_in_windows_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "walk_in_windows" ADD CONSTRAINT "walk_in_windows_sub_event_id_sub_events_id_fk" FOREIGN KEY ("sub_event_id") REFERENCES "public"."sub_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "day_reminders_uq" ON "day_reminders" USING btree ("user_id","kind","meeting_id");--> statement-breakpoint
CREATE INDEX "meeting_day_events_sub_event_idx" ON "meeting_day_events" USING btree ("sub_event_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "refill_proposals_meeting_candidate_uq" ON "refill_proposals" USING btree ("meeting_id","candidate_application_id");--> statement-breakpoint
CREATE INDEX "refill_proposals_candidate_idx" ON "refill_proposals" USING btree ("candidate_application_id","state");--> statement-breakpoint
CREATE INDEX "refill_proposals_sub_event_idx" ON "refill_proposals" USING btree ("sub_event_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "refill_proposals_one_accepted_uq" ON "refill_proposals" USING btree ("meeting_id") WHERE "refill_proposals"."state" = 'accepted';--> statement-breakpoint
CREATE INDEX "walk_in_windows_sub_event_idx" ON "walk_in_windows" USING btree ("sub_event_id","starts_at");--> statement-breakpoint
CREATE INDEX "walk_in_windows_application_idx" ON "walk_in_windows" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "meetings_day_due_idx" ON "meetings" USING btree ("starts_at") WHERE status = 'agree' AND day_checked_at IS NULL;