CREATE TABLE "meeting_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"meeting_id" integer NOT NULL,
	"kind" text NOT NULL,
	"actor_user_id" integer,
	"by_host" boolean DEFAULT false NOT NULL,
	"meeting_updated_at" timestamp with time zone NOT NULL,
	"meeting_status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "meeting_notices" ADD CONSTRAINT "meeting_notices_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meeting_notices_meeting_idx" ON "meeting_notices" USING btree ("meeting_id");--> statement-breakpoint
-- Hand-written below: the three participant writes that contend for a slot, each one round trip. Each takes
-- the slot's advisory lock (the same key as meetings.repository lockSlot: sub-event and the slot's minute since
-- the epoch), decides and writes under it, and records the notices; the claims trigger and the constraints of
-- 0003 still refuse any double booking whatever these functions do. Inside a function every statement sees what
-- committed before it, so the checks after the lock read the state the lock protects.
CREATE FUNCTION meeting_slot_lock(p_sub_event integer, p_starts timestamptz) RETURNS void LANGUAGE sql AS $$
  SELECT pg_advisory_xact_lock(p_sub_event, floor(extract(epoch FROM p_starts) / 60)::int);
$$;--> statement-breakpoint
-- A waiting request. Answers the new meeting's id, or the reason it was not made: 'slotTaken' (the requester
-- is committed in that slot) or 'targetTaken' (the acceptor is). A live request of the same pair raises the
-- unique violation of meetings_live_pair_uq; a blocked slot raises meetings_slot_fk.
CREATE FUNCTION meeting_request(
  p_sub_event integer, p_applicant integer, p_acceptor integer, p_starts timestamptz, p_ends timestamptz,
  p_expires timestamptz, p_user integer, p_now timestamptz, p_mail boolean
) RETURNS TABLE (meeting_id integer, outcome text) LANGUAGE plpgsql AS $$
DECLARE
  v meetings%ROWTYPE;
BEGIN
  PERFORM meeting_slot_lock(p_sub_event, p_starts);
  IF EXISTS (SELECT 1 FROM meeting_claims c WHERE c.application_id = p_applicant AND c.starts_at = p_starts) THEN
    RETURN QUERY SELECT NULL::integer, 'slotTaken'::text;
    RETURN;
  END IF;
  IF EXISTS (SELECT 1 FROM meeting_claims c WHERE c.application_id = p_acceptor AND c.starts_at = p_starts) THEN
    RETURN QUERY SELECT NULL::integer, 'targetTaken'::text;
    RETURN;
  END IF;
  INSERT INTO meetings (sub_event_id, applicant_application_id, acceptor_application_id, status, starts_at,
                        ends_at, expires_at, created_by_user_id, created_at)
    VALUES (p_sub_event, p_applicant, p_acceptor, 'waiting', p_starts, p_ends, p_expires, p_user, p_now)
    RETURNING * INTO v;
  IF p_mail THEN
    INSERT INTO meeting_notices (meeting_id, kind, actor_user_id, meeting_updated_at, meeting_status)
      VALUES (v.id, 'requested', p_user, v.updated_at, v.status);
  END IF;
  RETURN QUERY SELECT v.id, 'ok'::text;
END
$$;--> statement-breakpoint
-- The acceptor agrees (declining the other waiting requests of both sides in that slot, reason 'taken') or
-- rejects; either side cancels an agreed meeting. Answers 'ok', 'notFound', or 'notWaiting' / 'notAgreed'
-- when the meeting no longer has the status the change starts from. A second commitment of either side in
-- the slot raises the claims' primary-key violation.
CREATE FUNCTION meeting_answer(
  p_meeting integer, p_to text, p_reason_code text, p_reason text, p_closed_by integer, p_user integer,
  p_mail boolean
) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  m meetings%ROWTYPE;
  v meetings%ROWTYPE;
