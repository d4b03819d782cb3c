import { describe, expect, it } from "vitest";
import { sameInstants, setDay, slotsByDay, toggleSlot, unavailableToSave } from "./slots";

const settings = {
  subEventStartDate: "2027-03-02",
  subEventEndDate: "2027-03-03",
  matchStartTime: "10:00",
  matchEndTime: "12:00",
  matchReqTime: 30,
  matchBreakTime: 0,
  matchNumPerDay: 3,
  impossibleDateAndTime: { "2027": { "03": ["03_10:30"] } },
};
const before = new Date("2027-01-01T00:00:00Z");

describe("the interpreter's unavailable slots", () => {
  it("groups the sub-event's slots by venue day, with the host's closed slots and past ones marked", () => {
    const days = slotsByDay(settings, "Asia/Seoul", new Date("2027-03-02T01:15:00Z"));
    expect(days.map((d) => d.date)).toEqual(["2027-03-02", "2027-03-03"]);
    expect(days[0]!.slots.map((s) => s.startTime)).toEqual(["10:00", "10:30", "11:00"]);
    // 10:00 in Seoul is 01:00 UTC
    expect(days[0]!.slots[0]).toEqual({
      startsAt: "2027-03-02T01:00:00.000Z",
      startTime: "10:00",
      endTime: "10:30",
      closed: false,
      past: true,
    });
    expect(days[0]!.slots[1]!.past).toBe(false);
    expect(days[1]!.slots.map((s) => s.closed)).toEqual([false, true, false]);
  });

  it("toggles one slot on and off, whatever the instant's spelling", () => {
    const on = toggleSlot(new Set(), "2027-03-02T10:00:00+09:00");
    expect([...on]).toEqual(["2027-03-02T01:00:00.000Z"]);
    expect([...toggleSlot(on, "2027-03-02T01:00:00Z")]).toEqual([]);
  });

  it("marks or frees a whole day, leaving closed and past slots as they were", () => {
    const days = slotsByDay(settings, "Asia/Seoul", new Date("2027-03-02T01:15:00Z"));
    const day2 = days[1]!;
    const all = setDay(new Set(), day2, true);
    expect([...all].sort()).toEqual(["2027-03-03T01:00:00.000Z", "2027-03-03T02:00:00.000Z"]);
    expect([...setDay(all, day2, false)]).toEqual([]);
    const past = setDay(new Set(["2027-03-02T01:00:00.000Z"]), days[0]!, false);
    expect([...past]).toEqual(["2027-03-02T01:00:00.000Z"]);
  });

  it("saves only starts that are still slots, in time order, and compares lists by instant", () => {
    const days = slotsByDay(settings, "Asia/Seoul", before);
    const marked = new Set([
      "2027-03-03T02:00:00.000Z",
      "2027-03-02T01:30:00.000Z",
      "2030-01-01T00:00:00.000Z",
    ]);
    expect(unavailableToSave(marked, days)).toEqual(["2027-03-02T01:30:00.000Z", "2027-03-03T02:00:00.000Z"]);
    expect(sameInstants(["2027-03-02T10:00:00+09:00"], ["2027-03-02T01:00:00.000Z"])).toBe(true);
    expect(sameInstants(["2027-03-02T01:00:00.000Z"], [])).toBe(false);
  });

  it("gives no day when the sub-event has no meeting times", () => {
    expect(slotsByDay({ ...settings, matchNumPerDay: 0 }, "Asia/Seoul", before)).toEqual([]);
  });
});
