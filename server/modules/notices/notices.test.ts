import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TNoticeEvent } from "../../../shared/contract";
import * as schema from "../../db/schema";
import { attachRealtime } from "../../realtime/socket";
import { createEvent, createSubEvent, createUser, type TestUser } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";
import { type WorkspaceWorld, workspaceWorld } from "../workspace/workspace.fixture";

let t: TestApp;
let w: WorkspaceWorld;
let admin: TestUser;
let otherSubEventNotice: number;
let interp: TestUser;
let otherInterp: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  w = await workspaceWorld(t);
  admin = await createUser(t.ctx, { role: "ADMIN" });
  const other = await createEvent(t.ctx, { hostUserId: w.otherHost.id });
  const s2 = await createSubEvent(t.ctx, other.id);
  otherSubEventNotice = (await post(w.otherHost, { title: "Elsewhere" }, s2.id)).json().id;
  // S's interpreter reads S's notices (read-only); an interpreter of another sub-event does not.
  interp = await createUser(t.ctx, { name: "Grace Interp" });
  otherInterp = await createUser(t.ctx, { name: "Other Interp" });
  await t.ctx.db.insert(schema.interpreters).values([
    { subEventId: w.s1.id, email: interp.email },
    { subEventId: s2.id, email: otherInterp.email },
  ]);
});
afterAll(() => t.close());

const get = (url: string, token?: string) => t.call({ method: "GET", url, token });
function post(actor: TestUser | undefined, payload: object, subEventId = w.s1.id) {
  return t.call({
    method: "POST",
    url: `/api/host/subEvents/${subEventId}/notices`,
    token: actor?.token,
    payload,
  });
}
/** Posts as S's host one second after the previous one (the list is ordered by time). */
async function hostPosts(title: string, content = `<p>${title}</p>`): Promise<number> {
  t.clock.now = new Date(t.clock.now.getTime() + 1_000);
  const res = await post(w.host, { title, content });
  expect(res.statusCode).toBe(200);
  return res.json().id;
}

/** The readers and the actors who must be refused (403) on S's notices. */
const refused = () => [w.outsider, w.waiter, w.rejected, w.otherHost, otherInterp];
const readers = () => [w.seller, w.colleague, w.buyer, w.host, admin, interp];

