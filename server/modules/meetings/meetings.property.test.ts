import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as s from "../../db/schema";
import type { Actor } from "../../http/auth";
import { AppError } from "../../http/errors";
import { createApplication, createEvent, createSubEvent, createUser } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";
import { block as blockSlotsAsHost } from "../host-meetings/host-meetings.service";
import { invariantViolations } from "./meetings.invariant";
import * as service from "./meetings.service";

/**
 * Random sequences of requests, answers, cancellations, withdrawals, unavailable marks and host blocks by
 * several actors, run against the real service and database and against a small model of the rules. After
 * every step the live meetings equal the model's and the database reports no violation of the guarantee.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  t.clock.now = new Date("2026-11-23T00:00:00Z");
});
afterAll(() => t.close());

const TIMES = ["10:00", "10:30", "11:00"];
type Status = "waiting" | "agree" | "impossible";
interface ModelMeeting {
  a: number;
  b: number | null;
  slot: number;
  status: Status;
}

const op = fc.oneof(
  fc.record({ kind: fc.constant("request" as const), a: fc.nat(5), b: fc.nat(5), slot: fc.nat(2) }),
  fc.record({ kind: fc.constant("accept" as const), pick: fc.nat(20) }),
  fc.record({ kind: fc.constant("reject" as const), pick: fc.nat(20) }),
  fc.record({ kind: fc.constant("cancel" as const), pick: fc.nat(20), bySide: fc.boolean() }),
  fc.record({ kind: fc.constant("withdraw" as const), pick: fc.nat(20) }),
  fc.record({ kind: fc.constant("mark" as const), a: fc.nat(5), slot: fc.nat(2) }),
  fc.record({ kind: fc.constant("unmark" as const), pick: fc.nat(20) }),
  fc.record({ kind: fc.constant("block" as const), slot: fc.nat(2), on: fc.boolean() }),
);

async function world() {
  const host = await createUser(t.ctx);
  const event = await createEvent(t.ctx, { hostUserId: host.id });
  const sub = await createSubEvent(t.ctx, event.id, {
    matching: "Y",
    meetingAvailable: "Y",
    subEventStartDate: "2026-12-01",
    subEventEndDate: "2026-12-01",
    matchNumPerDay: 3,
  });
  const people: { actor: Actor; app: number; seller: boolean }[] = [];
  for (let i = 0; i < 6; i++) {
    const user = await createUser(t.ctx);
    const seller = i < 3;
    const app = await createApplication(t.ctx, sub.id, user.id, {
      approval: "approval",
      type: seller ? "seller" : "buyer",
    });
    people.push({ actor: { userId: user.id, role: "USER", tokenVersion: 0 }, app: app.id, seller });
  }
  return { sub, people, hostActor: { userId: host.id, role: "USER", tokenVersion: 0 } as Actor };
}

describe("the meeting guarantee under random operations (fast-check)", () => {
  it("holds after every step and matches the model", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 5, maxLength: 18 }), async (ops) => {
        const { sub, people, hostActor } = await world();
        const model: ModelMeeting[] = [];
        const blocked = new Set<number>();
        const claimed = (app: number, slot: number) =>
          model.some(
            (m) =>
              m.slot === slot &&
              (m.status === "agree" ? m.a === app || m.b === app : m.status === "impossible" && m.a === app),
          );
        const live = (a: number, b: number) =>
          model.some((m) => m.b !== null && ((m.a === a && m.b === b) || (m.a === b && m.b === a)));
        const dbLive = async () => {
          const rows = await t.ctx.db.select().from(s.meetings).where(eq(s.meetings.subEventId, sub.id));
          return rows
            .filter((r) => r.status === "waiting" || r.status === "agree" || r.status === "impossible")
            .map((r) => ({
              id: r.id,
              a: r.applicantApplicationId,
              b: r.acceptorApplicationId,
              status: r.status,
              startsAt: r.startsAt,
            }));
        };
        const attempt = async (fn: () => Promise<unknown>) => {
          try {
            await fn();
            return 200;
          } catch (e) {
            if (e instanceof AppError) return e.status;
            throw e;
          }
        };
        const pickLive = async (pick: number, status: Status) => {
          const rows = (await dbLive()).filter((r) => r.status === status).sort((x, y) => x.id - y.id);
          return rows.length ? rows[pick % rows.length] : undefined;
        };
        // materialise the slots
        await service.schedule(t.ctx, people[0]!.actor, people[0]!.app);
        const slotRows = await t.ctx.db
          .select()
          .from(s.meetingSlots)
          .where(eq(s.meetingSlots.subEventId, sub.id));
        const starts = TIMES.map((time) => slotRows.find((x) => x.startTime === time)!.startsAt.getTime());
        for (const o of ops) {
          if (o.kind === "request") {
            const a = people[o.a]!;
            const b = people[o.b]!;
            const ok =
              a.seller !== b.seller &&
              !blocked.has(o.slot) &&
              !claimed(a.app, o.slot) &&
              !claimed(b.app, o.slot) &&
              !live(a.app, b.app);
            const code = await attempt(() =>
              service.request(t.ctx, a.actor, {
                subEventId: sub.id,
                applicant: a.app,
                acceptor: b.app,
                date: "2026-12-01",
                startTime: TIMES[o.slot]!,
                mailPostToggleAt: "N",
              }),
            );
            expect(code === 200, `request ${JSON.stringify(o)} answered ${code}`).toBe(ok);
            if (ok) model.push({ a: a.app, b: b.app, slot: o.slot, status: "waiting" });
          } else if (o.kind === "accept" || o.kind === "reject") {
            const m = await pickLive(o.pick, "waiting");
            if (!m) continue;
            const acceptor = people.find((p) => p.app === m.b)!;
            const code = await attempt(() =>
              service.answer(t.ctx, acceptor.actor, {
                applicationId: acceptor.app,
                meetingId: m.id,
                status: o.kind === "accept" ? "agree" : "disagree",
                reasonCode: "A",
                reason: "",
              }),
            );
            expect(code).toBe(200);
            const mm = model.find((x) => x.a === m.a && x.b === m.b && x.status === "waiting")!;
            if (o.kind === "accept") {
              mm.status = "agree";
              for (let i = model.length - 1; i >= 0; i--) {
                const x = model[i]!;
                if (
                  x !== mm &&
                  x.status === "waiting" &&
                  x.slot === mm.slot &&
                  [x.a, x.b].some((p) => p === mm.a || p === mm.b)
                )
                  model.splice(i, 1);
              }
            } else model.splice(model.indexOf(mm), 1);
          } else if (o.kind === "cancel") {
            const m = await pickLive(o.pick, "agree");
            if (!m) continue;
            const side = people.find((p) => p.app === (o.bySide ? m.a : m.b))!;
            const code = await attempt(() =>
              service.answer(t.ctx, side.actor, {
                applicationId: side.app,
                meetingId: m.id,
                status: "cancel",
                reasonCode: "B",
                reason: "",
              }),
            );
            expect(code).toBe(200);
            model.splice(
              model.findIndex((x) => x.a === m.a && x.b === m.b && x.status === "agree"),
              1,
            );
          } else if (o.kind === "withdraw") {
            const m = await pickLive(o.pick, "waiting");
            if (!m) continue;
            const requester = people.find((p) => p.app === m.a)!;
            expect(await attempt(() => service.withdraw(t.ctx, requester.actor, m.id))).toBe(200);
            model.splice(
              model.findIndex((x) => x.a === m.a && x.b === m.b && x.status === "waiting"),
              1,
            );
          } else if (o.kind === "mark") {
            const a = people[o.a]!;
            const agreed = model.some(
              (m) => m.slot === o.slot && m.status === "agree" && (m.a === a.app || m.b === a.app),
            );
            const ok = !blocked.has(o.slot) && !agreed;
            const code = await attempt(() =>
              service.markUnavailable(t.ctx, a.actor, {
                subEventId: sub.id,
                applicationId: a.app,
                date: "2026-12-01",
                startTime: TIMES[o.slot]!,
              }),
            );
            expect(code === 200, `mark ${JSON.stringify(o)} answered ${code}`).toBe(ok);
            if (ok && !model.some((m) => m.status === "impossible" && m.a === a.app && m.slot === o.slot)) {
              for (let i = model.length - 1; i >= 0; i--) {
                const x = model[i]!;
                if (x.status === "waiting" && x.slot === o.slot && (x.a === a.app || x.b === a.app))
                  model.splice(i, 1);
              }
              model.push({ a: a.app, b: null, slot: o.slot, status: "impossible" });
            }
          } else if (o.kind === "unmark") {
            const m = await pickLive(o.pick, "impossible");
            if (!m) continue;
            const owner = people.find((p) => p.app === m.a)!;
            expect(await attempt(() => service.liftUnavailable(t.ctx, owner.actor, m.id))).toBe(200);
            model.splice(
              model.findIndex(
                (x) =>
                  x.a === m.a && x.status === "impossible" && x.slot === starts.indexOf(m.startsAt.getTime()),
              ),
              1,
            );
          } else if (o.kind === "block") {
            const busy = model.some((m) => m.slot === o.slot && m.status !== "waiting");
            const ok = !o.on || !busy;
            const code = await attempt(() =>
              blockSlotsAsHost(
                t.ctx,
                hostActor,
                sub.id,
                [{ date: "2026-12-01", startTime: TIMES[o.slot]! }],
                o.on,
              ),
            );
            expect(code === 200, `block ${JSON.stringify(o)} answered ${code}`).toBe(ok);
            if (ok && o.on) {
              blocked.add(o.slot);
              for (let i = model.length - 1; i >= 0; i--) if (model[i]!.slot === o.slot) model.splice(i, 1);
            }
            if (ok && !o.on) blocked.delete(o.slot);
          }
          // after every step: the database's live meetings are the model's, and no guarantee is broken
          const actual = (await dbLive())
            .map((r) => `${r.a}-${r.b}-${starts.indexOf(r.startsAt.getTime())}-${r.status}`)
            .sort();
          expect(actual).toEqual(model.map((m) => `${m.a}-${m.b}-${m.slot}-${m.status}`).sort());
          expect(await invariantViolations(t.ctx.db, sub.id)).toEqual({
            doubleBooked: 0,
            pairTwice: 0,
            outsideSlots: 0,
            claimMismatch: 0,
          });
        }
      }),
      { numRuns: 25 },
    );
  }, 240_000);
});
