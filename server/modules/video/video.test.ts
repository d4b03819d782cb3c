import { createHmac } from "node:crypto";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestUser } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";
import { type VideoWorld, videoWorld } from "./video.fixture";

let t: TestApp;
let w: VideoWorld;
beforeAll(async () => {
  t = await startTestApp({
    TURN_URLS: "turn:127.0.0.1:3478",
    TURN_SECRET: "turn-secret",
    STUN_URLS: "stun:127.0.0.1:3478",
  });
  w = await videoWorld(t);
});
afterAll(() => t.close());

const get = (url: string, user?: TestUser | string) =>
  t.call({ method: "GET", url, token: typeof user === "string" ? user : user?.token });
const check = (meetingId: number, user?: TestUser, applicantId?: number) =>
  get(
    `/api/meetings/videoCallCheck?meetingId=${meetingId}${applicantId ? `&applicantId=${applicantId}` : ""}`,
    user,
  );
const token = (meetingId: number, user?: TestUser | string, applicantId?: number) =>
  get(
    `/video/videoCall/token?meetingId=${meetingId}${applicantId ? `&applicantId=${applicantId}` : ""}`,
    user,
  );

describe("GET /api/meetings/videoCallCheck and /video/videoCall/token: who may enter", () => {
  it("refuses anyone who is not the two companies, the interpreter or the host", async () => {
    expect((await check(w.meetings.live)).statusCode).toBe(401);
    expect((await token(w.meetings.live)).statusCode).toBe(403);
    for (const user of [
      w.outsider,
      w.buyer2,
      w.seller2,
      w.waiter,
      w.rejected,
      w.otherHost,
      w.otherInterpreter,
    ]) {
      for (const res of [await check(w.meetings.live, user), await token(w.meetings.live, user)]) {
        expect(res.statusCode, user.email).toBe(403);
        expect(res.json().message).toBe("video.notParticipant");
      }
    }
    // a member speaks only for their own side
    expect((await check(w.meetings.live, w.seller, w.aB.id)).statusCode).toBe(403);
    expect((await token(w.meetings.live, w.colleague, w.aB.id)).statusCode).toBe(403);
    // a meeting that does not exist answers like one that is not yours
    expect((await check(999_999, w.seller)).json().message).toBe("video.notParticipant");
  });

  it("refuses offline, cancelled and ended meetings, and a token outside the window", async () => {
    expect((await check(w.meetings.cancelled, w.seller)).statusCode).toBe(403);
    // each refusal in its own words (issue 28): no room for one of its people, ended, not open yet
    expect((await check(w.meetings.cancelled, w.seller)).json().message).toBe("video.noRoom");
    expect((await token(w.meetings.past, w.seller, w.aS.id)).json().message).toBe("video.roomEnded");
    expect((await token(w.meetings.later, w.buyer, w.aB.id)).json().message).toBe("video.notOpenYet");
    expect((await check(w.meetings.offline, w.seller2)).statusCode).toBe(403);
    expect((await check(w.meetings.offline, w.buyer3)).statusCode).toBe(403);
    expect((await token(w.meetings.past, w.seller, w.aS.id)).statusCode).toBe(403);
    // two hours ahead: the check says when it opens, the token waits until then
    const later = await check(w.meetings.later, w.buyer, w.aB.id);
    expect((await check(w.meetings.later, w.seller2)).json()).toMatchObject({ open: false });
    expect(later.statusCode).toBe(200);
    expect(later.json()).toMatchObject({ open: false, role: "participant" });
    expect((await token(w.meetings.later, w.buyer, w.aB.id)).statusCode).toBe(403);
    t.clock.now = new Date(new Date(later.json().opensAt).getTime() + 1_000);
    expect((await token(w.meetings.later, w.buyer, w.aB.id)).statusCode).toBe(200);
    t.clock.now = new Date();
  });

  it("answers each side, the interpreter and the host with their place in the room", async () => {
    const seller = (await check(w.meetings.live, w.seller, w.aS.id)).json();
    expect(seller).toMatchObject({
      room: `meeting:${w.meetings.live}`,
      role: "participant",
      applicationId: w.aS.id,
      counterpart: { applicationId: w.aB.id, company: "Global Trade" },
      open: true,
      interpreter: { name: "Grace Park" },
    });
    expect((await check(w.meetings.live, w.colleague, w.aS.id)).json()).toMatchObject({
      applicationId: w.aS.id,
    });
    expect((await check(w.meetings.live, w.buyer)).json()).toMatchObject({
      applicationId: w.aB.id,
      counterpart: { company: "Acme Robotics" },
    });
    expect((await check(w.meetings.live, w.interpreter)).json()).toMatchObject({
      role: "interpreter",
      counterpart: null,
    });
    expect((await check(w.meetings.live, w.host)).json()).toMatchObject({ role: "observer" });
  });

  it("signs a short-lived room token with the identity format, and TURN REST credentials", async () => {
    const cases: [TestUser, string, string][] = [
      [w.seller, `u${w.seller.id}`, "participant"],
      [w.interpreter, `i${w.interpreter.id}`, "interpreter"],
      [w.host, `h${w.host.id}`, "observer"],
    ];
    for (const [user, identity, type] of cases) {
      const res = await token(w.meetings.live, user);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        identity,
        type,
        roomName: `meeting:${w.meetings.live}`,
        eventType: "meeting",
        role: "none",
      });
      const claims = decodeJwt(body.token);
      expect(claims).toMatchObject({ typ: "room", room: `meeting:${w.meetings.live}`, identity, role: type });
      // an hour at most, never past the meeting's end (35 minutes from now)
      expect((claims.exp as number) * 1000).toBeLessThanOrEqual(Date.now() + 36 * 60_000);
      const turn = body.iceServers.find((s: { username?: string }) => s.username);
      const [expiry, who] = turn.username.split(":");
      expect(who).toBe(identity);
      // the relay lives as long as the token, never past the meeting's end (issue 28)
      expect(Number(expiry)).toBe(claims.exp);
      expect(Number(expiry) * 1000).toBeLessThanOrEqual(Date.now() + 36 * 60_000);
      expect(turn.credential).toBe(createHmac("sha1", "turn-secret").update(turn.username).digest("base64"));
    }
  });

  it("never takes a room token as a session", async () => {
    const room = (await token(w.meetings.live, w.seller)).json().token;
    expect((await get(`/api/users/${w.seller.id}`, `Bearer ${room}`)).statusCode).toBe(401);
  });
});

