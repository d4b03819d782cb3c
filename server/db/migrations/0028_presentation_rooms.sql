CREATE TABLE "janus_rooms" (
	"room" text PRIMARY KEY NOT NULL,
	"webinar_id" integer,
	"instance_url" text NOT NULL,
	"janus_room" bigint NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "presentation_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "presentation_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"room" text NOT NULL,
	"identity" text NOT NULL,
	"name" text NOT NULL,
	"text" text NOT NULL,
	"client_id" text NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "presentation_people" (
	"room" text NOT NULL,
	"identity" text NOT NULL,
	"user_id" integer,
	"name" text DEFAULT '' NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"stage" text DEFAULT 'none' NOT NULL,
	"hand" text DEFAULT 'none' NOT NULL,
	"audio_blocked" boolean DEFAULT false NOT NULL,
	"video_blocked" boolean DEFAULT false NOT NULL,
	"chat_blocked" boolean DEFAULT false NOT NULL,
	"blacklisted" boolean DEFAULT false NOT NULL,
	"janus_id" bigint,
	"audio_mid" text,
	"video_mid" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "presentation_people_room_identity_pk" PRIMARY KEY("room","identity"),
	CONSTRAINT "presentation_people_hand_ck" CHECK ("presentation_people"."hand" in ('none', 'raised', 'accepted'))
);
--> statement-breakpoint
ALTER TABLE "janus_rooms" ADD CONSTRAINT "janus_rooms_webinar_id_webinars_id_fk" FOREIGN KEY ("webinar_id") REFERENCES "public"."webinars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presentation_people" ADD CONSTRAINT "presentation_people_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "janus_rooms_instance_idx" ON "janus_rooms" USING btree ("instance_url");--> statement-breakpoint
CREATE INDEX "presentation_messages_room_idx" ON "presentation_messages" USING btree ("room","id");--> statement-breakpoint
CREATE UNIQUE INDEX "presentation_messages_client_uq" ON "presentation_messages" USING btree ("room","identity","client_id");--> statement-breakpoint
CREATE INDEX "presentation_people_blacklist_idx" ON "presentation_people" USING btree ("room") WHERE "presentation_people"."blacklisted";