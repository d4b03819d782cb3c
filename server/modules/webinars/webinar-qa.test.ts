import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/harness";
import { type WebinarWorld, webinarInput, webinarWorld } from "./webinars.fixture";

let t: TestApp;
let w: WebinarWorld;
let webinarId: number;
let privateQ: number;
let publicQ: number;

const ask = (token: string, payload: object) =>
  t.call({ method: "POST", url: "/api/webinarQA/createQA", token, payload });
const getAll = (token: string, query = "") =>
  t.call({ method: "GET", url: `/api/webinarQA/getAll?webinarId=${webinarId}${query}`, token });
type Item = { id: number; content: string; secret: boolean; answers: Item[]; isPrivate: string };
const find = (items: Item[], id: number) => items.find((i) => i.id === id)!;

beforeAll(async () => {
  t = await startTestApp();
  w = await webinarWorld(t);
  const res = await t.call({
    method: "POST",
    url: `/api/host/subEvents/${w.p.id}/webinars`,
    token: w.host.token,
    payload: webinarInput({ presenterIds: [w.aP.id, w.aP2.id] }),
  });
  webinarId = res.json().id;
});
afterAll(() => t.close());

describe("POST /api/webinarQA/createQA", () => {
  it("refuses anonymous callers, outsiders, waiting applicants and another event's host", async () => {
    const body = { webinarId, content: "A question?", questionOrAnswer: "Q" };
    expect((await ask("", body)).statusCode).toBe(401);
    for (const user of [w.outsider, w.waiter, w.otherHost])
      expect((await ask(user.token, body)).statusCode).toBe(403);
  });

  it("validates: trimmed 3 to 1000 characters and the webinar id, with the spec's keys", async () => {
    const short = await ask(w.buyer.token, { webinarId, content: "  ab  " });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe("webinar.contentVaildationTooShort");
    const long = await ask(w.buyer.token, { webinarId, content: "x".repeat(1001) });
    expect(long.json().message).toBe("webinar.contentVaildationTooLong");
    const none = await ask(w.buyer.token, { content: "Hello there" });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe("webinar.contentVaildationNoneId");
    expect((await ask(w.buyer.token, { webinarId, content: "abc" })).statusCode).toBe(200);
  });

  it("stores the text without trailing line breaks", async () => {
    const res = await ask(w.buyer2.token, { webinarId, content: "Hello\n\n", isPrivate: "N" });
    expect(res.json()).toMatchObject({ content: "Hello", questionOrAnswer: "Q", isPrivate: "N" });
    publicQ = res.json().id;
  });

  it("asks a private question", async () => {
    const res = await ask(w.buyer.token, { webinarId, content: "What is the price?", isPrivate: true });
    expect(res.json()).toMatchObject({
      isPrivate: "Y",
      secret: false,
      userName: "Bob Buyer",
      companyName: "Global Trade",
    });
    privateQ = res.json().id;
  });
});

describe("private questions", () => {
  it("show the placeholder to a third participant and to the second presenter", async () => {
    for (const user of [w.buyer2, w.presenter2]) {
      const item = find((await getAll(user.token)).json().content, privateQ);
      expect(item).toMatchObject({ content: "secret", secret: true, isPrivate: "Y" });
    }
  });

  it("show the content to its writer, the first presenter (and colleague) and the host", async () => {
    for (const user of [w.buyer, w.presenter, w.colleague, w.host]) {
      const item = find((await getAll(user.token)).json().content, privateQ);
      expect(item).toMatchObject({ content: "What is the price?", secret: false });
    }
  });
});

