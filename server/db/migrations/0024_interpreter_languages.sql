CREATE TABLE "interpreter_unavailable" (
	"interpreter_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	CONSTRAINT "interpreter_unavailable_interpreter_id_starts_at_pk" PRIMARY KEY("interpreter_id","starts_at")
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "languages" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "interpreters" ADD COLUMN "language_pairs" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "auto_schedule_drafts" ADD COLUMN "interpreter_user_id" integer;--> statement-breakpoint
ALTER TABLE "interpreter_unavailable" ADD CONSTRAINT "interpreter_unavailable_interpreter_id_interpreters_id_fk" FOREIGN KEY ("interpreter_id") REFERENCES "public"."interpreters"("id") ON DELETE cascade ON UPDATE no action;