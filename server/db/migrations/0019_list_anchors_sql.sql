-- The list anchors (list_anchors) trust a list's version: it must grow with every change of a list's order, not
-- only of what a search finds. A new list name in another case (same search text) or a new creation time of an
-- approved participant now moves it too.
DROP TRIGGER applications_search_version ON applications;--> statement-breakpoint
CREATE TRIGGER applications_search_version
  AFTER UPDATE OF name, business_card_id, keyword, list_name, search_text, created_date ON applications FOR EACH ROW
  WHEN (NEW.approval = 'approval' AND (OLD.search_text IS DISTINCT FROM NEW.search_text
        OR OLD.list_name IS DISTINCT FROM NEW.list_name OR OLD.created_date IS DISTINCT FROM NEW.created_date))
  EXECUTE FUNCTION applications_search_version();
