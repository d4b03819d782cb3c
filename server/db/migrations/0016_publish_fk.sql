ALTER TABLE "auto_schedule_meetings" DROP CONSTRAINT "auto_schedule_meetings_meeting_id_meetings_id_fk";
--> statement-breakpoint
ALTER TABLE "meeting_claims" DROP CONSTRAINT "meeting_claims_application_id_applications_id_fk";
--> statement-breakpoint
ALTER TABLE "meeting_claims" DROP CONSTRAINT "meeting_claims_meeting_id_meetings_id_fk";
--> statement-breakpoint
ALTER TABLE "meeting_notices" DROP CONSTRAINT "meeting_notices_meeting_id_meetings_id_fk";
