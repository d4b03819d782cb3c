-- The one row of public_events: how many events are approved, and a version that grows whenever an event
-- enters or leaves the public list or a public event's search text changes. Kept by a trigger in the same
-- transaction as the change; changes of events that are not public never touch it (no hot row for the
-- hosts' drafts).
ALTER TABLE public_events ADD CONSTRAINT public_events_one_row CHECK (id = 1);--> statement-breakpoint
INSERT INTO public_events (id, events, version)
  SELECT 1, count(*), 0 FROM events WHERE approval = 'approved';--> statement-breakpoint
CREATE FUNCTION public_events_sync() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was_public boolean := TG_OP <> 'INSERT' AND OLD.approval = 'approved';
  is_public boolean := TG_OP <> 'DELETE' AND NEW.approval = 'approved';
BEGIN
  IF was_public OR is_public THEN
    UPDATE public_events
    SET events = events + is_public::int - was_public::int, version = version + 1
    WHERE id = 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER public_events_sync AFTER INSERT OR DELETE ON events
  FOR EACH ROW EXECUTE FUNCTION public_events_sync();--> statement-breakpoint
CREATE TRIGGER public_events_sync_update
  AFTER UPDATE OF approval, name, name_en, location, categories ON events FOR EACH ROW
  WHEN (OLD.approval IS DISTINCT FROM NEW.approval OR OLD.search_text IS DISTINCT FROM NEW.search_text)
  EXECUTE FUNCTION public_events_sync();
