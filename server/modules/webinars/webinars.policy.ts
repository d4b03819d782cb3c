/**
 * Who does what in a webinar's Q&A (pure). `host` is the event's organizer or an administrator;
 * `presenter` acts for one of the webinar's presenter applications; `firstPresenter` for the first one.
 */
export interface QaViewer {
  userId: number;
  host: boolean;
  presenter: boolean;
  firstPresenter: boolean;
}

export interface QaEntry {
  userId: number;
  isPrivate: boolean;
  questionId: number | null;
}

/**
 * Whether the viewer reads a private entry's content: the first presenter, the host, its writer, and for an
 * answer the question's writer (spec 6; the host is added so that the organizer can moderate and answer).
 */
export function canReadPrivate(viewer: QaViewer, entry: QaEntry, questionWriterId?: number): boolean {
  if (!entry.isPrivate) return true;
  if (viewer.host || viewer.firstPresenter || entry.userId === viewer.userId) return true;
  return entry.questionId !== null && questionWriterId === viewer.userId;
}

/** Presenters and the host answer the questions they can read. */
export function canAnswer(viewer: QaViewer, question: QaEntry): boolean {
  return (viewer.presenter || viewer.host) && canReadPrivate(viewer, question);
}

/** Only the writer edits (a presenter answers and deletes others' questions but never edits them). */
export function canEdit(viewer: QaViewer, entry: QaEntry): boolean {
  return entry.userId === viewer.userId;
}

/** The writer deletes; the host deletes anything; presenters delete questions. */
export function canDelete(viewer: QaViewer, entry: QaEntry): boolean {
  if (entry.userId === viewer.userId || viewer.host) return true;
  return entry.questionId === null && viewer.presenter;
}

/** The label of a new entry's writer. */
export function writerRoleOf(viewer: QaViewer): "participant" | "presenter" | "host" {
  if (viewer.presenter) return "presenter";
  return viewer.host ? "host" : "participant";
}
