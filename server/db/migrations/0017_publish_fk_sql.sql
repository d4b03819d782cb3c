-- The rows that only exist for a meeting (its claims, its notices still to be told, its line in a run's list) go
-- with it, as their foreign keys' ON DELETE CASCADE did (migration *_publish_fk dropped those keys): one delete per
-- statement that deletes meetings, including the deletes that cascade from an application or a sub-event. The keys
-- are not needed for the other direction: these rows are only written from meeting rows of the same statement or
-- transaction (the claims by the triggers on meetings, the notices and the list by the functions that have just
-- written those meetings), and each key cost a check per row, about a third of publishing automatic scheduling.
CREATE FUNCTION meetings_dependents_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM meeting_claims c USING old_rows o WHERE c.meeting_id = o.id;
  DELETE FROM meeting_notices n USING old_rows o WHERE n.meeting_id = o.id;
  DELETE FROM auto_schedule_meetings a USING old_rows o WHERE a.meeting_id = o.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER meetings_dependents_delete AFTER DELETE ON meetings
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION meetings_dependents_delete();
--> statement-breakpoint
-- No just-in-time compilation in the bulk functions: the planner's estimates for their set-based statements (tens
-- of thousands of rows) cross jit_above_cost, and compiling took a second of a publish whose statements then run
-- in well under a second each (measured with auto_explain on 53,717 meetings). PGlite has no JIT; the setting is
-- harmless there.
ALTER FUNCTION auto_schedule_publish(integer, integer, boolean, timestamptz) SET jit = off;--> statement-breakpoint
ALTER FUNCTION auto_schedule_cancel_all(integer, integer, text, boolean, timestamptz) SET jit = off;
