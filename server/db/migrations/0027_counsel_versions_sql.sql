-- Counsel notes written before versions were kept become their own first version (who saved them is unknown:
-- saved_by_user_id and saver_role stay null), so a later save, even an empty one, never loses them. The answers
-- are kept in the shape of the contract's survey answer, in the order the note lists them (by row id). Notes that
-- already have a version are left alone.
INSERT INTO meeting_survey_versions (meeting_id, application_id, version, answers, saved_at)
SELECT s.meeting_id, s.application_id, 1,
       jsonb_agg(jsonb_build_object('uuid', s.uuid, 'formId', s.form_id, 'title', s.title, 'type', s.type,
                                    'content', s.content, 'answerUuid', s.answer_uuid) ORDER BY s.id),
       max(s.updated_at)
FROM meeting_surveys s
WHERE NOT EXISTS (SELECT 1 FROM meeting_survey_versions v
                  WHERE v.meeting_id = s.meeting_id AND v.application_id = s.application_id)
GROUP BY s.meeting_id, s.application_id;
