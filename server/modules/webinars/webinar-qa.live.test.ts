import type { FastifyInstance } from "fastify";
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { RealtimeHub } from "../../realtime/hub";
import { attachRealtime } from "../../realtime/socket";
import { startTestApp, type TestApp } from "../../test/harness";
import { type WebinarWorld, webinarInput, webinarWorld } from "./webinars.fixture";

/** New questions and answers reach everyone on the sub-event's channel; private content only its readers. */
let t: TestApp;
let w: WebinarWorld;
let app: FastifyInstance;
let close: () => Promise<void>;
let url: string;
let webinarId: number;
const sockets: Socket[] = [];
type Event = { action: string; id: number; item?: { content: string; secret: boolean } };

async function listen(token: string, subEventId: number) {
  const socket = connect(url, { path: "/socket.io", auth: { token }, transports: ["websocket"] });
  sockets.push(socket);
  const events: Event[] = [];
  socket.on("webinarQA", (e: Event) => events.push(e));
  const ok = await new Promise<boolean>((resolve) =>
    socket.emit("subEvent:join", subEventId, (a: { ok: boolean }) => resolve(a.ok)),
  );
  return { events, ok };
}

async function until(check: () => boolean, what: string) {
  const end = Date.now() + 5_000;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out: ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

beforeAll(async () => {
  t = await startTestApp();
  w = await webinarWorld(t);
  const ctx = { ...t.ctx, realtime: new RealtimeHub() };
  app = await buildApp(ctx);
  close = await attachRealtime(app, ctx, { log: { info() {}, warn() {} } });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  const res = await app.inject({
    method: "POST",
    url: `/api/host/subEvents/${w.p.id}/webinars`,
    headers: { authorization: w.host.token },
    payload: webinarInput({ presenterIds: [w.aP.id] }),
  });
  webinarId = res.json().id;
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await close();
  await app.close();
  await t.close();
});

const post = (token: string, payload: object) =>
  app.inject({ method: "POST", url: "/api/webinarQA/createQA", headers: { authorization: token }, payload });

describe("webinar Q&A live", () => {
  it("refuses the channel to an outsider", async () => {
    expect((await listen(w.outsider.token, w.p.id)).ok).toBe(false);
  });

  it("sends a private question in full to its readers and the placeholder to the others", async () => {
    const author = await listen(w.buyer.token, w.p.id);
    const third = await listen(w.buyer2.token, w.p.id);
    const presenter = await listen(w.presenter.token, w.p.id);
    const colleague = await listen(w.colleague.token, w.p.id);
    expect([author.ok, third.ok, presenter.ok, colleague.ok]).toEqual([true, true, true, true]);

    const q = (
      await post(w.buyer.token, { webinarId, content: "Confidential price?", isPrivate: "Y" })
    ).json();
    await until(
      () => [author, third, presenter, colleague].every((l) => l.events.length === 1),
      "question events",
    );
    for (const l of [author, presenter, colleague])
      expect(l.events[0]).toMatchObject({
        action: "created",
        id: q.id,
        item: { content: "Confidential price?", secret: false },
      });
    expect(third.events[0]).toMatchObject({
      action: "created",
      id: q.id,
      item: { content: "secret", secret: true },
    });

    await post(w.presenter.token, {
      webinarId,
      content: "Ten dollars",
      questionOrAnswer: "A",
      questionId: q.id,
    });
    await until(() => [author, third, presenter].every((l) => l.events.length === 2), "answer events");
    expect(author.events[1]!.item).toMatchObject({ content: "Ten dollars", secret: false });
    expect(third.events[1]!.item).toMatchObject({ content: "secret", secret: true });
    // nothing the third participant received carries the private texts
    const seen = JSON.stringify(third.events);
    expect(seen).not.toContain("Confidential");
    expect(seen).not.toContain("Ten dollars");

    await post(w.buyer2.token, { webinarId, content: "Open question", isPrivate: "N" });
    await until(() => [author, third, presenter].every((l) => l.events.length === 3), "public events");
    for (const l of [author, third, presenter])
      expect(l.events[2]!.item).toMatchObject({ content: "Open question" });
  });
});
