import { describe, expect, it } from "vitest";
import { parseTrustProxy } from "./config";

describe("TRUST_PROXY", () => {
  it("trusts no proxy unless told", () => {
    for (const raw of [undefined, "", " ", "0", "false"]) expect(parseTrustProxy(raw)).toBe(false);
  });
  it("takes a hop count or a list of addresses and ranges", () => {
    expect(parseTrustProxy("1")).toBe(1);
    expect(parseTrustProxy("10.0.0.1, 10.1.0.0/16,::1,loopback")).toEqual([
      "10.0.0.1",
      "10.1.0.0/16",
      "::1",
      "loopback",
    ]);
  });
  it("refuses what is neither (a typo must not trust everyone)", () => {
    expect(() => parseTrustProxy("true")).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy("proxy.example.com")).toThrow(/TRUST_PROXY/);
  });
});
