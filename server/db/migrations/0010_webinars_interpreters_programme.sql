CREATE TABLE "interpreter_assignments" (
	"meeting_id" integer PRIMARY KEY NOT NULL,
	"sub_event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"joined_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interpreters" (
	"id" serial PRIMARY KEY NOT NULL,
	"sub_event_id" integer NOT NULL,
	"email" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"languages" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booths" (
	"id" serial PRIMARY KEY NOT NULL,
	"sub_event_id" integer NOT NULL,
	"label" text NOT NULL,
	"x" double precision NOT NULL,
	"y" double precision NOT NULL,
	"application_id" integer,
	CONSTRAINT "booths_position_ck" CHECK ("booths"."x" between 0 and 1 and "booths"."y" between 0 and 1)
);
--> statement-breakpoint
CREATE TABLE "floor_plans" (
	"sub_event_id" integer PRIMARY KEY NOT NULL,
	"image_file_id" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "programme_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"sub_event_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"track" text DEFAULT '' NOT NULL,
	"room" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "programme_sessions_time_ck" CHECK ("programme_sessions"."ends_at" > "programme_sessions"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "session_speakers" (
	"session_id" integer NOT NULL,
	"speaker_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "session_speakers_session_id_speaker_id_pk" PRIMARY KEY("session_id","speaker_id")
);
--> statement-breakpoint
CREATE TABLE "speakers" (
	"id" serial PRIMARY KEY NOT NULL,
	"sub_event_id" integer NOT NULL,
	"name" text NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"position" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"photo_file_id" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webinar_files" (
	"webinar_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "webinar_files_webinar_id_file_id_pk" PRIMARY KEY("webinar_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "webinar_presenters" (
	"webinar_id" integer NOT NULL,
	"sub_event_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "webinar_presenters_webinar_id_application_id_pk" PRIMARY KEY("webinar_id","application_id")
);
--> statement-breakpoint
CREATE TABLE "webinar_qa" (
	"id" serial PRIMARY KEY NOT NULL,
	"webinar_id" integer NOT NULL,
	"question_id" integer,
	"user_id" integer NOT NULL,
	"user_name" text DEFAULT '' NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"writer_role" text NOT NULL,
	"content" text NOT NULL,
	"is_private" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webinar_qa_length_ck" CHECK (char_length("webinar_qa"."content") between 1 and 1000)
);
--> statement-breakpoint
CREATE TABLE "webinars" (
	"id" serial PRIMARY KEY NOT NULL,
	"sub_event_id" integer NOT NULL,
	"title" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"zoom_link" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webinars_time_ck" CHECK ("webinars"."ends_at" > "webinars"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "interpreter_assignments" ADD CONSTRAINT "interpreter_assignments_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interpreter_assignments" ADD CONSTRAINT "interpreter_assignments_sub_event_id_sub_events_id_fk" FOREIGN KEY ("sub_event_id") REFERENCES "public"."sub_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interpreter_assignments" ADD CONSTRAINT "interpreter_assignments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interpreters" ADD CONSTRAINT "interpreters_sub_event_id_sub_events_id_fk" FOREIGN KEY ("sub_event_id") REFERENCES "public"."sub_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booths" ADD CONSTRAINT "booths_sub_event_id_floor_plans_sub_event_id_fk" FOREIGN KEY ("sub_event_id") REFERENCES "public"."floor_plans"("sub_event_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booths" ADD CONSTRAINT "booths_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "floor_plans" ADD CONSTRAINT "floor_plans_sub_event_id_sub_events_id_fk" FOREIGN KEY ("sub_event_id") REFERENCES "public"."sub_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "floor_plans" ADD CONSTRAINT "floor_plans_image_file_id_files_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programme_sessions" ADD CONSTRAINT "programme_sessions_sub_event_id_sub_events_id_fk" FOREIGN KEY ("sub_event_id") REFERENCES "public"."sub_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_speakers" ADD CONSTRAINT "session_speakers_session_id_programme_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."programme_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_speakers" ADD CONSTRAINT "session_speakers_speaker_id_speakers_id_fk" FOREIGN KEY ("speaker_id") REFERENCES "public"."speakers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "speakers" ADD CONSTRAINT "speakers_sub_event_id_sub_events_id_fk" FOREIGN KEY ("sub_event_id") REFERENCES "public"."sub_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "speakers" ADD CONSTRAINT "speakers_photo_file_id_files_id_fk" FOREIGN KEY ("photo_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webinar_files" ADD CONSTRAINT "webinar_files_webinar_id_webinars_id_fk" FOREIGN KEY ("webinar_id") REFERENCES "public"."webinars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webinar_files" ADD CONSTRAINT "webinar_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webinar_presenters" ADD CONSTRAINT "webinar_presenters_webinar_id_webinars_id_fk" FOREIGN KEY ("webinar_id") REFERENCES "public"."webinars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webinar_presenters" ADD CONSTRAINT "webinar_presenters_application_fk" FOREIGN KEY ("application_id","sub_event_id") REFERENCES "public"."applications"("id","sub_event_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webinar_qa" ADD CONSTRAINT "webinar_qa_webinar_id_webinars_id_fk" FOREIGN KEY ("webinar_id") REFERENCES "public"."webinars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webinar_qa" ADD CONSTRAINT "webinar_qa_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webinar_qa" ADD CONSTRAINT "webinar_qa_question_fk" FOREIGN KEY ("question_id") REFERENCES "public"."webinar_qa"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webinars" ADD CONSTRAINT "webinars_sub_event_id_sub_events_id_fk" FOREIGN KEY ("sub_event_id") REFERENCES "public"."sub_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interpreter_assignments_user_idx" ON "interpreter_assignments" USING btree ("user_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "interpreters_sub_event_email_uq" ON "interpreters" USING btree ("sub_event_id","email");--> statement-breakpoint
CREATE INDEX "interpreters_email_idx" ON "interpreters" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "booths_label_uq" ON "booths" USING btree ("sub_event_id","label");--> statement-breakpoint
CREATE INDEX "booths_application_idx" ON "booths" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "programme_sessions_sub_event_idx" ON "programme_sessions" USING btree ("sub_event_id","starts_at");--> statement-breakpoint
CREATE INDEX "session_speakers_speaker_idx" ON "session_speakers" USING btree ("speaker_id");--> statement-breakpoint
CREATE INDEX "speakers_sub_event_idx" ON "speakers" USING btree ("sub_event_id","sort");--> statement-breakpoint
CREATE INDEX "webinar_files_file_idx" ON "webinar_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "webinar_presenters_application_idx" ON "webinar_presenters" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "webinar_qa_questions_idx" ON "webinar_qa" USING btree ("webinar_id","created_at") WHERE "webinar_qa"."question_id" is null;--> statement-breakpoint
CREATE INDEX "webinar_qa_answers_idx" ON "webinar_qa" USING btree ("question_id","created_at");--> statement-breakpoint
CREATE INDEX "webinars_sub_event_idx" ON "webinars" USING btree ("sub_event_id","starts_at");