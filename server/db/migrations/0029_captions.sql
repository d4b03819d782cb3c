CREATE TABLE "caption_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"room" text NOT NULL,
	"meeting_id" integer,
	"webinar_id" integer,
	"speaker_identity" text NOT NULL,
	"speaker_name" text NOT NULL,
	"language" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "caption_lines_owner_ck" CHECK (("caption_lines"."meeting_id" is null) <> ("caption_lines"."webinar_id" is null)),
	CONSTRAINT "caption_lines_language_ck" CHECK ("caption_lines"."language" in ('ko-KR', 'en-US'))
);
--> statement-breakpoint
CREATE TABLE "caption_rooms" (
	"room" text PRIMARY KEY NOT NULL,
	"on" boolean DEFAULT false NOT NULL,
	"language" text DEFAULT 'ko-KR' NOT NULL,
	"changed_by" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "caption_rooms_language_ck" CHECK ("caption_rooms"."language" in ('ko-KR', 'en-US'))
);
--> statement-breakpoint
ALTER TABLE "caption_lines" ADD CONSTRAINT "caption_lines_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caption_lines" ADD CONSTRAINT "caption_lines_webinar_id_webinars_id_fk" FOREIGN KEY ("webinar_id") REFERENCES "public"."webinars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "caption_lines_meeting_idx" ON "caption_lines" USING btree ("meeting_id","id") WHERE "caption_lines"."meeting_id" is not null;--> statement-breakpoint
CREATE INDEX "caption_lines_webinar_idx" ON "caption_lines" USING btree ("webinar_id","id") WHERE "caption_lines"."webinar_id" is not null;