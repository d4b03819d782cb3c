import { describe, expect, it } from "vitest";
import { type DayNotice, payloadOf } from "./push.service";

const notice: DayNotice = {
  kind: "late",
  title: "Running late",
  body: "10 minutes",
  url: "/now",
  tag: "meeting:1",
};

describe("the push payload", () => {
  it("is the notice as JSON when it fits", () => {
    expect(JSON.parse(payloadOf({ ...notice, data: { minutes: 10 } }))).toEqual({
      ...notice,
      data: { minutes: 10 },
    });
  });

  it("drops data, then shortens the body, to fit one push message", () => {
    const long = { ...notice, body: "가".repeat(5_000), data: { blob: "x".repeat(2_000) } };
    const payload = payloadOf(long);
    expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(3_000);
    const read = JSON.parse(payload);
    expect(read.data).toBeUndefined();
    expect(read.body.endsWith("…")).toBe(true);
    expect(read.body.length).toBeGreaterThan(900);
    expect(read).toMatchObject({ kind: "late", title: "Running late", url: "/now", tag: "meeting:1" });
  });

  it("shortens the title as well when the title alone is too long", () => {
    const payload = payloadOf({ ...notice, title: "T".repeat(4_000) });
    expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(3_000);
    expect(JSON.parse(payload).body).toBe("");
  });
});
