import * as s from "../../db/schema";
import {
  createApplication,
  createEvent,
  createSubEvent,
  createUser,
  type TestUser,
} from "../../test/factories";
import type { TestApp } from "../../test/harness";
import { hashCode } from "../auth/passwords";

/**
 * A presentation sub-event P of event E: two presenters (p1 with an accepted colleague, p2), two approved
 * participants (buyer, buyer2), a waiting applicant, an outsider, E's host and another event's host; and a
 * consulting sub-event S of E. Times are in Seoul.
 */
export async function webinarWorld(t: TestApp) {
  const ctx = t.ctx;
  const host = await createUser(ctx, { name: "Han Host", company: "Expo Office" });
  const otherHost = await createUser(ctx);
  const event = await createEvent(ctx, { hostUserId: host.id });
  await createEvent(ctx, { hostUserId: otherHost.id });
  const p = await createSubEvent(ctx, event.id, { category: "presentation" });
  const consulting = await createSubEvent(ctx, event.id, { category: "consulting" });
  const approved = async (user: TestUser, name: string, type: "seller" | "buyer") =>
    createApplication(ctx, p.id, user.id, {
      approval: "approval",
      type,
      name,
      businessCardId: await cardOf(user),
    });
  const cardOf = async (user: TestUser) =>
    (await ctx.db.query.businessCards.findFirst({ where: (c, { eq }) => eq(c.userId, user.id) }))?.id ?? null;
  const presenter = await createUser(ctx, { name: "Paula Presenter", company: "Keynote Labs" });
  const presenter2 = await createUser(ctx, { name: "Peter Second", company: "Second Labs" });
  const colleague = await createUser(ctx, { name: "Cleo Colleague" });
  const buyer = await createUser(ctx, { name: "Bob Buyer", company: "Global Trade" });
  const buyer2 = await createUser(ctx, { name: "Ann Buyer", company: "Blue Imports" });
  const waiter = await createUser(ctx);
  const outsider = await createUser(ctx);
  const aP = await approved(presenter, "Keynote Labs", "buyer");
  const aP2 = await approved(presenter2, "Second Labs", "buyer");
  const aB = await approved(buyer, "Global Trade", "seller");
  const aB2 = await approved(buyer2, "Blue Imports", "seller");
  const aW = await createApplication(ctx, p.id, waiter.id, { approval: "waiting", type: "seller" });
  await ctx.db.insert(s.applicationManagers).values({
    applicationId: aP.id,
    subEventId: p.id,
    userId: colleague.id,
    name: "Cleo Colleague",
    email: colleague.email,
    codeHash: hashCode(`used-${aP.id}`),
    used: "Y",
  });
  return {
    event,
    p,
    consulting,
    host,
    otherHost,
    presenter,
    presenter2,
    colleague,
    buyer,
    buyer2,
    waiter,
    outsider,
    aP,
    aP2,
    aB,
    aB2,
    aW,
  };
}
export type WebinarWorld = Awaited<ReturnType<typeof webinarWorld>>;

/** A webinar input at 10:00-11:00 Seoul on 2026-12-01 (override any field). */
export function webinarInput(fields: Record<string, unknown> = {}) {
  return {
    title: "Smart factories in 2027",
    startDate: "2026-12-01",
    startTime: "10:00",
    endDate: "2026-12-01",
    endTime: "11:00",
    content: "<p>Agenda</p>",
    zoomLink: "https://meet.example.com/abc",
    ...fields,
  };
}
