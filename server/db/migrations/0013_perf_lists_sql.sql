-- Part 1. The participant lists and the product gallery read what these triggers keep, in the same
-- transaction as every change: an application's list name (its own name, else its card's company), its search text
-- (company, manager name and keyword, lower-cased, separated by U+001F, which no search word contains:
-- the route refuses control characters) and its number of gallery products; and per sub-event and type,
-- the approved participants and their products (participant_counts), so that a list's total is one row, and
-- a version that grows with every change of them, so that a search's total stays exact while it is unchanged.

-- The participant search: matches of a sub-event found in one GIN scan (its id and the trigrams of the
-- search text together; btree_gin lets a GIN index hold the id). With a trigram index alone, the planner
-- intersects it with every participant of a large sub-event, or tests them all.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE INDEX "applications_search_idx" ON "applications" USING gin ("sub_event_id", "search_text" gin_trgm_ops);--> statement-breakpoint

-- Existing rows first, then the triggers.
UPDATE applications a SET
  list_name = coalesce(nullif(a.name, ''), c.company, ''),
  search_text = lower(coalesce(nullif(a.name, ''), c.company, '') || chr(31) || coalesce(c.name, '') || chr(31) || a.keyword),
  product_count = (
    SELECT count(*) FROM application_answers p
    WHERE p.application_id = a.id AND p.type = 'product' AND p.product_name <> ''
  )
FROM applications a2 LEFT JOIN business_cards c ON c.id = a2.business_card_id
WHERE a2.id = a.id;--> statement-breakpoint
INSERT INTO participant_counts (sub_event_id, type, participants, products, version)
  SELECT sub_event_id, type, count(*), coalesce(sum(product_count), 0), 0
  FROM applications WHERE approval = 'approval' GROUP BY sub_event_id, type;--> statement-breakpoint

CREATE FUNCTION applications_list_text() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  card_company text;
  card_name text;
BEGIN
  IF NEW.business_card_id IS NOT NULL THEN
    SELECT company, name INTO card_company, card_name FROM business_cards WHERE id = NEW.business_card_id;
  END IF;
  NEW.list_name := coalesce(nullif(NEW.name, ''), card_company, '');
  NEW.search_text := lower(NEW.list_name || chr(31) || coalesce(card_name, '') || chr(31) || NEW.keyword);
  RETURN NEW;
END
$$;--> statement-breakpoint
-- Also on a direct write of the kept columns, which it overwrites.
CREATE TRIGGER applications_list_text BEFORE INSERT OR UPDATE OF name, business_card_id, keyword, list_name, search_text
  ON applications FOR EACH ROW EXECUTE FUNCTION applications_list_text();--> statement-breakpoint

-- A card's new company or name reaches the applications made with it (through the trigger above).
CREATE FUNCTION business_cards_list_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE applications SET business_card_id = business_card_id WHERE business_card_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER business_cards_list_text AFTER UPDATE OF company, name ON business_cards FOR EACH ROW
  WHEN (OLD.company IS DISTINCT FROM NEW.company OR OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION business_cards_list_text();--> statement-breakpoint

-- Products per application, once per statement (answers are replaced as a whole). When an application is
-- deleted, its answers go by cascade after it: the update then finds no row, and the application's own
-- trigger below has already taken its products out of the counts.
CREATE FUNCTION application_answers_product_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE applications a SET product_count = a.product_count + d.n
    FROM (SELECT application_id, count(*)::int AS n FROM new_rows
          WHERE type = 'product' AND product_name <> '' GROUP BY application_id) d
    WHERE a.id = d.application_id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE applications a SET product_count = a.product_count - d.n
    FROM (SELECT application_id, count(*)::int AS n FROM old_rows
          WHERE type = 'product' AND product_name <> '' GROUP BY application_id) d
    WHERE a.id = d.application_id;
  ELSE
    UPDATE applications a SET product_count = a.product_count + d.n
    FROM (SELECT application_id, sum(n)::int AS n FROM (
            SELECT application_id, 1 AS n FROM new_rows WHERE type = 'product' AND product_name <> ''
            UNION ALL
            SELECT application_id, -1 AS n FROM old_rows WHERE type = 'product' AND product_name <> ''
          ) x GROUP BY application_id HAVING sum(n) <> 0) d
    WHERE a.id = d.application_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER application_answers_product_insert AFTER INSERT ON application_answers
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION application_answers_product_count();--> statement-breakpoint
CREATE TRIGGER application_answers_product_delete AFTER DELETE ON application_answers
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION application_answers_product_count();--> statement-breakpoint
CREATE TRIGGER application_answers_product_update AFTER UPDATE ON application_answers
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION application_answers_product_count();--> statement-breakpoint

-- Only approved applications count: applying (the busy write) never waits on a counts row.
CREATE FUNCTION applications_participant_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.approval = 'approval' THEN
    UPDATE participant_counts
    SET participants = participants - 1, products = products - OLD.product_count, version = version + 1
    WHERE sub_event_id = OLD.sub_event_id AND type = OLD.type;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.approval = 'approval' THEN
    INSERT INTO participant_counts AS c (sub_event_id, type, participants, products, version)
    VALUES (NEW.sub_event_id, NEW.type, 1, NEW.product_count, 1)
    ON CONFLICT (sub_event_id, type) DO UPDATE
    SET participants = c.participants + 1, products = c.products + EXCLUDED.products, version = c.version + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER applications_participant_counts AFTER INSERT OR DELETE ON applications
  FOR EACH ROW EXECUTE FUNCTION applications_participant_counts();--> statement-breakpoint
CREATE TRIGGER applications_participant_counts_update
  AFTER UPDATE OF sub_event_id, type, approval, product_count ON applications FOR EACH ROW
  WHEN (OLD.sub_event_id <> NEW.sub_event_id OR OLD.type <> NEW.type OR OLD.approval <> NEW.approval
        OR OLD.product_count <> NEW.product_count)
  EXECUTE FUNCTION applications_participant_counts();--> statement-breakpoint
-- A new search text of an approved participant changes what searches find.
CREATE FUNCTION applications_search_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE participant_counts SET version = version + 1
  WHERE sub_event_id = NEW.sub_event_id AND type = NEW.type;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER applications_search_version
  AFTER UPDATE OF name, business_card_id, keyword, list_name, search_text ON applications FOR EACH ROW
  WHEN (NEW.approval = 'approval' AND OLD.search_text IS DISTINCT FROM NEW.search_text)
  EXECUTE FUNCTION applications_search_version();--> statement-breakpoint

-- Part 2. The one row of public_events: how many events are approved, and a version that grows whenever an event
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
