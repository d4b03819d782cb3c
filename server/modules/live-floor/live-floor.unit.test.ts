import { describe, expect, it } from "vitest";
import { FLOOR_TICK_KINDS } from "../../../shared/contract/live-floor";
import { DAY_EVENT_KINDS } from "../../db/schema/meeting-day";
import { pickSlot } from "./live-floor.service";

const slot = (start: string, end: string) => ({
  startsAt: `2026-12-01T${start}:00.000Z`,
  endsAt: `2026-12-01T${end}:00.000Z`,
  startTime: start,
  endTime: end,
});

describe("live floor", () => {
  it("knows every kind of the day's log", () => {
    expect([...FLOOR_TICK_KINDS]).toEqual([...DAY_EVENT_KINDS]);
  });

  it("picks the slot running at a time, else the next one, else none", () => {
    const slots = [slot("01:00", "01:30"), slot("01:30", "02:00"), slot("02:30", "03:00")];
    const at = (hm: string) => new Date(`2026-12-01T${hm}:00.000Z`);
    expect(pickSlot(slots, at("00:10"))?.startTime).toBe("01:00");
    expect(pickSlot(slots, at("01:00"))?.startTime).toBe("01:00");
    expect(pickSlot(slots, at("01:30"))?.startTime).toBe("01:30");
    expect(pickSlot(slots, at("02:10"))?.startTime).toBe("02:30");
    expect(pickSlot(slots, at("03:00"))).toBeNull();
  });
});