describe("posting a notice", () => {
  it("refuses anonymous (401), participants, outsiders and another event's host (403)", async () => {
    expect((await post(undefined, { title: "x" })).statusCode).toBe(401);
    for (const actor of [w.seller, w.colleague, w.buyer, interp, ...refused()]) {
      const res = await post(actor, { title: "x" });
      expect(res.statusCode, actor.email).toBe(403);
      expect(res.json().message).toBe("common.noPermission");
    }
    const list = await get(`/api/notices?subEventId=${w.s1.id}`, w.host.token);
    expect(list.json().totalElements).toBe(0);
  });

  it("refuses an empty or too long title with the spec's kind of message", async () => {
    const empty = await post(w.host, { title: "   ", content: "<p>x</p>" });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe("notices.titleRequired");
    const long = await post(w.host, { title: "t".repeat(201) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe("notices.titleTooLong");
  });

  it("stores sanitised HTML: scripts, handlers and javascript: links go, formatting stays", async () => {
    const res = await post(w.host, {
      title: "  Opening hours <b>today</b> ",
      content:
        '<h2>Hall A</h2><p onclick="alert(1)"><strong>Open</strong> <em>9:00</em></p><img src=x onerror=alert(1)>' +
        '<script>alert(1)</script><ul><li>one</li></ul><a href="javascript:alert(1)">bad</a>' +
        '<a href="https://example.com/map">map</a><a href="mailto:desk@example.com">desk</a>' +
        '<iframe src="https://evil.example"></iframe><p style="color:red">plain</p>',
    });
    expect(res.statusCode).toBe(200);
    const notice = res.json();
    // the title is text: kept as typed (trimmed), shown escaped by the web app
    expect(notice.title).toBe("Opening hours <b>today</b>");
    expect(notice.content).not.toMatch(/script|onerror|onclick|javascript:|iframe|style=/i);
    expect(notice.content).toContain("<h2>Hall A</h2>");
    expect(notice.content).toContain("<strong>Open</strong> <em>9:00</em>");
    expect(notice.content).toContain("<ul><li>one</li></ul>");
    expect(notice.content).toContain(
      '<a href="https://example.com/map" target="_blank" rel="noopener noreferrer nofollow">map</a>',
    );
    expect(notice.content).toContain('href="mailto:desk@example.com"');
    const read = await get(`/api/notices/detail?noticeId=${notice.id}`, w.seller.token);
    expect(read.json().content).toBe(notice.content);
    await t.call({ method: "DELETE", url: `/api/host/notices/${notice.id}`, token: w.host.token });
  });
});

describe("GET /api/notices", () => {
  const url = (query = "") => `/api/notices?subEventId=${w.s1.id}&page=0&size=10${query}`;
  let ids: number[] = [];
  beforeAll(async () => {
    ids = [];
    for (let i = 1; i <= 12; i++)
      ids.push(await hostPosts(i === 7 ? "Shuttle bus 100% free" : `Notice ${i}`));
  });

  it("refuses anonymous (401), outsiders, waiting and rejected applicants and another event's host (403)", async () => {
    expect((await get(url())).statusCode).toBe(401);
    for (const actor of refused()) {
      const res = await get(url(), actor.token);
      expect(res.statusCode, actor.email).toBe(403);
    }
  });

  it("answers the spec's page to the participants, colleagues, host and administrators: newest first", async () => {
    for (const actor of readers()) {
      const res = await get(url(), actor.token);
      expect(res.statusCode, actor.email).toBe(200);
      const page = res.json();
      expect(page).toMatchObject({ totalElements: 12, totalPages: 2, size: 10, number: 0, first: true });
      expect(page.content.map((n: { id: number }) => n.id)).toEqual(ids.slice(2).reverse());
      expect(Object.keys(page.content[0]).sort()).toEqual(["createdDate", "id", "modifiedDate", "title"]);
    }
    const second = (await get(`/api/notices?subEventId=${w.s1.id}&page=1&size=10`, w.seller.token)).json();
    expect(second.content.map((n: { id: number }) => n.id)).toEqual([ids[1], ids[0]]);
    expect(second.last).toBe(true);
  });

  it("searches titles case-insensitively, with % and _ taken literally", async () => {
    const titles = async (word: string) =>
      (await get(url(`&searchWord=${encodeURIComponent(word)}`), w.seller.token))
        .json()
        .content.map((n: { title: string }) => n.title);
    expect(await titles("SHUTTLE")).toEqual(["Shuttle bus 100% free"]);
    expect(await titles("100%")).toEqual(["Shuttle bus 100% free"]);
    expect(await titles("_")).toEqual([]);
    expect(await titles("notice 1")).toEqual(["Notice 12", "Notice 11", "Notice 10", "Notice 1"]);
  });

  it("answers 404 for a sub-event of an unpublished event to outsiders", async () => {
    const draft = await createEvent(t.ctx, { approval: "draft", hostUserId: w.otherHost.id });
    const sub = await createSubEvent(t.ctx, draft.id);
    expect((await get(`/api/notices?subEventId=${sub.id}`, w.outsider.token)).statusCode).toBe(404);
    expect((await get(`/api/notices?subEventId=${sub.id}`, w.otherHost.token)).statusCode).toBe(200);
  });

  describe("GET /api/notices/detail", () => {
    const detail = (id: number, actor?: TestUser) => get(`/api/notices/detail?noticeId=${id}`, actor?.token);

    it("refuses anonymous (401), the refused actors and another sub-event's readers (403)", async () => {
      expect((await detail(ids[5]!)).statusCode).toBe(401);
      for (const actor of refused()) expect((await detail(ids[5]!, actor)).statusCode, actor.email).toBe(403);
      expect((await detail(otherSubEventNotice, w.seller)).statusCode).toBe(403);
      expect((await detail(otherSubEventNotice, w.host)).statusCode).toBe(403);
    });

    it("answers the notice with its older (previous) and newer (next) neighbour, null at the ends", async () => {
      for (const actor of readers()) {
        const res = await detail(ids[5]!, actor);
        expect(res.statusCode, actor.email).toBe(200);
        expect(res.json()).toMatchObject({
          id: ids[5],
          subEventId: w.s1.id,
          title: "Notice 6",
          content: "<p>Notice 6</p>",
          previousId: ids[4],
          nextId: ids[6],
        });
      }
      expect((await detail(ids[11]!, w.seller)).json()).toMatchObject({ nextId: null, previousId: ids[10] });
      expect((await detail(ids[0]!, w.seller)).json()).toMatchObject({ previousId: null, nextId: ids[1] });
    });

    it("orders notices posted in the same instant by id", async () => {
      const a = (await post(w.host, { title: "Same time A" })).json().id;
      const b = (await post(w.host, { title: "Same time B" })).json().id;
      expect((await detail(a, w.seller)).json()).toMatchObject({ previousId: ids[11], nextId: b });
      expect((await detail(b, w.seller)).json()).toMatchObject({ previousId: a, nextId: null });
      for (const id of [a, b])
        await t.call({ method: "DELETE", url: `/api/host/notices/${id}`, token: w.host.token });
    });

    it("answers 404 notices.notFound for a missing notice", async () => {
      const res = await detail(99_999_999, w.seller);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe("notices.notFound");
    });
  });
});

describe("editing and deleting", () => {
  let id: number;
  beforeAll(async () => {
    id = await hostPosts("Draft agenda", "<p>v1</p>");
  });
  const put = (actor: TestUser | undefined, payload: object, noticeId = id) =>
    t.call({ method: "PUT", url: `/api/host/notices/${noticeId}`, token: actor?.token, payload });
  const del = (actor: TestUser | undefined, noticeId = id) =>
    t.call({ method: "DELETE", url: `/api/host/notices/${noticeId}`, token: actor?.token });

  it("refuses anonymous (401), participants and other hosts (403) on edit and delete", async () => {
    expect((await put(undefined, { title: "x" })).statusCode).toBe(401);
    expect((await del(undefined)).statusCode).toBe(401);
    for (const actor of [w.seller, w.colleague, ...refused()]) {
      expect((await put(actor, { title: "x" })).statusCode, actor.email).toBe(403);
      expect((await del(actor)).statusCode, actor.email).toBe(403);
    }
    expect((await get(`/api/notices/detail?noticeId=${id}`, w.seller.token)).json().title).toBe(
      "Draft agenda",
    );
  });

  it("edits title and content (sanitised) and moves modifiedDate, not createdDate", async () => {
    const before = (await get(`/api/notices/detail?noticeId=${id}`, w.seller.token)).json();
    t.clock.now = new Date(t.clock.now.getTime() + 60_000);
    const res = await put(w.host, {
      title: "Final agenda",
      content: "<p>v2<img src=x onerror=alert(1)></p>",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: "Final agenda", content: '<p>v2<img src="x" /></p>' });
    expect(res.json().createdDate).toBe(before.createdDate);
    expect(Date.parse(res.json().modifiedDate)).toBeGreaterThan(Date.parse(before.modifiedDate));
    expect((await put(admin, { title: "Final agenda (admin)" })).statusCode).toBe(200);
    expect((await put(w.host, { title: "x" }, 99_999_999)).statusCode).toBe(404);
  });

  it("deletes: the notice is gone for readers, a second delete is 404", async () => {
    expect((await del(w.host)).statusCode).toBe(200);
    expect((await get(`/api/notices/detail?noticeId=${id}`, w.seller.token)).statusCode).toBe(404);
    expect((await del(w.host)).statusCode).toBe(404);
  });
});

describe("live notices", () => {
  it("reaches the readers who hold the sub-event's channel, not a refused actor", async () => {
    const stop = await attachRealtime(t.app, t.ctx, { log: { info() {}, warn() {} } });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const address = t.app.server.address();
    const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
    const sockets: Socket[] = [];
    const open = async (actor: TestUser) => {
      const socket = connect(base, {
        path: "/socket.io",
        auth: { token: actor.token },
        transports: ["websocket"],
      });
      sockets.push(socket);
      const seen: TNoticeEvent[] = [];
      socket.on("notice", (event: TNoticeEvent) => seen.push(event));
      const joined = await new Promise<boolean>((resolve) =>
        socket.emit("subEvent:join", w.s1.id, (answer: { ok: boolean }) => resolve(answer.ok)),
      );
      return { seen, joined };
    };
    try {
      const seller = await open(w.seller);
      const outsider = await open(w.outsider);
      expect(seller.joined).toBe(true);
      expect(outsider.joined).toBe(false);
      const id = await hostPosts("Live one");
      await expect.poll(() => seller.seen.length).toBe(1);
      expect(seller.seen[0]).toEqual({ subEventId: w.s1.id, id, action: "created", title: "Live one" });
      await t.call({ method: "DELETE", url: `/api/host/notices/${id}`, token: w.host.token });
      await expect.poll(() => seller.seen.map((e) => e.action)).toEqual(["created", "deleted"]);
      expect(outsider.seen).toEqual([]);
    } finally {
      for (const socket of sockets) socket.close();
      await stop();
    }
  });
});
