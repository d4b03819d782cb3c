import { describe, expect, it } from "vitest";
import { lastSlotEnd, subEventIssues, ZHostSubEventBody } from "./host";

const base = ZHostSubEventBody.parse({
  name: "S",
  category: "consulting",
  subEventStartDate: "2026-12-01",
  subEventEndDate: "2026-12-02",
});

describe("sub-event rules", () => {
  it("computes when the last slot of a day ends", () => {
    expect(lastSlotEnd("09:00", 60, 0, 3)).toBe(12 * 60);
    expect(lastSlotEnd("10:00", 30, 10, 4)).toBe(10 * 60 + 4 * 30 + 3 * 10);
  });

  it("accepts defaults and slots that end exactly at the end time", () => {
    expect(subEventIssues(base)).toEqual([]);
    expect(
      subEventIssues({
        ...base,
        matchStartTime: "09:00",
        matchEndTime: "12:00",
        matchReqTime: 60,
        matchNumPerDay: 3,
      }),
    ).toEqual([]);
  });

  it("names the field of each broken rule", () => {
    expect(
      subEventIssues({
        ...base,
        matchEndTime: "11:59",
        matchStartTime: "09:00",
        matchReqTime: 60,
        matchNumPerDay: 3,
      }),
    ).toEqual([{ key: "host.slotsDoNotFit", field: "matchNumPerDay" }]);
    expect(subEventIssues({ ...base, matchEndTime: "10:00" })).toEqual([
      { key: "host.matchTimeOrder", field: "matchEndTime" },
    ]);
    expect(subEventIssues({ ...base, sellRegStartDate: "2026-11-02", sellRegEndDate: "2026-11-01" })).toEqual(
      [{ key: "host.windowOrder", field: "sellRegEndDate" }],
    );
    expect(subEventIssues({ ...base, buyRegStartDate: "2026-11-02" })).toEqual([
      { key: "host.windowBothEnds", field: "buyRegEndDate" },
    ]);
  });
});
