import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as s from "../../db/schema";
import { createUser, type TestUser } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";
import { signRoomToken } from "../rooms/room-token";
import { type WebinarWorld, webinarWorld } from "../webinars/webinars.fixture";
import * as repo from "./captions.repository";

/** A webinar's captions: its presenters control them, its participants read the transcript afterwards. */
let t: TestApp;
let w: WebinarWorld;
let webinarId: number;
let admin: TestUser;
beforeAll(async () => {
  t = await startTestApp();
  w = await webinarWorld(t);
  admin = await createUser(t.ctx, { role: "ADMIN" });
  const [webinar] = await t.ctx.db
    .insert(s.webinars)
    .values({
      subEventId: w.p.id,
      title: "Smart factories",
      startsAt: new Date(t.clock.now.getTime() - 10 * 60_000),
      endsAt: new Date(t.clock.now.getTime() + 50 * 60_000),
    })
    .returning();
  webinarId = webinar!.id;
  await t.ctx.db
    .insert(s.webinarPresenters)
    .values({ webinarId, subEventId: w.p.id, applicationId: w.aP.id, position: 0 });
  await repo.insertLine(t.ctx.db, {
    room: `webinar:${webinarId}`,
    meetingId: null,
    webinarId,
    speakerIdentity: `u${w.presenter.id}|발표자|Presenter`,
    speakerName: "Paula Presenter",
    language: "en-US",
    text: "Welcome to the webinar",
  });
});
afterAll(() => t.close());

const room = () => `webinar:${webinarId}`;
/** A presentation room's token as the presentation rooms will issue it (issue 21). */
async function presentationToken(user: TestUser, stage: "presenter" | "none" | "moderator") {
  const { token } = await signRoomToken(
    t.ctx.tokens,
    {
      room: room(),
      eventType: "presentation",
      identity: stage === "presenter" ? `u${user.id}|발표자|Presenter` : `u${user.id}`,
      role: stage === "moderator" ? "observer" : "participant",
      name: "Someone",
      company: "",
      applicationId: null,
      userId: user.id,
      sid: null,
      meetingId: null,
      webinarId,
      stage,
      subEventId: w.p.id,
      hostUserId: w.host.id,
    },
    null,
    t.clock.now,
  );
  return token;
}
const start = async (user: TestUser, token: string) =>
  t.call({
    method: "POST",
    url: "/chime/transcriptStart",
    token: user.token,
    headers: { "x-room-token": token },
    payload: { meetingId: room(), transcriptionConfig: { LanguageCode: "en-US" } },
  });
const transcript = (user: TestUser | undefined, id = webinarId) =>
  t.call({ method: "GET", url: `/api/captions/transcript?webinarId=${id}`, token: user?.token });

describe("captions of a webinar's room", () => {
  it("refuses transcriptStart to an attendee, and to a token whose holder may not see the webinar", async () => {
    expect((await start(w.buyer, await presentationToken(w.buyer, "none"))).json().message).toBe(
      "captions.notAllowed",
    );
    for (const user of [w.outsider, w.waiter, w.otherHost]) {
      const res = await start(user, await presentationToken(user, "presenter"));
      expect(res.statusCode, user.email).toBe(403);
      expect(res.json().message).toBe("captions.notInRoom");
    }
  });

  it("lets a presenter and the moderating host turn captions on", async () => {
    for (const [user, stage] of [
      [w.presenter, "presenter"],
      [w.host, "moderator"],
    ] as const) {
      const res = await start(user, await presentationToken(user, stage));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ room: room(), on: true, language: "en-US" });
    }
  });

  it("refuses the transcript to outsiders, waiting applicants, another event's host, and an unknown webinar", async () => {
    expect((await transcript(undefined)).statusCode).toBe(401);
    for (const user of [w.outsider, w.waiter, w.otherHost])
      expect((await transcript(user)).statusCode, user.email).toBe(403);
    expect((await transcript(w.buyer, 999_999)).statusCode).toBe(404);
  });

  it("reads the transcript for the presenters, their colleague, approved participants, the host and an administrator", async () => {
    for (const user of [w.presenter, w.presenter2, w.colleague, w.buyer, w.buyer2, w.host, admin]) {
      const res = await transcript(user);
      expect(res.statusCode, user.email).toBe(200);
      expect(res.json().lines).toEqual([
        expect.objectContaining({ speakerName: "Paula Presenter", text: "Welcome to the webinar" }),
      ]);
    }
  });
});