describe("guest tickets", () => {
  const issue = (user: TestUser | undefined, meetingId = w.meetings.live) =>
    t.call({
      method: "POST",
      url: `/api/host/meetings/${meetingId}/guestTickets`,
      token: user?.token,
      payload: { name: "Dana Guest" },
    });
  const exchange = (ticketId: string) =>
    t.call({ method: "POST", url: "/api/guest/auth/exchange", payload: { ticketId } });

  it("only the meeting's host issues, lists and revokes tickets", async () => {
    expect((await issue(undefined)).statusCode).toBe(401);
    for (const user of [w.seller, w.buyer, w.otherHost, w.interpreter, w.outsider]) {
      expect((await issue(user)).statusCode, user.email).toBe(403);
      expect((await get(`/api/host/meetings/${w.meetings.live}/guestTickets`, user)).statusCode).toBe(403);
    }
    const offline = await issue(w.host, w.meetings.offline);
    expect(offline.statusCode).toBe(403);
    const ticket = (await issue(w.host)).json();
    expect(ticket).toMatchObject({ name: "Dana Guest", state: "open" });
    expect(ticket.link).toMatch(/\/guest\?t=[0-9a-f-]{36}$/);
    const del = await t.call({
      method: "DELETE",
      url: `/api/host/guestTickets/${ticket.id}`,
      token: w.seller.token,
    });
    expect(del.statusCode).toBe(403);
  });

  it("a ticket opens exactly one room, once; used, revoked and unknown tickets are refused alike", async () => {
    const ticket = (await issue(w.host)).json();
    const first = await exchange(ticket.id);
    expect(first.statusCode).toBe(200);
    const session = `Bearer ${first.json().token}`;
    expect((await exchange(ticket.id)).json().message).toBe("guest.noAccess");
    // the guest session opens this meeting's room and nothing else
    const room = await token(w.meetings.live, session);
    expect(room.statusCode).toBe(200);
    expect(room.json()).toMatchObject({ type: "guest", name: "Dana Guest" });
    expect((await token(w.meetings.later, session)).statusCode).toBe(403);
    expect((await get(`/api/users/${w.host.id}`, session)).statusCode).toBe(401);
    expect((await check(w.meetings.live, undefined)).statusCode).toBe(401);
    // revoked: the session's room token is refused from then on
    const revoked = await t.call({
      method: "DELETE",
      url: `/api/host/guestTickets/${ticket.id}`,
      token: w.host.token,
    });
    expect(revoked.statusCode).toBe(200);
    expect((await token(w.meetings.live, session)).statusCode).toBe(403);
    const unused = (await issue(w.host)).json();
    await t.call({ method: "DELETE", url: `/api/host/guestTickets/${unused.id}`, token: w.host.token });
    for (const id of [unused.id, "00000000-0000-4000-8000-000000000000"]) {
      const res = await exchange(id);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe("guest.noAccess");
    }
    const list = (await get(`/api/host/meetings/${w.meetings.live}/guestTickets`, w.host)).json();
    expect(list.map((x: { state: string }) => x.state)).toEqual(expect.arrayContaining(["revoked", "open"]));
  });

  it("an expired ticket is refused", async () => {
    const ticket = (await issue(w.host)).json();
    t.clock.now = new Date(Date.now() + 3 * 3_600_000);
    expect((await exchange(ticket.id)).statusCode).toBe(403);
    t.clock.now = new Date();
  });
});

