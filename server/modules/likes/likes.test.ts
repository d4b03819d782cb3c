import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEvent, createUser, setEvent } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const like = (token: string | undefined, payload: Record<string, unknown>) =>
  t.call({ method: "POST", url: "/api/likes", token, payload });
const likedIds = async (token: string) =>
  (await t.call({ method: "GET", url: "/api/likes/myLikeList", token })).json() as number[];

describe("POST /api/likes", () => {
  it("toggles: the first call likes, the second unlikes", async () => {
    const user = await createUser(t.ctx);
    const event = await createEvent(t.ctx);
    const first = await like(user.token, { userId: user.id, eventId: event.id });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ eventId: event.id, liked: true });
    expect(await likedIds(user.token)).toEqual([event.id]);
    const page = (
      await t.call({ method: "GET", url: "/api/likes/myLikeListPage", token: user.token })
    ).json();
    expect(page.content.map((e: { id: number }) => e.id)).toEqual([event.id]);

    const second = await like(user.token, { userId: user.id, eventId: event.id });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ eventId: event.id, liked: false });
    expect(await likedIds(user.token)).toEqual([]);
    const after = (
      await t.call({ method: "GET", url: "/api/likes/myLikeListPage", token: user.token })
    ).json();
    expect(after).toMatchObject({ content: [], totalElements: 0 });
  });

  it("accepts the body without userId (the actor is the token's user)", async () => {
    const user = await createUser(t.ctx);
    const event = await createEvent(t.ctx);
    const res = await like(user.token, { eventId: event.id });
    expect(res.json()).toEqual({ eventId: event.id, liked: true });
    expect(await likedIds(user.token)).toEqual([event.id]);
  });

  it("keeps each user's likes apart", async () => {
    const [a, b] = [await createUser(t.ctx), await createUser(t.ctx)];
    const event = await createEvent(t.ctx);
    await like(a.token, { userId: a.id, eventId: event.id });
    expect(await likedIds(b.token)).toEqual([]);
    const res = await like(b.token, { userId: b.id, eventId: event.id });
    expect(res.json().liked).toBe(true);
    expect(await likedIds(a.token)).toEqual([event.id]);
  });

  it("refuses a userId of someone else with 403 and changes nothing", async () => {
    const [me, other] = [await createUser(t.ctx), await createUser(t.ctx)];
    const event = await createEvent(t.ctx);
    const res = await like(me.token, { userId: other.id, eventId: event.id });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: "No permission", message: "common.noPermission" });
    expect(await likedIds(other.token)).toEqual([]);
    expect(await likedIds(me.token)).toEqual([]);
  });

  it("answers 404 event.notFound for an unknown or unapproved event", async () => {
    const user = await createUser(t.ctx);
    const unknown = await like(user.token, { userId: user.id, eventId: 99999999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("event.notFound");
    for (const approval of ["draft", "requested", "rejected"] as const) {
      const event = await createEvent(t.ctx, { approval });
      const res = await like(user.token, { userId: user.id, eventId: event.id });
      expect(res.statusCode, approval).toBe(404);
      expect(res.json().message).toBe("event.notFound");
    }
    expect(await likedIds(user.token)).toEqual([]);
  });

  it("refuses anonymous callers with 401", async () => {
    const event = await createEvent(t.ctx);
    const res = await like(undefined, { userId: 1, eventId: event.id });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe("common.loginRequired");
  });

  it("answers 400 for a missing or invalid eventId", async () => {
    const user = await createUser(t.ctx);
    expect((await like(user.token, { userId: user.id })).statusCode).toBe(400);
    expect((await like(user.token, { eventId: "x" })).statusCode).toBe(400);
    expect((await like(user.token, { eventId: -3 })).statusCode).toBe(400);
  });
});

