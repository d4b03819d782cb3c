CREATE TABLE "meeting_survey_versions" (
	"meeting_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	"version" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"saved_by_user_id" integer,
	"saver_role" text,
	"restored_from" integer,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_survey_versions_meeting_id_application_id_version_pk" PRIMARY KEY("meeting_id","application_id","version"),
	CONSTRAINT "meeting_survey_versions_version_ck" CHECK (version > 0)
);
--> statement-breakpoint
ALTER TABLE "meeting_survey_versions" ADD CONSTRAINT "meeting_survey_versions_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_survey_versions" ADD CONSTRAINT "meeting_survey_versions_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_survey_versions" ADD CONSTRAINT "meeting_survey_versions_saved_by_user_id_users_id_fk" FOREIGN KEY ("saved_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meeting_survey_versions_answers_idx" ON "meeting_survey_versions" USING gin ("answers" jsonb_path_ops);