BEGIN
  SELECT * INTO m FROM meetings WHERE id = p_meeting;
  IF NOT FOUND THEN
    RETURN 'notFound';
  END IF;
  PERFORM meeting_slot_lock(m.sub_event_id, m.starts_at);
  IF p_to = 'agree' THEN
    UPDATE meetings SET status = 'agree', updated_at = now()
      WHERE id = p_meeting AND status = 'waiting' RETURNING * INTO v;
    IF NOT FOUND THEN
      RETURN 'notWaiting';
    END IF;
    IF p_mail THEN
      INSERT INTO meeting_notices (meeting_id, kind, actor_user_id, meeting_updated_at, meeting_status)
        VALUES (v.id, 'agreed', p_user, v.updated_at, v.status);
    END IF;
    WITH declined AS (
      UPDATE meetings SET status = 'disagree', reason_code = 'taken', reason = '', updated_at = now()
        WHERE sub_event_id = m.sub_event_id AND starts_at = m.starts_at AND status = 'waiting' AND id <> m.id
          AND (applicant_application_id IN (m.applicant_application_id, m.acceptor_application_id)
               OR acceptor_application_id IN (m.applicant_application_id, m.acceptor_application_id))
        RETURNING id, updated_at, status
    )
    INSERT INTO meeting_notices (meeting_id, kind, actor_user_id, meeting_updated_at, meeting_status)
      SELECT d.id, 'declined', p_user, d.updated_at, d.status FROM declined d WHERE p_mail ORDER BY d.id;
    RETURN 'ok';
  END IF;
  UPDATE meetings SET status = p_to, reason_code = p_reason_code, reason = p_reason,
                      closed_by_application_id = p_closed_by, updated_at = now()
    WHERE id = p_meeting AND status = CASE WHEN p_to = 'disagree' THEN 'waiting' ELSE 'agree' END
    RETURNING * INTO v;
  IF NOT FOUND THEN
    RETURN CASE WHEN p_to = 'disagree' THEN 'notWaiting' ELSE 'notAgreed' END;
  END IF;
  IF p_mail THEN
    INSERT INTO meeting_notices (meeting_id, kind, actor_user_id, meeting_updated_at, meeting_status)
      VALUES (v.id, CASE WHEN p_to = 'disagree' THEN 'rejected' ELSE 'cancelled' END, p_user, v.updated_at, v.status);
  END IF;
  RETURN 'ok';
END
$$;--> statement-breakpoint
-- An unavailable mark: declines the waiting requests of either direction of the application in that slot
-- (reason 'unavailable'; the requesters who asked it are told), then records the mark. Answers 'ok', or
-- 'already' when the mark exists. An agreed meeting in the slot raises the claims' primary-key violation.
CREATE FUNCTION meeting_mark(
  p_sub_event integer, p_application integer, p_starts timestamptz, p_ends timestamptz, p_user integer
) RETURNS text LANGUAGE plpgsql AS $$
BEGIN
  PERFORM meeting_slot_lock(p_sub_event, p_starts);
  IF EXISTS (SELECT 1 FROM meetings WHERE applicant_application_id = p_application AND starts_at = p_starts
             AND status = 'impossible') THEN
    RETURN 'already';
  END IF;
  WITH declined AS (
    UPDATE meetings SET status = 'disagree', reason_code = 'unavailable', reason = '', updated_at = now()
      WHERE sub_event_id = p_sub_event AND starts_at = p_starts AND status = 'waiting'
        AND (applicant_application_id = p_application OR acceptor_application_id = p_application)
      RETURNING id, acceptor_application_id, updated_at, status
  )
  INSERT INTO meeting_notices (meeting_id, kind, actor_user_id, meeting_updated_at, meeting_status)
    SELECT d.id, 'declined', p_user, d.updated_at, d.status FROM declined d
      WHERE d.acceptor_application_id = p_application ORDER BY d.id;
  INSERT INTO meetings (sub_event_id, applicant_application_id, acceptor_application_id, status, starts_at,
                        ends_at, created_by_user_id)
    VALUES (p_sub_event, p_application, NULL, 'impossible', p_starts, p_ends, p_user);
  RETURN 'ok';
END
$$;
