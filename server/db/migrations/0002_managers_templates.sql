CREATE TABLE "application_managers" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"sub_event_id" integer NOT NULL,
	"user_id" integer,
	"invited_by_id" integer,
	"name" text NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"position" text DEFAULT '' NOT NULL,
	"country_number" text DEFAULT '82' NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"code_hash" text NOT NULL,
	"used" text DEFAULT 'N' NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scheduled_mail_runs" (
	"sub_event_id" integer NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"name" text NOT NULL,
	"html_content" text DEFAULT '' NOT NULL,
	"css_content" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_managers" ADD CONSTRAINT "application_managers_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_managers" ADD CONSTRAINT "application_managers_sub_event_id_sub_events_id_fk" FOREIGN KEY ("sub_event_id") REFERENCES "public"."sub_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_managers" ADD CONSTRAINT "application_managers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_managers" ADD CONSTRAINT "application_managers_invited_by_id_users_id_fk" FOREIGN KEY ("invited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_mail_runs" ADD CONSTRAINT "scheduled_mail_runs_sub_event_id_sub_events_id_fk" FOREIGN KEY ("sub_event_id") REFERENCES "public"."sub_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_templates" ADD CONSTRAINT "event_templates_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "application_managers_app_email_uq" ON "application_managers" USING btree ("application_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "application_managers_code_uq" ON "application_managers" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "application_managers_user_idx" ON "application_managers" USING btree ("user_id","sub_event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scheduled_mail_runs_uq" ON "scheduled_mail_runs" USING btree ("sub_event_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "event_templates_event_name_uq" ON "event_templates" USING btree ("event_id","name");