-- The claims trigger of an UPDATE joins its two transition tables. PL/pgSQL plans a static statement once per
-- connection and keeps the plan, sized for the transition tables of its first run: on a connection whose first
-- update touched one meeting (an arrival), the no-show pass's update of 3,700 meetings ran a nested loop over
-- 3,700 x 3,700 rows (6.3 s in bench:slotchange, 29 ms when planned for the size). Large updates now plan their
-- statements for the rows they have (EXECUTE); small ones keep the cached plan, which suits them.
CREATE OR REPLACE FUNCTION meetings_claims_sync_statement() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved text := '(n.status, n.starts_at, n.applicant_application_id, n.acceptor_application_id)
     IS DISTINCT FROM (o.status, o.starts_at, o.applicant_application_id, o.acceptor_application_id)';
  del text := 'DELETE FROM meeting_claims c USING new_rows n JOIN old_rows o ON o.id = n.id
     WHERE c.meeting_id = n.id AND ' || moved;
  ins text := 'INSERT INTO meeting_claims (application_id, starts_at, meeting_id)
      SELECT x.app, x.starts_at, x.id
        FROM new_rows n JOIN old_rows o ON o.id = n.id
        CROSS JOIN LATERAL (VALUES (n.applicant_application_id, n.starts_at, n.id, n.status IN (''agree'', ''impossible'')),
                                   (n.acceptor_application_id, n.starts_at, n.id, n.status = ''agree''))
                   AS x(app, starts_at, id, claims)
       WHERE x.claims AND ' || moved;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF (SELECT count(*) FROM new_rows) > 20 THEN
      EXECUTE del;
      EXECUTE ins;
    ELSE
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
    END IF;
  ELSE
    INSERT INTO meeting_claims (application_id, starts_at, meeting_id)
      SELECT n.applicant_application_id, n.starts_at, n.id FROM new_rows n WHERE n.status IN ('agree', 'impossible')
      UNION ALL
      SELECT n.acceptor_application_id, n.starts_at, n.id FROM new_rows n WHERE n.status = 'agree';
  END IF;
  RETURN NULL;
END
$$;
