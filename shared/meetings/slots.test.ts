import { describe, expect, it } from "vitest";
import { buildSlots, hostBlockKeys, MAX_SLOT_DAYS, withHostBlock } from "./slots";
import { wallTime, zonedInstant } from "./zoned-time";

const base = {
  subEventStartDate: "2026-11-25",
  subEventEndDate: "2026-11-26",
  matchStartTime: "10:00",
  matchEndTime: "18:00",
  matchReqTime: 30,
  matchBreakTime: 10,
  matchNumPerDay: 3,
};

describe("buildSlots", () => {
  it("makes matchNumPerDay slots a day with breaks, in venue time, stored as instants", () => {
    const slots = buildSlots(base, "Asia/Seoul");
    expect(slots.map((s) => `${s.date} ${s.startTime}-${s.endTime}`)).toEqual([
      "2026-11-25 10:00-10:30",
      "2026-11-25 10:40-11:10",
      "2026-11-25 11:20-11:50",
      "2026-11-26 10:00-10:30",
      "2026-11-26 10:40-11:10",
      "2026-11-26 11:20-11:50",
    ]);
    expect(slots[0]?.startsAt.toISOString()).toBe("2026-11-25T01:00:00.000Z");
    expect(slots[0]?.endsAt.toISOString()).toBe("2026-11-25T01:30:00.000Z");
  });

  it("never goes past matchEndTime: a slot or break that does not fit is dropped", () => {
    const slots = buildSlots({ ...base, matchEndTime: "11:00", matchNumPerDay: 8 }, "Asia/Seoul");
    expect(slots.filter((s) => s.date === "2026-11-25").map((s) => s.startTime)).toEqual(["10:00"]);
    // 10:40-11:10 would end after 11:00
    const exact = buildSlots({ ...base, matchEndTime: "11:10", matchNumPerDay: 8 }, "Asia/Seoul");
    expect(exact.filter((s) => s.date === "2026-11-25").map((s) => s.endTime)).toEqual(["10:30", "11:10"]);
  });

  it("stays inside the sub-event's dates and a bounded number of days", () => {
    expect(buildSlots({ ...base, subEventEndDate: "2026-11-24" }, "Asia/Seoul")).toEqual([]);
    const long = buildSlots({ ...base, subEventEndDate: "2027-11-24", matchNumPerDay: 1 }, "Asia/Seoul");
    expect(long).toHaveLength(MAX_SLOT_DAYS);
  });

  it("gives nothing for a zero duration or zero slots a day", () => {
    expect(buildSlots({ ...base, matchReqTime: 0 }, "Asia/Seoul")).toEqual([]);
    expect(buildSlots({ ...base, matchNumPerDay: 0 }, "Asia/Seoul")).toEqual([]);
  });

  it("skips a slot that falls in the spring-forward gap and keeps real durations (New York, 8 March 2026)", () => {
    const slots = buildSlots(
      {
        ...base,
        subEventStartDate: "2026-03-08",
        subEventEndDate: "2026-03-08",
        matchStartTime: "01:00",
        matchEndTime: "05:00",
        matchReqTime: 60,
        matchBreakTime: 0,
        matchNumPerDay: 4,
      },
      "America/New_York",
    );
    // 02:00 does not exist that night
    expect(slots.map((s) => s.startTime)).toEqual(["01:00", "03:00", "04:00"]);
    expect(slots[0]?.startsAt.toISOString()).toBe("2026-03-08T06:00:00.000Z");
    expect(slots[1]?.startsAt.toISOString()).toBe("2026-03-08T07:00:00.000Z");
    // distinct instants, in order
    const times = slots.map((s) => s.startsAt.getTime());
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it("takes the first of the two instants in the autumn overlap (New York, 1 November 2026)", () => {
    const slots = buildSlots(
      {
        ...base,
        subEventStartDate: "2026-11-01",
        subEventEndDate: "2026-11-01",
        matchStartTime: "01:00",
        matchEndTime: "03:00",
        matchReqTime: 30,
        matchBreakTime: 0,
        matchNumPerDay: 4,
      },
      "America/New_York",
    );
    expect(slots.map((s) => s.startTime)).toEqual(["01:00", "01:30", "02:00", "02:30"]);
    expect(slots[0]?.startsAt.toISOString()).toBe("2026-11-01T05:00:00.000Z"); // 01:00 EDT
    expect(slots[2]?.startsAt.toISOString()).toBe("2026-11-01T07:00:00.000Z"); // 02:00 EST
  });

  it("an event in Auckland seen from Los Angeles falls on the previous day there, at the right hour", () => {
    const [slot] = buildSlots(
      { ...base, subEventStartDate: "2026-12-01", subEventEndDate: "2026-12-01", matchNumPerDay: 1 },
      "Pacific/Auckland",
    );
    expect(slot?.startsAt.toISOString()).toBe("2026-11-30T21:00:00.000Z"); // NZDT +13
    expect(wallTime(slot?.startsAt ?? 0, "America/Los_Angeles")).toMatchObject({
      date: "2026-11-30",
      time: "13:00",
      weekday: 1,
    });
  });
});

describe("zonedInstant", () => {
  it("is the inverse of wallTime outside transitions, on both sides of the date line", () => {
    for (const zone of [
      "Asia/Seoul",
      "Pacific/Auckland",
      "America/Los_Angeles",
      "Pacific/Kiritimati",
      "Pacific/Pago_Pago",
    ]) {
      const at = zonedInstant("2026-07-15", "09:30", zone);
      expect(at && wallTime(at, zone)).toMatchObject({ date: "2026-07-15", time: "09:30" });
    }
  });
  it("returns null in a gap", () => {
    expect(zonedInstant("2026-03-29", "02:30", "Europe/Berlin")).toBeNull();
  });
});

describe("host blocks", () => {
  it("reads the spec's year/month/'DD_HH:mm' shape, padded or not", () => {
    expect([...hostBlockKeys({ "2026": { "12": ["01_10:00"], "1": ["5_9:30"] } })].sort()).toEqual([
      "2026-01-05 09:30",
      "2026-12-01 10:00",
    ]);
    expect(hostBlockKeys(null).size).toBe(0);
  });
  it("adds and removes one slot, writing zero-padded keys", () => {
    const on = withHostBlock({ "2026": { "12": ["01_10:00"] } }, "2026-12-02", "11:00", true);
    expect(on).toEqual({ "2026": { "12": ["01_10:00", "02_11:00"] } });
    expect(withHostBlock(on, "2026-12-01", "10:00", false)).toEqual({ "2026": { "12": ["02_11:00"] } });
  });
});
