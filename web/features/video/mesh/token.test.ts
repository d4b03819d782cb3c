import { describe, expect, it } from "vitest";
import { readRoomToken } from "./token";

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");

describe("room token claims", () => {
  it("reads the room and identity of a JWT's payload (for attendeeOut)", () => {
    const token = `${encode({ alg: "HS256" })}.${encode({ room: "meeting:12", identity: "u7", name: "김하나" })}.sig`;
    expect(readRoomToken(token)).toEqual({ room: "meeting:12", identity: "u7" });
    expect(readRoomToken(`Bearer ${token}`)).toEqual({ room: "meeting:12", identity: "u7" });
  });

  it("answers undefined for anything else", () => {
    expect(readRoomToken("")).toBeUndefined();
    expect(readRoomToken("a.!!!.c")).toBeUndefined();
    expect(readRoomToken(`x.${encode({ room: 3 })}.y`)).toBeUndefined();
  });
});
