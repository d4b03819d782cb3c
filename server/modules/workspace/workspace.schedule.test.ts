import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeMailContent } from "../../../shared/mail/content";
import * as s from "../../db/schema";
import {
  createApplication,
  createEvent,
  createSubEvent,
  createUser,
  type TestUser,
} from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";
import { deliverAllMeetingNotices } from "../meetings/meetings.notify";

/**
 * Issue 28, item 2: a participant's agreed meetings are reachable from the workspace of any sub-event that has
 * meetings, whatever its matching setting (like the demo's Video Meeting Lounge, matching N, where the host
 * arranged an online meeting), and the confirmation mail links to the meeting's room.
 */
let t: TestApp;
let host: TestUser;
let seller: TestUser;
let buyer: TestUser;
let bystander: TestUser;
let lounge: number;
let matched: number;
let aS: number;
let aB: number;

beforeAll(async () => {
  t = await startTestApp({ PUBLIC_URL: "https://bizmeet.test" });
  t.clock.now = new Date("2026-11-23T00:00:00Z");
  host = await createUser(t.ctx, { name: "Host Park" });
  const event = await createEvent(t.ctx, { hostUserId: host.id, timeZone: "Asia/Seoul" });
  const times = { matchStartTime: "10:00", matchEndTime: "12:00", matchReqTime: 60, matchBreakTime: 0 };
  lounge = (await createSubEvent(t.ctx, event.id, { matching: "N", meetingAvailable: "Y", ...times })).id;
  matched = (await createSubEvent(t.ctx, event.id, { matching: "Y", meetingAvailable: "Y", ...times })).id;
  seller = await createUser(t.ctx, { name: "Kim Seller", company: "Acme Robotics" });
  buyer = await createUser(t.ctx, { name: "Bob Buyer", company: "Global Trade", countryNumber: "1" });
  bystander = await createUser(t.ctx, { name: "Sam Seller", company: "Steel Works" });
  const apply = async (sub: number, user: TestUser, type: "seller" | "buyer", online = false) => {
    const [card] = await t.ctx.db.select().from(s.businessCards).where(eq(s.businessCards.userId, user.id));
    return (
      await createApplication(t.ctx, sub, user.id, {
        type,
        approval: "approval",
        businessCardId: card!.id,
        ...(online ? { attendeeType: "online" } : {}),
      })
    ).id;
  };
  aS = await apply(lounge, seller, "seller");
  aB = await apply(lounge, buyer, "buyer", true);
  await apply(lounge, bystander, "seller");
  await apply(matched, bystander, "seller");
});
afterAll(() => t.close());

const get = (url: string, token: string) => t.call({ method: "GET", url, token });

describe("the meeting schedule in the workspace (issue 28)", () => {
  let meetingId = 0;

  it("the host arranges an online meeting in a sub-event without matching; both sides are mailed its room", async () => {
    const res = await t.call({
      method: "POST",
      url: `/api/host/subEvents/${lounge}/meetings`,
      token: host.token,
      payload: { applicantId: aB, acceptorId: aS, date: "2026-12-01", startTime: "10:00" },
    });
    expect(res.statusCode).toBe(200);
    meetingId = res.json().id;
    await deliverAllMeetingNotices(t.ctx);
    for (const user of [seller, buyer]) {
      const [mail] = await t.ctx.db.select().from(s.mails).where(eq(s.mails.toUserId, user.id));
      expect(decodeMailContent(mail!.content)).toMatchObject({
        code: "newMeeting",
        fields: { link: `https://bizmeet.test/video/${meetingId}` },
      });
      const [out] = await t.ctx.db.select().from(s.mailOutbox).where(eq(s.mailOutbox.toMail, user.email));
      expect(out!.text).toContain(`https://bizmeet.test/video/${meetingId}`);
    }
  });

  it("offers the schedule to the meeting's sides, not to a participant without meetings there", async () => {
    const place = async (user: TestUser, sub: number) =>
      (await get(`/api/applications/manager?subEventId=${sub}`, user.token)).json();
    expect(await place(seller, lounge)).toMatchObject({ schedule: true });
    expect(await place(buyer, lounge)).toMatchObject({ schedule: true });
    expect(await place(bystander, lounge)).toMatchObject({ schedule: false });
    // where meetings are booked, every participant has the schedule
    expect(await place(bystander, matched)).toMatchObject({ schedule: true });
    expect(await place(host, lounge)).toMatchObject({ role: "host", schedule: false });
  });

  it("shows the agreed meeting on the schedule, with its room, although nothing can be booked", async () => {
    const res = await get(`/api/meetings/schedule?applicationId=${aS}`, seller.token);
    expect(res.statusCode).toBe(200);
    const slot = res.json().slots.find((x: { meetingId: number | null }) => x.meetingId === meetingId);
    expect(slot).toMatchObject({ label: "confirmed", actionable: false });
    const mine = await get(`/api/meetings/myMeeting?applicationId=${aS}`, seller.token);
    expect(mine.json()).toEqual([
      expect.objectContaining({
        id: meetingId,
        mode: "online",
        link: `https://bizmeet.test/video/${meetingId}`,
      }),
    ]);
  });
});