describe("answers", () => {
  it("are refused to a participant who is not a presenter", async () => {
    const res = await ask(w.buyer2.token, {
      webinarId,
      content: "I know!",
      questionOrAnswer: "A",
      questionId: publicQ,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("webinar.onlyPresenterAnswers");
  });

  it("are refused to a presenter who cannot read the private question", async () => {
    const res = await ask(w.presenter2.token, {
      webinarId,
      content: "Blind answer",
      questionOrAnswer: "A",
      questionId: privateQ,
    });
    expect(res.statusCode).toBe(403);
  });

  it("follow the question's privacy: the writer of the question reads it, others get the placeholder", async () => {
    const res = await ask(w.presenter.token, {
      webinarId,
      content: "About 10 dollars",
      isPrivate: false,
      questionOrAnswer: "A",
      questionId: privateQ,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ isPrivate: "Y", writerRole: "presenter", questionOrAnswer: "A" });
    const seen = (items: Item[]) => find(items, privateQ).answers[0]!;
    expect(seen((await getAll(w.buyer.token)).json().content)).toMatchObject({
      content: "About 10 dollars",
      secret: false,
    });
    expect(seen((await getAll(w.buyer2.token)).json().content)).toMatchObject({
      content: "secret",
      secret: true,
    });
  });

  it("by the host are labelled host", async () => {
    const res = await ask(w.host.token, {
      webinarId,
      content: "Welcome!",
      questionOrAnswer: "A",
      questionId: publicQ,
    });
    expect(res.json()).toMatchObject({ writerRole: "host", isPrivate: "N" });
  });

  it("need a question of the same webinar", async () => {
    const res = await ask(w.presenter.token, {
      webinarId,
      content: "Lost answer",
      questionOrAnswer: "A",
      questionId: 999999,
    });
    expect(res.statusCode).toBe(404);
    const none = await ask(w.presenter.token, { webinarId, content: "Lost answer", questionOrAnswer: "A" });
    expect(none.json().message).toBe("webinar.questionRequired");
  });
});

describe("GET /api/webinarQA/getAll", () => {
  it("refuses outsiders and waiting applicants", async () => {
    expect((await getAll("")).statusCode).toBe(401);
    for (const user of [w.outsider, w.waiter, w.otherHost])
      expect((await getAll(user.token)).statusCode).toBe(403);
  });

  it("filters complete and incomplete, and counts", async () => {
    const all = (await getAll(w.buyer.token)).json();
    expect(all.totalElements).toBe(3);
    expect((await getAll(w.buyer.token, "&complete=complete")).json().totalElements).toBe(2);
    expect((await getAll(w.buyer.token, "&complete=incomplete")).json().totalElements).toBe(1);
  });

  it("pages 5 questions at a time, newest first", async () => {
    for (let i = 0; i < 3; i++) await ask(w.buyer2.token, { webinarId, content: `Paging question ${i}` });
    const first = (await getAll(w.buyer.token, "&page=0&size=5")).json();
    expect(first).toMatchObject({ totalElements: 6, totalPages: 2, number: 0 });
    expect(first.content).toHaveLength(5);
    expect(first.content[0].content).toBe("Paging question 2");
    expect((await getAll(w.buyer.token, "&page=1&size=5")).json().content).toHaveLength(1);
  });
});

describe("PUT /api/webinarQA/modifyQA", () => {
  const modify = (token: string, id: number, content: string) =>
    t.call({ method: "PUT", url: "/api/webinarQA/modifyQA", token, payload: { id, content } });

  it("refuses another participant and the presenter on someone's question", async () => {
    expect((await modify(w.buyer2.token, privateQ, "Hijacked")).statusCode).toBe(403);
    expect((await modify(w.presenter.token, privateQ, "Edited by presenter")).statusCode).toBe(403);
    expect((await modify(w.outsider.token, privateQ, "Hijacked")).statusCode).toBe(403);
  });

  it("lets the writer edit, marked edited", async () => {
    t.clock.now = new Date(Date.now() + 60_000);
    const res = await modify(w.buyer.token, privateQ, "What is the unit price?  \n");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ content: "What is the unit price?", edited: true });
    expect(res.json().answers).toHaveLength(1);
    const short = await modify(w.buyer.token, privateQ, "no");
    expect(short.json().message).toBe("webinar.contentVaildationTooShort");
  });
});

describe("DELETE /api/webinarQA/delteQA", () => {
  const del = (token: string, id: number, QA: "Q" | "A") =>
    t.call({ method: "DELETE", url: `/api/webinarQA/delteQA?id=${id}&QA=${QA}`, token });

  it("refuses another participant", async () => {
    expect((await del(w.buyer2.token, privateQ, "Q")).statusCode).toBe(403);
    expect((await del(w.outsider.token, privateQ, "Q")).statusCode).toBe(403);
  });

  it("needs QA to name what the id is", async () => {
    expect((await del(w.buyer.token, privateQ, "A")).statusCode).toBe(404);
  });

  it("lets the writer delete their answer and the presenter delete a question with its answers", async () => {
    const answer = (
      await ask(w.presenter.token, {
        webinarId,
        content: "Second answer",
        questionOrAnswer: "A",
        questionId: publicQ,
      })
    ).json();
    expect((await del(w.buyer2.token, answer.id, "A")).statusCode).toBe(403);
    expect((await del(w.presenter.token, answer.id, "A")).statusCode).toBe(200);
    expect((await del(w.presenter.token, privateQ, "Q")).statusCode).toBe(200);
    const all = (await getAll(w.buyer.token)).json();
    expect(all.content.some((i: Item) => i.id === privateQ)).toBe(false);
    const own = (await ask(w.buyer.token, { webinarId, content: "Mine to delete" })).json();
    expect((await del(w.buyer.token, own.id, "Q")).statusCode).toBe(200);
  });
});