describe("GET /api/likes/myLikeList", () => {
  it("answers the ids of the liked events, latest like first", async () => {
    const user = await createUser(t.ctx);
    const [e1, e2, e3] = [await createEvent(t.ctx), await createEvent(t.ctx), await createEvent(t.ctx)];
    for (const e of [e3, e1, e2]) await like(user.token, { eventId: e.id });
    expect(await likedIds(user.token)).toEqual([e2.id, e1.id, e3.id]);
  });

  it("refuses anonymous callers with 401", async () => {
    expect((await t.call({ method: "GET", url: "/api/likes/myLikeList" })).statusCode).toBe(401);
  });
});

describe("GET /api/likes/myLikeListPage", () => {
  it("answers the page shape, 12 a page, latest like first", async () => {
    const user = await createUser(t.ctx);
    const events = [];
    for (let i = 0; i < 14; i++) events.push(await createEvent(t.ctx, { name: `좋아요 ${i}` }));
    // Like from the highest id down, so the order can only come from the time of the like.
    const liked = [...events].reverse();
    for (const e of liked) await like(user.token, { eventId: e.id });
    const expected = [...liked].reverse().map((e) => e.id);

    const first = await t.call({
      method: "GET",
      url: "/api/likes/myLikeListPage?page=0&size=12",
      token: user.token,
    });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(Object.keys(body).sort()).toEqual([
      "content",
      "first",
      "last",
      "number",
      "size",
      "totalElements",
      "totalPages",
    ]);
    expect(body).toMatchObject({
      totalElements: 14,
      totalPages: 2,
      size: 12,
      number: 0,
      first: true,
      last: false,
    });
    expect(body.content.map((e: { id: number }) => e.id)).toEqual(expected.slice(0, 12));
    expect(body.content[0]).toMatchObject({ id: events[0]!.id, name: "좋아요 0", startDate: "2026-12-01" });

    const second = (
      await t.call({ method: "GET", url: "/api/likes/myLikeListPage?page=1", token: user.token })
    ).json();
    expect(second).toMatchObject({ number: 1, first: false, last: true, size: 12 });
    expect(second.content.map((e: { id: number }) => e.id)).toEqual(expected.slice(12));
  });

  it("moves an event back to the top when it is liked again", async () => {
    const user = await createUser(t.ctx);
    const [a, b] = [await createEvent(t.ctx), await createEvent(t.ctx)];
    await like(user.token, { eventId: a.id });
    await like(user.token, { eventId: b.id });
    await like(user.token, { eventId: a.id });
    await like(user.token, { eventId: a.id });
    const page = (
      await t.call({ method: "GET", url: "/api/likes/myLikeListPage", token: user.token })
    ).json();
    expect(page.content.map((e: { id: number }) => e.id)).toEqual([a.id, b.id]);
  });

  it("no longer lists a liked event that has been withdrawn from publication", async () => {
    const user = await createUser(t.ctx);
    const [kept, withdrawn] = [await createEvent(t.ctx), await createEvent(t.ctx)];
    await like(user.token, { eventId: kept.id });
    await like(user.token, { eventId: withdrawn.id });
    await setEvent(t.ctx, withdrawn.id, { approval: "rejected" });
    const page = (
      await t.call({ method: "GET", url: "/api/likes/myLikeListPage", token: user.token })
    ).json();
    expect(page.content.map((e: { id: number }) => e.id)).toEqual([kept.id]);
    expect(page.totalElements).toBe(1);
    expect(await likedIds(user.token)).toEqual([kept.id]);
  });

  it("lets a host like and list their own event before it is approved", async () => {
    const host = await createUser(t.ctx);
    const draft = await createEvent(t.ctx, { hostUserId: host.id, approval: "draft" });
    expect((await like(host.token, { eventId: draft.id })).json()).toEqual({
      eventId: draft.id,
      liked: true,
    });
    const page = (
      await t.call({ method: "GET", url: "/api/likes/myLikeListPage", token: host.token })
    ).json();
    expect(page.content.map((e: { id: number }) => e.id)).toEqual([draft.id]);
  });

  it("refuses anonymous callers with 401", async () => {
    expect((await t.call({ method: "GET", url: "/api/likes/myLikeListPage" })).statusCode).toBe(401);
  });
});
