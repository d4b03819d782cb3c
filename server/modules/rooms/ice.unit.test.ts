import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { iceServersFor } from "./ice";

describe("ICE servers", () => {
  it("offers nothing without configuration (host candidates only)", () => {
    expect(iceServersFor({ stunUrls: [], turnUrls: [] }, "u1", 1_000)).toEqual([]);
  });
  it("signs TURN REST credentials: <expiry>:<identity>, base64 HMAC-SHA1, an hour", () => {
    const [stun, turn] = iceServersFor(
      {
        stunUrls: ["stun:127.0.0.1:3478"],
        turnUrls: ["turn:127.0.0.1:3478?transport=udp"],
        turnSecret: "s3cret",
      },
      "u12",
      1_700_000_000,
    );
    expect(stun).toEqual({ urls: ["stun:127.0.0.1:3478"] });
    expect(turn!.username).toBe("1700003600:u12");
    expect(turn!.credential).toBe(createHmac("sha1", "s3cret").update("1700003600:u12").digest("base64"));
  });
  it("leaves TURN out when no secret is configured", () => {
    expect(iceServersFor({ stunUrls: [], turnUrls: ["turn:x"] }, "u1", 0)).toEqual([]);
  });
});
