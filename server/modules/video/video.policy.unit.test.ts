import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { entryFor, isOpenAt, type MeetingFacts, overLimits, type Seat, seatingOf } from "./video.policy";

const at = (iso: string) => new Date(iso);
const meeting: MeetingFacts = {
  status: "agree",
  mode: "online",
  startsAt: at("2026-12-01T01:00:00Z"),
  endsAt: at("2026-12-01T01:30:00Z"),
  applicantApplicationId: 10,
  acceptorApplicationId: 20,
};
const nobody = { sides: [], interpreter: false, manager: false };

describe("who enters a meeting room", () => {
  it("refuses strangers, offline, cancelled and unanswered meetings", () => {
    expect(entryFor(meeting, nobody, 10)).toBeUndefined();
    expect(entryFor(meeting, { ...nobody, sides: [30] }, 30)).toBeUndefined();
    const member = { ...nobody, sides: [10] };
    expect(entryFor({ ...meeting, mode: "offline" }, member, 10)).toBeUndefined();
    for (const status of ["waiting", "cancel", "disagree", "expired", "impossible"])
      expect(entryFor({ ...meeting, status }, member, 10)).toBeUndefined();
  });
  it("a member enters for the side named, never for the other side", () => {
    expect(entryFor(meeting, { ...nobody, sides: [10] }, 10)).toEqual({
      role: "participant",
      applicationId: 10,
    });
    expect(entryFor(meeting, { ...nobody, sides: [10] }, 20)).toBeUndefined();
    expect(entryFor(meeting, { ...nobody, sides: [20] })).toEqual({ role: "participant", applicationId: 20 });
  });
  it("the interpreter and the host enter in their own roles", () => {
    expect(entryFor(meeting, { ...nobody, interpreter: true })).toEqual({
      role: "interpreter",
      applicationId: null,
    });
    expect(entryFor(meeting, { ...nobody, manager: true })).toEqual({
      role: "observer",
      applicationId: null,
    });
  });
  it("opens 10 minutes before the start and closes at the end", () => {
    expect(isOpenAt(meeting, at("2026-12-01T00:49:59Z"))).toBe(false);
    expect(isOpenAt(meeting, at("2026-12-01T00:50:00Z"))).toBe(true);
    expect(isOpenAt(meeting, at("2026-12-01T01:29:59Z"))).toBe(true);
    expect(isOpenAt(meeting, at("2026-12-01T01:30:00Z"))).toBe(false);
  });
});

describe("room limits", () => {
  const seat = (
    peerId: string,
    role: Seat["role"],
    applicationId: number | null,
    joinedAt: number,
    identity = peerId,
  ): Seat => ({
    peerId,
    identity,
    role,
    applicationId,
    joinedAt,
  });
  it("two of each company, one interpreter, one observer, six in all; the latest comer loses", () => {
    const seats = [
      seat("a", "participant", 10, 1),
      seat("b", "participant", 10, 2),
      seat("c", "participant", 10, 3),
      seat("d", "participant", 20, 4),
      seat("e", "interpreter", null, 5),
      seat("f", "interpreter", null, 6),
      seat("g", "observer", null, 7),
      seat("h", "participant", 20, 8),
      seat("i", "guest", null, 9),
    ];
    expect(Object.fromEntries(overLimits(seats))).toEqual({ c: "companyFull", f: "full", i: "full" });
  });
  it("never admits more than the limits, and decides the same in any order of arrival (property)", () => {
    const roles = fc.constantFrom<Seat["role"]>("participant", "interpreter", "observer", "guest");
    fc.assert(
      fc.property(
        fc.array(fc.tuple(roles, fc.constantFrom(10, 20), fc.integer({ min: 0, max: 20 })), {
          maxLength: 14,
        }),
        (raw) => {
          const seats = raw.map(([role, app, t], i) =>
            seat(`p${i}`, role, role === "participant" ? app : null, t),
          );
          const refused = overLimits(seats);
          const kept = seats.filter((s) => !refused.has(s.peerId));
          expect(kept.length).toBeLessThanOrEqual(6);
          for (const app of [10, 20])
            expect(
              kept.filter((s) => s.role === "participant" && s.applicationId === app).length,
            ).toBeLessThanOrEqual(2);
          expect(kept.filter((s) => s.role === "interpreter").length).toBeLessThanOrEqual(1);
          expect(kept.filter((s) => s.role === "observer").length).toBeLessThanOrEqual(1);
          expect(overLimits([...seats].reverse())).toEqual(refused);
          // the meeting's parties keep the seats they would have without any guest
          const parties = seats.filter((s) => s.role !== "guest");
          const alone = overLimits(parties);
          expect(parties.filter((s) => refused.has(s.peerId)).map((s) => s.peerId)).toEqual(
            parties.filter((s) => alone.has(s.peerId)).map((s) => s.peerId),
          );
        },
      ),
    );
  });
  it("a guest gives a party their seat, the latest guest first; a guest never displaces anyone", () => {
    const guests = [1, 2, 3, 4, 5, 6].map((n) => seat(`g${n}`, "guest", null, n));
    const seller = seat("s", "participant", 10, 7);
    expect(seatingOf([...guests, seller], "s")).toEqual({ replaced: [], displaced: ["g6"] });
    const late = seat("g7", "guest", null, 8);
    expect(seatingOf([...guests, late], "g7")).toEqual({ refusal: "full" });
  });
  it("one seat per person: the latest seat of an identity stays, the others are replaced", () => {
    const buyer = seat("b", "participant", 20, 1);
    const old1 = seat("s1", "participant", 10, 2, "u7");
    const old2 = seat("s2", "participant", 10, 3, "u7");
    const now = seat("s3", "participant", 10, 4, "u7");
    expect(seatingOf([buyer, old1, old2, now], "s3")).toEqual({ replaced: ["s1", "s2"], displaced: [] });
    // of two joins at once, the earlier steps out (both see both and decide alike)
    expect(seatingOf([buyer, old2, now], "s2")).toEqual({ refusal: "replaced" });
    // the old seats do not count against the company's two: a colleague joining meanwhile still fits
    const colleague = seat("c", "participant", 10, 5, "u8");
    expect(seatingOf([buyer, old1, old2, now, colleague], "c")).toEqual({ replaced: [], displaced: [] });
    // a guest session's tokens share the ticket's identity
    const g1 = seat("x", "guest", null, 6, "gabc");
    const g2 = seat("y", "guest", null, 7, "gabc");
    expect(seatingOf([buyer, g1, g2], "y")).toEqual({ replaced: ["x"], displaced: [] });
  });
});
