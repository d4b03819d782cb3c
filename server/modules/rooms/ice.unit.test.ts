import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { iceServersFor } from "./ice";

const turnConfig = {
  stunUrls: ["stun:127.0.0.1:3478"],
  turnUrls: ["turn:127.0.0.1:3478?transport=udp"],
  turnSecret: "s3cret",
};
const NOW = 1_700_000_000;
const meeting = (exp: number) => ({ identity: "u12", eventType: "meeting" as const, exp });

describe("ICE servers", () => {
  it("offers nothing without configuration (host candidates only)", () => {
    expect(iceServersFor({ stunUrls: [], turnUrls: [] }, meeting(NOW + 600), NOW)).toEqual([]);
  });
  it("signs TURN REST credentials: <expiry>:<identity>, base64 HMAC-SHA1, expiring with the room token", () => {
    const [stun, turn] = iceServersFor(turnConfig, meeting(NOW + 1_200), NOW);
    expect(stun).toEqual({ urls: ["stun:127.0.0.1:3478"] });
    expect(turn!.username).toBe(`${NOW + 1_200}:u12`);
    expect(turn!.credential).toBe(createHmac("sha1", "s3cret").update(turn!.username!).digest("base64"));
  });
  it("never signs for more than an hour, nor for a token that has expired", () => {
    expect(iceServersFor(turnConfig, meeting(NOW + 86_400), NOW)[1]!.username).toBe(`${NOW + 3_600}:u12`);
    expect(iceServersFor(turnConfig, meeting(NOW), NOW)).toEqual([{ urls: turnConfig.stunUrls }]);
  });
  it("gives the device check's test room no relay", () => {
    expect(iceServersFor(turnConfig, { identity: "d1", eventType: "test", exp: NOW + 600 }, NOW)).toEqual([
      { urls: turnConfig.stunUrls },
    ]);
  });
  it("leaves TURN out when no secret is configured", () => {
    expect(iceServersFor({ stunUrls: [], turnUrls: ["turn:x"] }, meeting(NOW + 600), NOW)).toEqual([]);
  });
});
