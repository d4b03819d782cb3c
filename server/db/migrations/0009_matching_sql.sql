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
