-- One interpreter cannot hold two overlapping meetings, whatever sub-events they belong to. The range
-- equality on the user id stands in for btree_gist (gist's range operator class has "=").
ALTER TABLE "interpreter_assignments" ADD CONSTRAINT "interpreter_assignments_no_overlap"
  EXCLUDE USING gist (int4range(user_id, user_id, '[]') WITH =, tstzrange(starts_at, ends_at) WITH &&);--> statement-breakpoint
-- A meeting that stops being live (rejected, cancelled, expired) or moves frees its interpreter.
CREATE FUNCTION interpreter_assignments_release() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status NOT IN ('waiting', 'agree') OR NEW.starts_at <> OLD.starts_at OR NEW.ends_at <> OLD.ends_at THEN
    DELETE FROM interpreter_assignments WHERE meeting_id = NEW.id;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER interpreter_assignments_release AFTER UPDATE OF status, starts_at, ends_at ON meetings
  FOR EACH ROW EXECUTE FUNCTION interpreter_assignments_release();
