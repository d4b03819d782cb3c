import { describe, expect, it } from "vitest";
import { nameList, parseKind, readRows, tableNames } from "./places.logic";

describe("numbered table names", () => {
  it("pads the number to the width after the prefix", () => {
    expect(tableNames({ count: 3, prefix: "A-", width: 2, start: 1 })).toEqual(["A-01", "A-02", "A-03"]);
    expect(tableNames({ count: 2, prefix: "", width: 3, start: 99 })).toEqual(["099", "100"]);
    expect(tableNames({ count: 1, prefix: "T", width: 1, start: 120 })).toEqual(["T120"]);
  });

  it("lists at most ten names in a message, then how many more", () => {
    const names = tableNames({ count: 12, prefix: "A-", width: 2, start: 1 });
    expect(nameList(names)).toBe("A-01, A-02, A-03, A-04, A-05, A-06, A-07, A-08, A-09, A-10 (+2)");
  });
});

describe("reading sheet rows", () => {
  it("knows the kinds in codes and in Korean, English and Chinese; empty is a table", () => {
    expect(["Table", "부스", "会议室", "", " ROOM "].map(parseKind)).toEqual([
      "table",
      "booth",
      "room",
      "table",
      "room",
    ]);
    expect(parseKind("chair")).toBeUndefined();
  });

  it("skips empty rows, reads decimal commas and reports each bad row", () => {
    const { parsed, problems } = readRows([
      { row: 2, kind: "table", name: " A-1 ", zone: null, company: null, x: "0,5", y: 0.25 },
      { row: 3, kind: null, name: null, zone: null, company: null, x: null, y: null },
      { row: 4, kind: "table", name: "A-1", zone: "Z".repeat(61), company: null, x: "east", y: 0.1 },
    ]);
    expect(parsed).toEqual([{ row: 2, kind: "table", name: "A-1", zone: "", company: "", x: 0.5, y: 0.25 }]);
    expect(problems.map((p) => [p.row, p.key])).toEqual([
      [4, "places.import.zoneTooLong"],
      [4, "places.import.pin"],
      [4, "places.import.duplicate"],
    ]);
  });
});
