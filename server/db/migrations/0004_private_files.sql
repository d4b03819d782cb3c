ALTER TABLE "files" ADD COLUMN "visibility" text DEFAULT 'private' NOT NULL;--> statement-breakpoint
-- Files that events show (images and attachments) stay public; every other existing upload becomes private.
UPDATE "files" SET "visibility" = 'public' WHERE "id" IN (
  SELECT unnest(ARRAY["main_image_file_id", "banner_image_file_id", "logo_image_file_id", "atch_file1", "atch_file2", "atch_file3", "atch_file4", "atch_file5"]) FROM "events"
);
