import { describe, expect, it } from "vitest";
import { groupName } from "./labels";

describe("groupName", () => {
  it("keeps the host's own name for a group", () => {
    expect(groupName("국내 기업", "Seller")).toBe("국내 기업");
    expect(groupName(" Makers ", "셀러")).toBe("Makers");
  });
  it("shows the interface's word for an empty or standard name, in any of our languages", () => {
    for (const name of ["", "Sellers", "sellers", "Buyer", "셀러", "바이어", "卖家", "买家"])
      expect(groupName(name, "셀러"), name).toBe("셀러");
  });
});
