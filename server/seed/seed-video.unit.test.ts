import { describe, expect, it } from "vitest";
import { wallTime } from "../../shared/meetings/zoned-time";
import { LOUNGE_ZONE, loungeSlot } from "./seed-video";

/** An instant at a wall time of Seoul (UTC+9, no daylight saving). */
const seoul = (date: string, time: string) => new Date(`${date}T${time}:00+09:00`);

describe("loungeSlot: the demo meeting's room is open at seeding, whatever the hour", () => {
  it("in the day, starts five minutes later on a five-minute mark", () => {
    const slot = loungeSlot(seoul("2026-11-28", "10:02"));
    expect(slot).toMatchObject({ date: "2026-11-28", start: 10 * 60 + 10 });
    expect(slot.opensAt.getTime()).toBeLessThanOrEqual(seoul("2026-11-28", "10:02").getTime());
  });

  it("late in the evening, is the day's last hour, already under way (the CI of 23:05 in Seoul)", () => {
    const now = seoul("2026-11-28", "23:05");
    const slot = loungeSlot(now);
    expect(slot).toMatchObject({ date: "2026-11-28", start: 22 * 60 + 55 });
    expect(slot.opensAt.getTime()).toBeLessThan(now.getTime());
  });

  it("in the last minutes of a day, is the next day's first hour, whose room opens at 23:50", () => {
    for (const time of ["23:36", "23:50", "23:58"]) {
      const slot = loungeSlot(seoul("2026-11-28", time));
      expect(slot).toMatchObject({ date: "2026-11-29", start: 0 });
      expect(wallTime(slot.opensAt, LOUNGE_ZONE)).toMatchObject({ date: "2026-11-28", time: "23:50" });
    }
  });

  it("leaves at least 20 minutes of an open room, or opens within 15 minutes", () => {
    for (let m = 0; m < 24 * 60; m++) {
      const now = new Date(seoul("2026-11-28", "00:00").getTime() + m * 60_000);
      const slot = loungeSlot(now);
      const endsAt = slot.startsAt.getTime() + 60 * 60_000;
      if (slot.opensAt <= now) expect(endsAt - now.getTime()).toBeGreaterThanOrEqual(20 * 60_000);
      else expect(slot.opensAt.getTime() - now.getTime()).toBeLessThanOrEqual(15 * 60_000);
    }
  });
});
