-- Hand-written: the matching profile version of a sub-event. Scores are computed from what applications hold
-- (type, approval, category, keyword, note, purpose, keywords, answers). Every process keeps those profiles in
-- memory and reloads them when this counter moves, so whatever code path changes an application (or a keyword's
-- title), the next page view scores with current data. Statement-level triggers with transition tables: one
-- bump per statement and sub-event, however many rows a bulk write touches. Deleted sub-events are skipped (a
-- cascade would otherwise insert a version row for a sub-event that no longer exists).
CREATE FUNCTION matching_bump(p_sub_events integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO matching_versions AS v (sub_event_id, version)
    SELECT DISTINCT s.id, 1 FROM sub_events s WHERE s.id = ANY (p_sub_events)
  ON CONFLICT (sub_event_id) DO UPDATE SET version = v.version + 1;
$$;--> statement-breakpoint
CREATE FUNCTION matching_bump_applications() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM matching_bump(ARRAY(SELECT DISTINCT sub_event_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM matching_bump(ARRAY(SELECT DISTINCT sub_event_id FROM old_rows));
  ELSE
    PERFORM matching_bump(ARRAY(
      SELECT DISTINCT n.sub_event_id FROM new_rows n JOIN old_rows o ON o.id = n.id
       WHERE (n.approval, n.type, n.category, n.keyword, n.note, n.meeting_purpose, n.meeting_preference, n.name,
              n.business_card_id, n.sub_event_id)
             IS DISTINCT FROM
             (o.approval, o.type, o.category, o.keyword, o.note, o.meeting_purpose, o.meeting_preference, o.name,
              o.business_card_id, o.sub_event_id)));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER matching_applications_ins AFTER INSERT ON applications
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION matching_bump_applications();--> statement-breakpoint
CREATE TRIGGER matching_applications_upd AFTER UPDATE ON applications
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION matching_bump_applications();--> statement-breakpoint
CREATE TRIGGER matching_applications_del AFTER DELETE ON applications
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION matching_bump_applications();--> statement-breakpoint
-- Keywords and answers name their application; the application gives the sub-event.
CREATE FUNCTION matching_bump_children() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM matching_bump(ARRAY(
      SELECT DISTINCT a.sub_event_id FROM old_rows o JOIN applications a ON a.id = o.application_id));
  ELSE
    PERFORM matching_bump(ARRAY(
      SELECT DISTINCT a.sub_event_id FROM new_rows n JOIN applications a ON a.id = n.application_id));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER matching_app_keywords_ins AFTER INSERT ON application_keywords
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION matching_bump_children();--> statement-breakpoint
CREATE TRIGGER matching_app_keywords_del AFTER DELETE ON application_keywords
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION matching_bump_children();--> statement-breakpoint
CREATE TRIGGER matching_answers_ins AFTER INSERT ON application_answers
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION matching_bump_children();--> statement-breakpoint
CREATE TRIGGER matching_answers_upd AFTER UPDATE ON application_answers
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION matching_bump_children();--> statement-breakpoint
CREATE TRIGGER matching_answers_del AFTER DELETE ON application_answers
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION matching_bump_children();--> statement-breakpoint
CREATE FUNCTION matching_bump_keywords() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM matching_bump(ARRAY(
    SELECT DISTINCT n.sub_event_id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.title <> o.title));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER matching_keywords_upd AFTER UPDATE ON keywords
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION matching_bump_keywords();
--> statement-breakpoint
-- Publishing a draft of automatic scheduling, in one transaction, through the guarantee of hand bookings: the
-- slot locks of every slot of the draft are taken in time order (the same advisory locks as every booking, so a
-- concurrent hand booking either committed before, and is seen, or waits until this commits and is then refused
-- by its own checks), then each draft meeting is
--   skipped_gone  when its slot is no longer open or has started, or either side is no longer approved;
--   skipped_taken when either side is now committed in that slot (an agreed meeting or an unavailable mark);
--   skipped_pair  when the pair already has an agreed meeting;
-- and otherwise made: the pair's own waiting request, if it has one, becomes the meeting (moved to the draft's
-- slot and concluded: the request is fulfilled), else a meeting is inserted; either way agreed and arranged by the
-- host, listed in auto_schedule_meetings; the two sides' other waiting requests in that slot are declined (reason
-- 'taken'). The claims trigger and the constraints still refuse any double booking: if anything slipped through,
-- the whole publish fails and nothing is written. Answers NULLs when the run is not a draft.
CREATE FUNCTION auto_schedule_publish(p_run integer, p_user integer, p_mail boolean, p_now timestamptz)
RETURNS TABLE (published integer, skipped_taken integer, skipped_pair integer, skipped_gone integer)
LANGUAGE plpgsql AS $$
DECLARE
  v_sub integer;
  v_slot timestamptz;
  v_gone integer;
  v_taken integer;
  v_pair integer;
  v_made integer;
BEGIN
  SELECT r.sub_event_id INTO v_sub FROM auto_schedule_runs r WHERE r.id = p_run AND r.status = 'draft' FOR UPDATE;
  IF NOT FOUND THEN
    RETURN QUERY SELECT NULL::integer, NULL::integer, NULL::integer, NULL::integer;
    RETURN;
  END IF;
  FOR v_slot IN SELECT DISTINCT d.starts_at FROM auto_schedule_drafts d WHERE d.run_id = p_run ORDER BY 1 LOOP
    PERFORM meeting_slot_lock(v_sub, v_slot);
  END LOOP;

  DROP TABLE IF EXISTS auto_publish;
  CREATE TEMP TABLE auto_publish ON COMMIT DROP AS
    SELECT d.seller_application_id AS seller, d.buyer_application_id AS buyer, d.starts_at, d.ends_at,
      LEAST(d.seller_application_id, d.buyer_application_id) AS low,
      GREATEST(d.seller_application_id, d.buyer_application_id) AS high,
      NULL::integer AS meeting_id,
      CASE
        WHEN d.starts_at <= p_now
          OR NOT EXISTS (SELECT 1 FROM meeting_slots s WHERE s.sub_event_id = v_sub AND s.starts_at = d.starts_at
                           AND s.open)
          OR NOT EXISTS (SELECT 1 FROM applications a WHERE a.id = d.seller_application_id AND a.sub_event_id = v_sub
                           AND a.approval = 'approval')
          OR NOT EXISTS (SELECT 1 FROM applications a WHERE a.id = d.buyer_application_id AND a.sub_event_id = v_sub
                           AND a.approval = 'approval') THEN 'gone'
        WHEN EXISTS (SELECT 1 FROM meeting_claims c WHERE c.starts_at = d.starts_at
                       AND c.application_id IN (d.seller_application_id, d.buyer_application_id)) THEN 'taken'
        WHEN EXISTS (SELECT 1 FROM meetings m WHERE m.sub_event_id = v_sub AND m.status = 'agree'
                       AND m.pair_low = LEAST(d.seller_application_id, d.buyer_application_id)
                       AND m.pair_high = GREATEST(d.seller_application_id, d.buyer_application_id)) THEN 'pair'
        ELSE 'ok'
      END AS verdict
    FROM auto_schedule_drafts d WHERE d.run_id = p_run;
  ANALYZE auto_publish;
  SELECT count(*) FILTER (WHERE verdict = 'gone'), count(*) FILTER (WHERE verdict = 'taken'),
         count(*) FILTER (WHERE verdict = 'pair')
    INTO v_gone, v_taken, v_pair FROM auto_publish;

  WITH fulfilled AS (
    UPDATE meetings m SET status = 'agree', starts_at = p.starts_at, ends_at = p.ends_at, arranged_by_host = true,
           expires_at = NULL, updated_at = now()
      FROM auto_publish p
     WHERE p.verdict = 'ok' AND m.sub_event_id = v_sub AND m.status = 'waiting'
       AND m.pair_low = p.low AND m.pair_high = p.high
    RETURNING m.id, m.pair_low, m.pair_high
  )
  UPDATE auto_publish p SET meeting_id = f.id FROM fulfilled f WHERE f.pair_low = p.low AND f.pair_high = p.high;

  WITH parties AS (
    SELECT p.starts_at, p.seller AS app FROM auto_publish p WHERE p.verdict = 'ok'
    UNION ALL SELECT p.starts_at, p.buyer FROM auto_publish p WHERE p.verdict = 'ok'
  ), declined AS (
    UPDATE meetings m SET status = 'disagree', reason_code = 'taken', reason = '', updated_at = now()
     WHERE m.sub_event_id = v_sub AND m.status = 'waiting'
       AND ((m.starts_at, m.applicant_application_id) IN (SELECT starts_at, app FROM parties)
            OR (m.starts_at, m.acceptor_application_id) IN (SELECT starts_at, app FROM parties))
    RETURNING m.id, m.updated_at, m.status
  )
  INSERT INTO meeting_notices (meeting_id, kind, actor_user_id, by_host, meeting_updated_at, meeting_status)
    SELECT d.id, 'declined', p_user, true, d.updated_at, d.status FROM declined d WHERE p_mail;

  WITH inserted AS (
    INSERT INTO meetings (sub_event_id, applicant_application_id, acceptor_application_id, status, starts_at, ends_at,
                          arranged_by_host, created_by_user_id)
      SELECT v_sub, p.seller, p.buyer, 'agree', p.starts_at, p.ends_at, true, p_user
        FROM auto_publish p WHERE p.verdict = 'ok' AND p.meeting_id IS NULL ORDER BY p.starts_at, p.seller
    RETURNING id, updated_at, status
  ), made AS (
    SELECT id, updated_at, status FROM inserted
    UNION ALL
    SELECT m.id, m.updated_at, m.status FROM auto_publish p JOIN meetings m ON m.id = p.meeting_id
  ), listed AS (
    INSERT INTO auto_schedule_meetings (meeting_id, run_id, sub_event_id) SELECT id, p_run, v_sub FROM made
  ), told AS (
    INSERT INTO meeting_notices (meeting_id, kind, actor_user_id, by_host, meeting_updated_at, meeting_status)
      SELECT id, 'arranged', p_user, true, updated_at, status FROM made WHERE p_mail
  )
  SELECT count(*) INTO v_made FROM made;

  UPDATE auto_schedule_runs SET status = 'published', published_at = now(), updated_at = now(),
         outcome = jsonb_build_object('published', v_made, 'skippedTaken', v_taken, 'skippedPair', v_pair,
                                      'skippedGone', v_gone)
   WHERE id = p_run;
  RETURN QUERY SELECT v_made, v_taken, v_pair, v_gone;
END
$$;--> statement-breakpoint
-- Cancels every future agreed meeting that publishing made in the sub-event (hand-made meetings, by participants or
-- the host, stay), under the slot locks in time order; both sides are told when p_mail. Answers how many.
CREATE FUNCTION auto_schedule_cancel_all(p_sub integer, p_user integer, p_reason text, p_mail boolean,
                                         p_now timestamptz)
RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  v_slot timestamptz;
  v_n integer;
BEGIN
  FOR v_slot IN
    SELECT DISTINCT m.starts_at FROM auto_schedule_meetings a JOIN meetings m ON m.id = a.meeting_id
     WHERE a.sub_event_id = p_sub AND m.status = 'agree' AND m.starts_at > p_now ORDER BY 1
  LOOP
    PERFORM meeting_slot_lock(p_sub, v_slot);
  END LOOP;
  WITH cancelled AS (
    UPDATE meetings m SET status = 'cancel', reason_code = 'host', reason = p_reason, closed_by_application_id = NULL,
           updated_at = now()
      FROM auto_schedule_meetings a
     WHERE a.meeting_id = m.id AND a.sub_event_id = p_sub AND m.status = 'agree' AND m.starts_at > p_now
    RETURNING m.id, m.updated_at, m.status
  ), told AS (
    INSERT INTO meeting_notices (meeting_id, kind, actor_user_id, by_host, meeting_updated_at, meeting_status)
      SELECT id, 'cancelled', p_user, true, updated_at, status FROM cancelled WHERE p_mail
  )
  SELECT count(*) INTO v_n FROM cancelled;
  RETURN v_n;
END
$$;
--> statement-breakpoint
-- The claims of migration 0003, kept per statement instead of per row: the same rule (an agreed meeting claims
-- both sides' slot, an unavailable mark its marker's; a change of status, time or sides moves the claims), the
-- same table and the same primary-key violation on a second commitment, but one INSERT of claims for a statement
-- that writes many meetings (publishing automatic scheduling writes tens of thousands in one statement, where the
-- per-row trigger cost several SQL executions per meeting). The trigger still fires on every INSERT and UPDATE of
-- meetings, so no code path can skip it.
DROP TRIGGER meetings_claims_sync ON meetings;--> statement-breakpoint
CREATE FUNCTION meetings_claims_sync_statement() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    -- Only the rows whose status, time or sides changed move their claims (the old claims go first).
    DELETE FROM meeting_claims c USING new_rows n JOIN old_rows o ON o.id = n.id
     WHERE c.meeting_id = n.id
       AND (n.status, n.starts_at, n.applicant_application_id, n.acceptor_application_id)
           IS DISTINCT FROM (o.status, o.starts_at, o.applicant_application_id, o.acceptor_application_id);
    INSERT INTO meeting_claims (application_id, starts_at, meeting_id)
      SELECT x.app, x.starts_at, x.id
        FROM new_rows n JOIN old_rows o ON o.id = n.id
        CROSS JOIN LATERAL (VALUES (n.applicant_application_id, n.starts_at, n.id, n.status IN ('agree', 'impossible')),
                                   (n.acceptor_application_id, n.starts_at, n.id, n.status = 'agree'))
                   AS x(app, starts_at, id, claims)
       WHERE x.claims
         AND (n.status, n.starts_at, n.applicant_application_id, n.acceptor_application_id)
             IS DISTINCT FROM (o.status, o.starts_at, o.applicant_application_id, o.acceptor_application_id);
  ELSE
    INSERT INTO meeting_claims (application_id, starts_at, meeting_id)
      SELECT n.applicant_application_id, n.starts_at, n.id FROM new_rows n WHERE n.status IN ('agree', 'impossible')
      UNION ALL
      SELECT n.acceptor_application_id, n.starts_at, n.id FROM new_rows n WHERE n.status = 'agree';
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER meetings_claims_sync_insert AFTER INSERT ON meetings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION meetings_claims_sync_statement();--> statement-breakpoint
CREATE TRIGGER meetings_claims_sync_update AFTER UPDATE ON meetings
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION meetings_claims_sync_statement();
