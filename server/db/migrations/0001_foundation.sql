CREATE TABLE "application_answers" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" integer NOT NULL,
	"form_id" integer NOT NULL,
	"question_id" uuid NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"answer_uuid" text DEFAULT '' NOT NULL,
	"repeat_info" text DEFAULT 'N' NOT NULL,
	"addition_order" integer DEFAULT 0 NOT NULL,
	"product_name" text DEFAULT '' NOT NULL,
	"product_explain" text DEFAULT '' NOT NULL,
	"product_img" integer DEFAULT 0 NOT NULL,
	"product_link" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_keywords" (
	"application_id" integer NOT NULL,
	"keyword_id" integer NOT NULL,
	CONSTRAINT "application_keywords_application_id_keyword_id_pk" PRIMARY KEY("application_id","keyword_id")
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"sub_event_id" integer NOT NULL,
	"applicant_id" integer NOT NULL,
	"business_card_id" integer,
	"name" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"approval" text DEFAULT 'waiting' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"method" text DEFAULT 'pre' NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"keyword" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"meeting_preference" text DEFAULT '' NOT NULL,
	"meeting_purpose" text DEFAULT '' NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "keywords" (
	"id" serial PRIMARY KEY NOT NULL,
	"sub_event_id" integer NOT NULL,
	"title" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"code" text PRIMARY KEY NOT NULL,
	"ko_name" text NOT NULL,
	"en_name" text NOT NULL,
	"zh_name" text NOT NULL,
	"country_number" text NOT NULL,
	"timezone" text NOT NULL,
	"continent" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_footer_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"type" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"img_url" text DEFAULT '' NOT NULL,
	"hide" text DEFAULT 'PUBLIC' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_managers" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"name" text NOT NULL,
	"country_number" text DEFAULT '82' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"host_user_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"time_zone" text DEFAULT 'Asia/Seoul' NOT NULL,
	"country_code" text DEFAULT 'KR' NOT NULL,
	"main_image_file_id" integer,
	"banner_image_file_id" integer,
	"logo_image_file_id" integer,
	"location" text DEFAULT '' NOT NULL,
	"location_detail" text DEFAULT '' NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"content" text DEFAULT '' NOT NULL,
	"content_en" text DEFAULT '' NOT NULL,
	"categories" text DEFAULT '' NOT NULL,
	"home_page" text DEFAULT '' NOT NULL,
	"show_logo" text DEFAULT 'Y' NOT NULL,
	"hide_footer_links" boolean DEFAULT false NOT NULL,
	"hide_buyer_card" boolean DEFAULT false NOT NULL,
	"atch_file1" integer,
	"atch_file2" integer,
	"atch_file3" integer,
	"atch_file4" integer,
	"atch_file5" integer,
	"digital_map" text DEFAULT '' NOT NULL,
	"approval" text DEFAULT 'draft' NOT NULL,
	"approval_reason" text DEFAULT '' NOT NULL,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(name || ' ' || name_en || ' ' || location || ' ' || categories)) STORED
);
--> statement-breakpoint
CREATE TABLE "likes" (
	"user_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "likes_user_id_event_id_pk" PRIMARY KEY("user_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"file_path" text NOT NULL,
	"file_type" text NOT NULL,
	"file_size" bigint NOT NULL,
	"folder_path" text NOT NULL,
	"storage_key" text NOT NULL,
	"gubun" text DEFAULT '' NOT NULL,
	"uploader_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "form_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"form_id" integer NOT NULL,
	"part" text DEFAULT 'main' NOT NULL,
	"position" integer NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"explain" text DEFAULT '' NOT NULL,
	"explain_check" text DEFAULT 'N' NOT NULL,
	"require_check" text DEFAULT 'N' NOT NULL,
	"secret_check" text DEFAULT 'N' NOT NULL,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"default_id" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forms" (
	"id" serial PRIMARY KEY NOT NULL,
	"sub_event_id" integer NOT NULL,
	"type" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to_mail" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text DEFAULT '' NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mails" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_user_id" integer,
	"to_user_id" integer,
	"sub_event_id" integer,
	"to_mail" text NOT NULL,
	"opened" text DEFAULT 'N' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sub_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"matching" text DEFAULT 'N' NOT NULL,
	"meeting_available" text DEFAULT 'N' NOT NULL,
	"sgroup_name" text DEFAULT '' NOT NULL,
	"bgroup_name" text DEFAULT '' NOT NULL,
	"sub_event_start_date" date NOT NULL,
	"sub_event_end_date" date NOT NULL,
	"pre_regit_start_date" date,
	"pre_regit_end_date" date,
	"sell_reg_start_date" date,
	"sell_reg_end_date" date,
	"buy_reg_start_date" date,
	"buy_reg_end_date" date,
	"reg_start_date" date,
	"reg_end_date" date,
	"match_start_time" text DEFAULT '10:00' NOT NULL,
	"match_end_time" text DEFAULT '18:00' NOT NULL,
	"match_req_time" integer DEFAULT 30 NOT NULL,
	"match_break_time" integer DEFAULT 0 NOT NULL,
	"match_num_per_day" integer DEFAULT 8 NOT NULL,
	"on_site_regit" text DEFAULT 'N' NOT NULL,
	"impossible_date_and_time" jsonb,
	"target_scope" text DEFAULT '' NOT NULL,
	"seller_parti_form" integer,
	"buyer_parti_form" integer,
	"booth_parti_form" integer,
	"visitor_parti_form" integer,
	"register_form" integer,
	"seller_counsel_form" integer,
	"buyer_counsel_form" integer,
	"seller_survey_form" integer,
	"counsel_form_only_eng" text DEFAULT 'N' NOT NULL,
	"session" text DEFAULT '' NOT NULL,
	"meeting_data" jsonb,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"company" text NOT NULL,
	"name" text NOT NULL,
	"position" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"country_number" text DEFAULT '82' NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" text DEFAULT 'reset' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"position" text DEFAULT '' NOT NULL,
	"country_number" text DEFAULT '82' NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"country_code" text DEFAULT 'KR' NOT NULL,
	"time_zone" text DEFAULT 'Asia/Seoul' NOT NULL,
	"role" text DEFAULT 'USER' NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_answers" ADD CONSTRAINT "application_answers_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_answers" ADD CONSTRAINT "application_answers_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_keywords" ADD CONSTRAINT "application_keywords_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_keywords" ADD CONSTRAINT "application_keywords_keyword_id_keywords_id_fk" FOREIGN KEY ("keyword_id") REFERENCES "public"."keywords"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_sub_event_id_sub_events_id_fk" FOREIGN KEY ("sub_event_id") REFERENCES "public"."sub_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_business_card_id_business_cards_id_fk" FOREIGN KEY ("business_card_id") REFERENCES "public"."business_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keywords" ADD CONSTRAINT "keywords_sub_event_id_sub_events_id_fk" FOREIGN KEY ("sub_event_id") REFERENCES "public"."sub_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_footer_links" ADD CONSTRAINT "event_footer_links_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_managers" ADD CONSTRAINT "event_managers_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_host_user_id_users_id_fk" FOREIGN KEY ("host_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_main_image_file_id_files_id_fk" FOREIGN KEY ("main_image_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_banner_image_file_id_files_id_fk" FOREIGN KEY ("banner_image_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_logo_image_file_id_files_id_fk" FOREIGN KEY ("logo_image_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_atch_file1_files_id_fk" FOREIGN KEY ("atch_file1") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_atch_file2_files_id_fk" FOREIGN KEY ("atch_file2") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_atch_file3_files_id_fk" FOREIGN KEY ("atch_file3") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_atch_file4_files_id_fk" FOREIGN KEY ("atch_file4") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_atch_file5_files_id_fk" FOREIGN KEY ("atch_file5") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_questions" ADD CONSTRAINT "form_questions_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forms" ADD CONSTRAINT "forms_sub_event_id_sub_events_id_fk" FOREIGN KEY ("sub_event_id") REFERENCES "public"."sub_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mails" ADD CONSTRAINT "mails_created_user_id_users_id_fk" FOREIGN KEY ("created_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mails" ADD CONSTRAINT "mails_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mails" ADD CONSTRAINT "mails_sub_event_id_sub_events_id_fk" FOREIGN KEY ("sub_event_id") REFERENCES "public"."sub_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_events" ADD CONSTRAINT "sub_events_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_cards" ADD CONSTRAINT "business_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_codes" ADD CONSTRAINT "password_reset_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_answers_app_idx" ON "application_answers" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_sub_event_applicant_uq" ON "applications" USING btree ("sub_event_id","applicant_id");--> statement-breakpoint
CREATE INDEX "applications_sub_event_type_idx" ON "applications" USING btree ("sub_event_id","approval","type");--> statement-breakpoint
CREATE UNIQUE INDEX "keywords_sub_event_title_uq" ON "keywords" USING btree ("sub_event_id",lower("title"));--> statement-breakpoint
CREATE INDEX "event_footer_event_idx" ON "event_footer_links" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "event_managers_event_idx" ON "event_managers" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "events_public_order_idx" ON "events" USING btree ("approval","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "events_host_idx" ON "events" USING btree ("host_user_id");--> statement-breakpoint
CREATE INDEX "events_search_trgm_idx" ON "events" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "likes_user_idx" ON "likes" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "files_uploader_idx" ON "files" USING btree ("uploader_id");--> statement-breakpoint
CREATE INDEX "form_questions_form_idx" ON "form_questions" USING btree ("form_id","part","position");--> statement-breakpoint
CREATE INDEX "forms_sub_event_idx" ON "forms" USING btree ("sub_event_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "mails_recipient_idx" ON "mails" USING btree ("to_user_id","sub_event_id","created_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sub_events_event_idx" ON "sub_events" USING btree ("event_id","sort");--> statement-breakpoint
CREATE INDEX "business_cards_user_idx" ON "business_cards" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_uq" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_name_phone_idx" ON "users" USING btree ("name","phone_number");