describe("direct rooms and the test room", () => {
  const save = (user: TestUser | undefined, number: number, open: boolean) =>
    t.call({
      method: "PUT",
      url: `/api/host/events/${w.event.id}/directRooms/${number}`,
      token: user?.token,
      payload: { open, title: "Help desk" },
    });
  const join = (room: string, name: string, user?: TestUser) =>
    get(
      `/chime/join?roomId=${encodeURIComponent(room)}&name=${encodeURIComponent(name)}&region=x&ns_es=true`,
      user,
    );

  it("only the event's host opens and closes them", async () => {
    expect((await save(undefined, 3, true)).statusCode).toBe(401);
    for (const user of [w.seller, w.otherHost]) expect((await save(user, 3, true)).statusCode).toBe(403);
    expect((await get(`/api/host/events/${w.event.id}/directRooms`, w.seller)).statusCode).toBe(403);
    const rooms = (await get(`/api/host/events/${w.event.id}/directRooms`, w.host)).json();
    expect(rooms).toHaveLength(10);
    expect(rooms.every((r: { open: boolean }) => !r.open)).toBe(true);
  });

  it("a closed room refuses everyone; an open one takes a name, no account needed", async () => {
    const room = `direct:${w.event.id}:3`;
    expect((await join(room, "Visitor")).json().message).toBe("video.directClosed");
    expect((await save(w.host, 3, true)).json()).toMatchObject({ number: 3, open: true, title: "Help desk" });
    const anon = await join(room, "Visitor");
    expect(anon.statusCode).toBe(200);
    expect(anon.json()).toMatchObject({ Meeting: { MeetingId: room }, Attendee: { Name: "Visitor" } });
    expect(anon.json().Attendee.AttendeeId).toMatch(/^d[0-9a-f]{12}$/);
    expect((await join(room, "Kim", w.seller)).json().Attendee.AttendeeId).toBe(`u${w.seller.id}`);
    const empty = await join(room, "  ");
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe("video.enterName");
    for (const bad of [`direct:${w.event.id}:11`, `direct:${w.event.id}:0`, "meeting:abc", "x"])
      expect((await join(bad, "Visitor")).json().message, bad).toBe("video.abnormalAccess");
    const lobby = (await get(`/api/directRooms/3?eventId=${w.event.id}`)).json();
    expect(lobby).toEqual([expect.objectContaining({ number: 3, open: true, title: "Help desk" })]);
    await save(w.host, 3, false);
    expect((await join(room, "Visitor")).statusCode).toBe(404);
    expect((await get("/api/directRooms/3")).json()).toEqual([]);
  });

  it("the test room is the caller's alone", async () => {
    const res = await get("/chime/testMeeting?attendeeName=Tester");
    expect(res.statusCode).toBe(200);
    expect(res.json().Meeting.MeetingId).toMatch(/^test:[0-9a-f-]{36}$/);
    // the caller alone needs no relay: no TURN credentials for anyone who asks (issue 28)
    expect(res.json().iceServers).toEqual([{ urls: ["stun:127.0.0.1:3478"] }]);
    const room = res.json().Meeting.MeetingId;
    const who = res.json().Attendee.AttendeeId;
    const roster = await t.call({
      method: "GET",
      url: `/chime/testAttendee?title=${room}&attendee=${who}`,
    });
    expect(roster.statusCode).toBe(403);
  });

  it("presence is the host's", async () => {
    expect((await get(`/api/host/subEvents/${w.s1.id}/videoPresence`, w.seller)).statusCode).toBe(403);
    expect((await get(`/api/host/subEvents/${w.s1.id}/videoPresence`, w.host)).json()).toEqual([]);
  });
});
