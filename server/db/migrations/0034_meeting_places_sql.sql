-- A meeting that becomes agreed on site takes its place in the same statement, under its slot's lock, so every
-- path (a participant's acceptance, the host's arrangement, a published schedule) gives one and two agreements
-- of one slot never pick the same table. Nothing happens in a sub-event without places, for an online meeting
-- (either side online), or when the writer names the place itself (the host's picker, the scheduler's plan).
--   fixed mode:  a side's own place (the seller side's first), else a free place that is nobody's;
--   pooled mode: a booth exhibitor's own booth, else any free table or room (whoever it is fixed to), the
--                nearest to the pair's previous meeting of the day (by the pins on the floor plan, else by the
--                places' order).
-- The chosen place is read FOR SHARE: a host withdrawing or deleting it (FOR UPDATE) waits, or is waited for and
-- then skipped (places.service).
-- No place free: check_violation on "meetings_place_free", which the API turns into a clear refusal.
CREATE FUNCTION meeting_place_pick() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  a applications%ROWTYPE;
  b applications%ROWTYPE;
  v_mode text;
  chosen integer;
  prev record;
BEGIN
  IF NEW.status <> 'agree' OR NEW.place_id IS NOT NULL OR NEW.acceptor_application_id IS NULL THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.status = 'agree' THEN
    RETURN NEW;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM places WHERE sub_event_id = NEW.sub_event_id AND active) THEN
    RETURN NEW;
  END IF;
  SELECT * INTO a FROM applications WHERE id = NEW.applicant_application_id;
  SELECT * INTO b FROM applications WHERE id = NEW.acceptor_application_id;
  IF a.attendee_type = 'online' OR b.attendee_type = 'online' THEN
    RETURN NEW;
  END IF;
  SELECT place_mode INTO v_mode FROM sub_events WHERE id = NEW.sub_event_id;
  PERFORM meeting_slot_lock(NEW.sub_event_id, NEW.starts_at);
  SELECT p.id INTO chosen FROM places p JOIN applications o ON o.id = p.application_id
    WHERE p.sub_event_id = NEW.sub_event_id AND p.active AND p.application_id IN (a.id, b.id)
      AND (v_mode = 'fixed' OR (p.kind = 'booth' AND o.type = 'booth'))
    ORDER BY (o.type IN ('seller', 'booth')) DESC, o.id
    LIMIT 1
    FOR SHARE OF p;
  IF chosen IS NULL THEN
    SELECT q.x, q.y, q.sort INTO prev
      FROM meetings pm JOIN places q ON q.id = pm.place_id
      WHERE pm.sub_event_id = NEW.sub_event_id AND pm.status = 'agree' AND pm.id <> NEW.id
        AND (pm.applicant_application_id IN (a.id, b.id) OR pm.acceptor_application_id IN (a.id, b.id))
        AND pm.ends_at <= NEW.starts_at AND pm.ends_at > NEW.starts_at - interval '12 hours'
      ORDER BY pm.ends_at DESC
      LIMIT 1;
    SELECT p.id INTO chosen FROM places p
      WHERE p.sub_event_id = NEW.sub_event_id AND p.active AND p.kind IN ('table', 'room')
        AND (v_mode = 'pooled' OR p.application_id IS NULL)
        AND NOT EXISTS (
          SELECT 1 FROM meetings o
          WHERE o.place_id = p.id AND o.status = 'agree' AND o.id <> NEW.id
            AND o.starts_at < NEW.ends_at AND o.ends_at > NEW.starts_at)
      ORDER BY
        CASE WHEN prev.x IS NOT NULL AND p.x IS NOT NULL
          THEN (p.x - prev.x) * (p.x - prev.x) + (p.y - prev.y) * (p.y - prev.y) END NULLS LAST,
        abs(p.sort - coalesce(prev.sort, p.sort)), p.sort, p.name
      LIMIT 1
      FOR SHARE OF p;
  END IF;
  IF chosen IS NULL THEN
    RAISE EXCEPTION 'no free place for meeting at %', NEW.starts_at
      USING ERRCODE = 'check_violation', CONSTRAINT = 'meetings_place_free';
  END IF;
  NEW.place_id := chosen;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER meetings_place_pick BEFORE INSERT OR UPDATE OF status ON meetings
  FOR EACH ROW EXECUTE FUNCTION meeting_place_pick();
