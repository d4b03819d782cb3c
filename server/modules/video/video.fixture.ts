import { eq } from "drizzle-orm";
import * as s from "../../db/schema";
import { createApplication, createUser } from "../../test/factories";
import type { TestApp } from "../../test/harness";
import { insertMeeting, meetingWorld } from "../meetings/meetings.fixture";

/**
 * The meeting world with video: buyers aB and aB2 attend online, so their meetings have a room. `live` (seller
 * aS with buyer aB) starts in 5 minutes (its room is open), with an assigned interpreter; `later` (aB with aS2)
 * starts in two hours (not yet open); `offline` (aS2 with a third buyer, both on site); `cancelled` (aS with aB);
 * `past` (aS with aB2) ended an hour ago.
 */
export async function videoWorld(t: TestApp) {
  const w = await meetingWorld(t);
  for (const id of [w.aB.id, w.aB2.id])
    await t.ctx.db.update(s.applications).set({ attendeeType: "online" }).where(eq(s.applications.id, id));
  const buyer3 = await createUser(t.ctx, { name: "Otto Offline", company: "Onsite Ltd" });
  const aB3 = await createApplication(t.ctx, w.s1.id, buyer3.id, {
    approval: "approval",
    type: "buyer",
    name: "Onsite Ltd",
  });
  const now = t.clock.now.getTime();
  const min = 60_000;
  const live = await insertMeeting(t, w.s1.id, new Date(now + 5 * min), w.aS.id, w.aB.id);
  const later = await insertMeeting(t, w.s1.id, new Date(now + 120 * min), w.aB.id, w.aS2.id);
  const offline = await insertMeeting(t, w.s1.id, new Date(now + 5 * min), w.aS2.id, aB3.id);
  const cancelled = await insertMeeting(t, w.s1.id, new Date(now + 60 * min), w.aS.id, w.aB.id, "cancel");
  const past = await insertMeeting(t, w.s1.id, new Date(now - 90 * min), w.aS.id, w.aB2.id);
  const interpreter = await createUser(t.ctx, { name: "Grace Park", company: "통역" });
  const otherInterpreter = await createUser(t.ctx, { name: "Ivan Interp" });
  for (const user of [interpreter, otherInterpreter])
    await t.ctx.db
      .insert(s.interpreters)
      .values({ subEventId: w.s1.id, email: user.email, name: user.email });
  const endsAt = new Date(now + 35 * min);
  await t.ctx.db.insert(s.interpreterAssignments).values({
    meetingId: live,
    subEventId: w.s1.id,
    userId: interpreter.id,
    startsAt: new Date(now + 5 * min),
    endsAt,
  });
  return {
    ...w,
    buyer3,
    aB3,
    meetings: { live, later, offline, cancelled, past },
    interpreter,
    otherInterpreter,
  };
}
export type VideoWorld = Awaited<ReturnType<typeof videoWorld>>;
