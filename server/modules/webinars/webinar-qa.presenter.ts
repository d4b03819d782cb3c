import { QA_SECRET, type TQaAnswer, type TQaItem } from "../../../shared/contract";
import type { QaRow } from "./webinar-qa.repository";
import { canReadPrivate, type QaViewer } from "./webinars.policy";

/** One entry as `viewer` may see it: a private one it may not read carries the placeholder. */
export function presentEntry(row: QaRow, viewer: QaViewer, questionWriterId?: number): TQaAnswer {
  const readable = canReadPrivate(viewer, row, questionWriterId);
  return {
    id: row.id,
    userId: row.userId,
    userName: row.userName,
    companyName: row.companyName,
    webinarId: row.webinarId,
    questionId: row.questionId,
    questionOrAnswer: row.questionId === null ? "Q" : "A",
    content: readable ? row.content : QA_SECRET,
    isPrivate: row.isPrivate ? "Y" : "N",
    secret: !readable,
    writerRole: row.writerRole,
    edited: row.modifiedAt.getTime() > row.createdAt.getTime(),
    createdDate: row.createdAt.toISOString(),
    modifiedDate: row.modifiedAt.toISOString(),
  };
}

export function presentQuestion(question: QaRow, answers: QaRow[], viewer: QaViewer): TQaItem {
  return {
    ...presentEntry(question, viewer),
    answers: answers.map((a) => presentEntry(a, viewer, question.userId)),
  };
}
