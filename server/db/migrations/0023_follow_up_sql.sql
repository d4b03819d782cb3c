-- Hand-written: follow-up meetings (docs/decisions.md, "Follow-up meetings"). A pair's waiting or agreed meeting
-- is made in a round, meetings.follows_meeting_id: the pair's latest agreed meeting that had ended when it was
-- made, else 0. meetings_live_pair_uq allows one live meeting per pair and round, so two meetings made while
-- neither saw the other still collide, and a follow-up can be booked once the pair's last meeting is over.
CREATE FUNCTION meeting_pair_round(p_sub_event integer, p_a integer, p_b integer, p_now timestamptz)
RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT COALESCE((SELECT m.id FROM meetings m
    WHERE m.sub_event_id = p_sub_event AND m.pair_low = LEAST(p_a, p_b) AND m.pair_high = GREATEST(p_a, p_b)
      AND m.status = 'agree' AND m.ends_at <= p_now
    ORDER BY m.ends_at DESC, m.id DESC LIMIT 1), 0);
$$;--> statement-breakpoint
-- meeting_request of 0005, now making the request in its pair's round.
CREATE OR REPLACE FUNCTION meeting_request(
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
                        ends_at, expires_at, created_by_user_id, created_at, follows_meeting_id)
    VALUES (p_sub_event, p_applicant, p_acceptor, 'waiting', p_starts, p_ends, p_expires, p_user, p_now,
            meeting_pair_round(p_sub_event, p_applicant, p_acceptor, p_now))
    RETURNING * INTO v;
  IF p_mail THEN
    INSERT INTO meeting_notices (meeting_id, kind, actor_user_id, meeting_updated_at, meeting_status)
      VALUES (v.id, 'requested', p_user, v.updated_at, v.status);
  END IF;
  RETURN QUERY SELECT v.id, 'ok'::text;
END
$$;--> statement-breakpoint
