import { describe, expect, it } from "vitest";
import type { Page, TQaAnswer, TQaItem } from "../../../shared/contract";
import { applyQaEvent } from "./qa-cache";

const entry = (id: number, questionId: number | null, content = `text ${id}`): TQaAnswer => ({
  id,
  userId: 1,
  userName: "A",
  companyName: "C",
  webinarId: 9,
  questionId,
  questionOrAnswer: questionId === null ? "Q" : "A",
  content,
  isPrivate: "N",
  secret: false,
  writerRole: questionId === null ? "participant" : "presenter",
  edited: false,
  createdDate: "",
  modifiedDate: "",
});
const question = (id: number, answers: TQaAnswer[] = []): TQaItem => ({ ...entry(id, null), answers });
const page = (content: TQaItem[], number = 0, totalElements = content.length): Page<TQaItem> => ({
  content,
  totalElements,
  totalPages: Math.ceil(totalElements / 5),
  size: 5,
  number,
  first: number === 0,
  last: true,
});
const all = { filter: "" as const, mayReadPrivate: false };

describe("applyQaEvent", () => {
  it("puts a new question first on page 0 and keeps 5", () => {
    const p = page([1, 2, 3, 4, 5].map((id) => question(id)));
    const next = applyQaEvent(
      p,
      { webinarId: 9, action: "created", id: 6, questionId: null, item: entry(6, null) },
      all,
    );
    expect(next).not.toBe("refetch");
    const np = next as Page<TQaItem>;
    expect(np.content.map((q) => q.id)).toEqual([6, 1, 2, 3, 4]);
    expect(np).toMatchObject({ totalElements: 6, totalPages: 2, last: false });
  });

  it("refetches on a later page, and ignores new questions under the 'complete' filter", () => {
    const created = {
      webinarId: 9,
      action: "created" as const,
      id: 6,
      questionId: null,
      item: entry(6, null),
    };
    expect(applyQaEvent(page([question(1)], 1, 6), created, all)).toBe("refetch");
    const p = page([question(1, [entry(2, 1)])]);
    expect(applyQaEvent(p, created, { filter: "complete", mayReadPrivate: false })).toBe(p);
  });

  it("nests a new answer under its question, refetching under 'incomplete'", () => {
    const p = page([question(1)]);
    const event = { webinarId: 9, action: "created" as const, id: 7, questionId: 1, item: entry(7, 1) };
    const next = applyQaEvent(p, event, all) as Page<TQaItem>;
    expect(next.content[0]!.answers.map((a) => a.id)).toEqual([7]);
    expect(applyQaEvent(p, event, { filter: "incomplete", mayReadPrivate: false })).toBe("refetch");
  });

  it("replaces an edited entry and removes a deleted answer", () => {
    const p = page([question(1, [entry(7, 1)])]);
    const edited = applyQaEvent(
      p,
      {
        webinarId: 9,
        action: "updated",
        id: 7,
        questionId: 1,
        item: { ...entry(7, 1, "new"), edited: true },
      },
      all,
    ) as Page<TQaItem>;
    expect(edited.content[0]!.answers[0]).toMatchObject({ content: "new", edited: true });
    const removed = applyQaEvent(
      p,
      { webinarId: 9, action: "deleted", id: 7, questionId: 1 },
      all,
    ) as Page<TQaItem>;
    expect(removed.content[0]!.answers).toEqual([]);
    expect(applyQaEvent(p, { webinarId: 9, action: "deleted", id: 1, questionId: null }, all)).toBe(
      "refetch",
    );
  });

  it("refetches when a placeholder reaches someone who may read it (the host, the first presenter)", () => {
    const p = page([question(1)]);
    const secret = { ...entry(8, null, "secret"), secret: true };
    const event = { webinarId: 9, action: "created" as const, id: 8, questionId: null, item: secret };
    expect(applyQaEvent(p, event, { filter: "", mayReadPrivate: true })).toBe("refetch");
    expect((applyQaEvent(p, event, all) as Page<TQaItem>).content[0]).toMatchObject({ content: "secret" });
  });
});
