import { describe, expect, it } from "vitest";
import { directNumber, layoutOf, stageTiles } from "./layout";

const people = (n: number, sharer = -1) =>
  Array.from({ length: n }, (_, i) => ({ id: i, sharing: i === sharer }));

describe("the stage", () => {
  it("is a gallery of at most 8 tiles, featured with 4 when someone shares (13.39)", () => {
    expect(layoutOf(people(3))).toBe("gallery");
    expect(stageTiles(people(10))).toHaveLength(8);
    expect(layoutOf(people(3, 1))).toBe("featured");
    expect(stageTiles(people(6, 2))).toHaveLength(4);
  });
});

describe("direct room numbers (13.3)", () => {
  it("takes 1 to 10 only", () => {
    expect(directNumber("3")).toBe(3);
    expect(directNumber("10")).toBe(10);
    for (const bad of ["0", "11", "abc", "", undefined, "3.5", "-1", "007"])
      expect(directNumber(bad)).toBeNull();
  });
});
