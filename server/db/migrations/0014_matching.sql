CREATE TABLE "auto_schedule_drafts" (
	"run_id" integer NOT NULL,
	"seller_application_id" integer NOT NULL,
	"buyer_application_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"score" integer NOT NULL,
	CONSTRAINT "auto_schedule_drafts_run_id_seller_application_id_buyer_application_id_pk" PRIMARY KEY("run_id","seller_application_id","buyer_application_id")
);
--> statement-breakpoint
CREATE TABLE "auto_schedule_meetings" (
	"meeting_id" integer PRIMARY KEY NOT NULL,
	"run_id" integer NOT NULL,
	"sub_event_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auto_schedule_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"sub_event_id" integer NOT NULL,
	"mode" text NOT NULL,
	"status" text NOT NULL,
	"phase" text DEFAULT 'queued' NOT NULL,
	"progress" real DEFAULT 0 NOT NULL,
	"stop_requested" text DEFAULT 'N' NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"summary" jsonb,
	"outcome" jsonb,
	"error" text DEFAULT '' NOT NULL,
	"started_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"published_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "auto_schedule_unscheduled" (
	"run_id" integer NOT NULL,
	"seller_application_id" integer NOT NULL,
	"buyer_application_id" integer NOT NULL,
	"reason" text NOT NULL,
	"side" text,
	"cause" text,
	CONSTRAINT "auto_schedule_unscheduled_run_id_seller_application_id_buyer_application_id_pk" PRIMARY KEY("run_id","seller_application_id","buyer_application_id")
);
--> statement-breakpoint
CREATE TABLE "matching_company_caps" (
	"application_id" integer PRIMARY KEY NOT NULL,
	"sub_event_id" integer NOT NULL,
	"cap" integer NOT NULL,
	CONSTRAINT "matching_company_caps_ck" CHECK ("matching_company_caps"."cap" >= 0)
);
--> statement-breakpoint
CREATE TABLE "matching_exclusions" (
	"application_id" integer NOT NULL,
	"target_application_id" integer NOT NULL,
	"sub_event_id" integer NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "matching_exclusions_application_id_target_application_id_pk" PRIMARY KEY("application_id","target_application_id"),
	CONSTRAINT "matching_exclusions_self_ck" CHECK ("matching_exclusions"."application_id" <> "matching_exclusions"."target_application_id")
);
--> statement-breakpoint
CREATE TABLE "matching_settings" (
	"sub_event_id" integer PRIMARY KEY NOT NULL,
	"mail" text DEFAULT 'Y' NOT NULL,
	"max_per_day" integer,
	"seller_cap" integer,
	"buyer_cap" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "matching_versions" (
	"sub_event_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auto_schedule_drafts" ADD CONSTRAINT "auto_schedule_drafts_run_id_auto_schedule_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."auto_schedule_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_schedule_meetings" ADD CONSTRAINT "auto_schedule_meetings_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_schedule_runs" ADD CONSTRAINT "auto_schedule_runs_sub_event_id_sub_events_id_fk" FOREIGN KEY ("sub_event_id") REFERENCES "public"."sub_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_schedule_runs" ADD CONSTRAINT "auto_schedule_runs_started_by_user_id_users_id_fk" FOREIGN KEY ("started_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_schedule_unscheduled" ADD CONSTRAINT "auto_schedule_unscheduled_run_id_auto_schedule_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."auto_schedule_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matching_company_caps" ADD CONSTRAINT "matching_company_caps_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matching_company_caps" ADD CONSTRAINT "matching_company_caps_sub_event_id_sub_events_id_fk" FOREIGN KEY ("sub_event_id") REFERENCES "public"."sub_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matching_exclusions" ADD CONSTRAINT "matching_exclusions_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matching_exclusions" ADD CONSTRAINT "matching_exclusions_target_application_id_applications_id_fk" FOREIGN KEY ("target_application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matching_exclusions" ADD CONSTRAINT "matching_exclusions_sub_event_id_sub_events_id_fk" FOREIGN KEY ("sub_event_id") REFERENCES "public"."sub_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matching_exclusions" ADD CONSTRAINT "matching_exclusions_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matching_settings" ADD CONSTRAINT "matching_settings_sub_event_id_sub_events_id_fk" FOREIGN KEY ("sub_event_id") REFERENCES "public"."sub_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matching_versions" ADD CONSTRAINT "matching_versions_sub_event_id_sub_events_id_fk" FOREIGN KEY ("sub_event_id") REFERENCES "public"."sub_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auto_schedule_drafts_slot_idx" ON "auto_schedule_drafts" USING btree ("run_id","starts_at");--> statement-breakpoint
CREATE INDEX "auto_schedule_meetings_sub_event_idx" ON "auto_schedule_meetings" USING btree ("sub_event_id");--> statement-breakpoint
CREATE INDEX "auto_schedule_runs_sub_event_idx" ON "auto_schedule_runs" USING btree ("sub_event_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "auto_schedule_runs_one_running_uq" ON "auto_schedule_runs" USING btree ("sub_event_id") WHERE status = 'running';--> statement-breakpoint
CREATE INDEX "matching_company_caps_sub_event_idx" ON "matching_company_caps" USING btree ("sub_event_id");--> statement-breakpoint
CREATE INDEX "matching_exclusions_target_idx" ON "matching_exclusions" USING btree ("target_application_id");--> statement-breakpoint
CREATE INDEX "matching_exclusions_sub_event_idx" ON "matching_exclusions" USING btree ("sub_event_id");