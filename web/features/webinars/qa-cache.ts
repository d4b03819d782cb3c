import type { Page, TQaAnswer, TQaItem } from "../../../shared/contract";

/** A live Q&A event as the server sends it on the sub-event's channel (webinar-qa.live.ts). */
export interface QaEvent {
  webinarId: number;
  action: "created" | "updated" | "deleted";
  id: number;
  questionId: number | null;
  item?: TQaAnswer;
}

export type QaFilter = "" | "complete" | "incomplete";

/**
 * The shown page after a live event, or "refetch" when the page cannot be patched exactly (the list
 * shifts on a later page, a filter's membership changes, a placeholder reaches someone who may read it).
 * The server stays the truth: a refetch always gives the right page.
 */
export function applyQaEvent(
  page: Page<TQaItem>,
  event: QaEvent,
  view: { filter: QaFilter; mayReadPrivate: boolean },
): Page<TQaItem> | "refetch" {
  if (event.item?.secret && view.mayReadPrivate) return "refetch";
  const isQuestion = event.questionId === null;
  const index = page.content.findIndex((q) => q.id === (isQuestion ? event.id : event.questionId));
  if (event.action === "created" && isQuestion) {
    if (view.filter === "complete") return page;
    if (page.number !== 0 || !event.item) return "refetch";
    if (index >= 0) return page;
    const content = [{ ...event.item, answers: [] }, ...page.content].slice(0, page.size);
    const totalElements = page.totalElements + 1;
    const totalPages = Math.ceil(totalElements / page.size);
    return { ...page, content, totalElements, totalPages, last: page.number >= totalPages - 1 };
  }
  if (index < 0) return event.action === "updated" ? page : view.filter === "" ? page : "refetch";
  const question = page.content[index]!;
  let next: TQaItem;
  if (isQuestion) {
    if (event.action === "deleted") return "refetch";
    next = { ...question, ...event.item!, answers: question.answers };
  } else if (event.action === "created") {
    if (view.filter === "incomplete") return "refetch";
    if (question.answers.some((a) => a.id === event.id)) return page;
    next = { ...question, answers: [...question.answers, event.item!] };
  } else if (event.action === "updated") {
    next = { ...question, answers: question.answers.map((a) => (a.id === event.id ? event.item! : a)) };
  } else {
    const answers = question.answers.filter((a) => a.id !== event.id);
    if (view.filter === "complete" && answers.length === 0) return "refetch";
    next = { ...question, answers };
  }
  const content = page.content.slice();
  content[index] = next;
  return { ...page, content };
}
