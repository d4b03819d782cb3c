import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestUser } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";
import { type PresentationWorld, presentationWorld } from "./presentation.fixture";
import * as repo from "./presentation.repository";

/**
 * Who may enter a webinar's room, asked before the device step (presentationCheck) and again for the token:
 * each refusal answers its own reason in `message` (issue 28), never the one-to-one meetings' words.
 */
let t: TestApp;
let w: PresentationWorld;
beforeAll(async () => {
  t = await startTestApp();
  w = await presentationWorld(t);
});
afterAll(() => t?.close());

const get = (url: string, user?: TestUser) => t.call({ method: "GET", url, token: user?.token });
const check = (webinarId: number, user?: TestUser) =>
  get(`/api/presentation/check?webinarId=${webinarId}`, user);
const token = (webinarId: number, user?: TestUser) =>
  get(`/video/videoCall/token?meetingId=${webinarId}&eventType=presentation`, user);
const room = () => `webinar:${w.webinars.live}`;

describe("entering a presentation room: each refusal in its own words", () => {
  it("answers the caller's place and that the room is open", async () => {
    const res = await check(w.webinars.live, w.buyer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ stage: "none", open: true, refusal: null, room: room() });
    expect((await check(w.webinars.live, w.presenter)).json()).toMatchObject({ stage: "presenter" });
    expect((await check(w.webinars.live, w.host)).json()).toMatchObject({ stage: "moderator" });
  });

  it("someone who is not one of the webinar's people: notParticipant, at the check and at the token", async () => {
    expect((await check(w.webinars.live)).statusCode).toBe(401);
    for (const user of [w.outsider, w.waiter, w.otherHost])
      for (const res of [await check(w.webinars.live, user), await token(w.webinars.live, user)]) {
        expect(res.statusCode, user.email).toBe(403);
        expect(res.json().message).toBe("presentation.entry.notParticipant");
      }
    expect((await token(w.webinars.live)).json().message).toBe("presentation.entry.notParticipant");
  });

  it("someone sent out: sentOut at the check, before any device step, and at the token", async () => {
    await repo.setState(t.ctx.db, room(), `u${w.buyer2.id}`, { blacklisted: true });
    for (const res of [await check(w.webinars.live, w.buyer2), await token(w.webinars.live, w.buyer2)]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe("presentation.entry.sentOut");
      expect(res.json().detail).not.toMatch(/interpreter/);
    }
    await repo.setState(t.ctx.db, room(), `u${w.buyer2.id}`, { blacklisted: false });
    expect((await check(w.webinars.live, w.buyer2)).statusCode).toBe(200);
  });

  it("a room not open yet, or ended: the check says which, the token refuses with it", async () => {
    const later = await check(w.webinars.later, w.buyer);
    expect(later.json()).toMatchObject({ open: false, refusal: "notYet" });
    expect((await token(w.webinars.later, w.buyer)).json().message).toBe("presentation.entry.notYet");
    const before = t.clock.now;
    t.clock.now = new Date(before.getTime() + 2 * 3_600_000);
    try {
      expect((await check(w.webinars.live, w.buyer)).json()).toMatchObject({ open: false, refusal: "ended" });
      expect((await token(w.webinars.live, w.buyer)).json().message).toBe("presentation.entry.ended");
    } finally {
      t.clock.now = before;
    }
  });

  it("presenters' calls by an attendee: notModerator, not the meetings' words", async () => {
    const res = await get(`/video/videoCall/getBlackList?roomId=${room()}`, w.buyer);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("presentation.notModerator");
  });
});
