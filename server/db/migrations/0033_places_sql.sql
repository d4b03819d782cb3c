-- No place holds two agreed meetings at overlapping times. The range equality on the place id stands in for
-- btree_gist (as for the interpreters, migration 0011). Cancelling, rejecting or expiring a meeting takes it
-- out of the constraint's scope, which frees its place.
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_place_no_overlap"
  EXCLUDE USING gist (int4range(place_id, place_id, '[]') WITH =, tstzrange(starts_at, ends_at) WITH &&)
  WHERE (status = 'agree' AND place_id IS NOT NULL);--> statement-breakpoint
-- Today's free-text places become real ones; nothing is lost (the texts stay in their columns).
-- 1. A participant's meeting place (applications.meeting_place): their fixed place. Two participants who typed
--    the same text share one place, owned by the first.
INSERT INTO "places" ("sub_event_id", "kind", "name", "application_id", "sort")
SELECT DISTINCT ON (a.sub_event_id, left(btrim(a.meeting_place), 60))
  a.sub_event_id, 'table', left(btrim(a.meeting_place), 60), a.id, 0
FROM "applications" a
WHERE btrim(a.meeting_place) <> ''
ORDER BY a.sub_event_id, left(btrim(a.meeting_place), 60), a.id;--> statement-breakpoint
-- 2. A place the host typed on one meeting (meetings.place): a pooled place of that name.
INSERT INTO "places" ("sub_event_id", "kind", "name")
SELECT DISTINCT m.sub_event_id, 'table', left(btrim(m.place), 60)
FROM "meetings" m
WHERE btrim(m.place) <> ''
ON CONFLICT ("sub_event_id", "name") DO NOTHING;--> statement-breakpoint
-- 3. Agreed meetings take the place they showed: their own, else the seller side's, else the other side's. A
--    meeting that would share a place with an earlier one keeps its text only.
DO $$
DECLARE m record;
BEGIN
  FOR m IN
    SELECT mt.id, coalesce(
      (SELECT p.id FROM places p WHERE p.sub_event_id = mt.sub_event_id AND p.name = left(btrim(mt.place), 60)
        AND btrim(mt.place) <> ''),
      (SELECT p.id FROM places p JOIN applications a ON a.id = mt.acceptor_application_id
        WHERE p.sub_event_id = mt.sub_event_id AND p.name = left(btrim(a.meeting_place), 60)
        AND btrim(a.meeting_place) <> '' AND a.type IN ('seller', 'booth')),
      (SELECT p.id FROM places p JOIN applications a ON a.id = mt.applicant_application_id
        WHERE p.sub_event_id = mt.sub_event_id AND p.name = left(btrim(a.meeting_place), 60)
        AND btrim(a.meeting_place) <> ''),
      (SELECT p.id FROM places p JOIN applications a ON a.id = mt.acceptor_application_id
        WHERE p.sub_event_id = mt.sub_event_id AND p.name = left(btrim(a.meeting_place), 60)
        AND btrim(a.meeting_place) <> '')
    ) AS place_id
    FROM meetings mt
    WHERE mt.status = 'agree'
    ORDER BY mt.starts_at, mt.id
  LOOP
    CONTINUE WHEN m.place_id IS NULL;
    BEGIN
      UPDATE meetings SET place_id = m.place_id WHERE id = m.id;
    EXCEPTION WHEN exclusion_violation THEN
      NULL;
    END;
  END LOOP;
END
$$;
