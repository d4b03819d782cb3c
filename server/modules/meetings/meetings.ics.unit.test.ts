import { describe, expect, it } from "vitest";
import {
  feedIcs,
  type IcsMeeting,
  invitationIcs,
  meetingSequence,
  meetingUid,
  parseAddress,
  vtimezone,
} from "./meetings.ics";
import { readIcs } from "./meetings.ics.testing";

// 10:00–10:30 on 2 December 2026 in Auckland (NZDT, UTC+13) = 21:00 UTC on 1 December.
const auckland: IcsMeeting = {
  meetingId: 42,
  startsAt: new Date("2026-12-01T21:00:00Z"),
  endsAt: new Date("2026-12-01T21:30:00Z"),
  timeZone: "Pacific/Auckland",
  sequence: 7,
  summary: "Meeting: Acme Robotics × Global Trade",
  description: "Join: https://bizmeet.test/video/42",
  location: "https://bizmeet.test/video/42",
  url: "https://bizmeet.test/video/42",
  organizer: { name: "Bizmeet", email: "no-reply@bizmeet.local" },
  attendees: [
    { name: "Kim Seller", email: "seller@example.com" },
    { name: "Bob Buyer", email: "buyer@example.com" },
  ],
  cancelled: false,
  stamp: new Date("2026-11-23T00:00:00Z"),
};

describe("invitationIcs", () => {
  it("writes a REQUEST in the venue's zone with its VTIMEZONE, a stable UID, organizer and attendees", () => {
    const ics = invitationIcs("REQUEST", auckland);
    const read = readIcs(ics);
    expect(read.method).toBe("REQUEST");
    expect(read.timezones).toEqual(["Pacific/Auckland"]);
    expect(read.events).toHaveLength(1);
    const [event] = read.events;
    expect(event).toMatchObject({
      uid: "meeting-42@bizmeet",
      sequence: 7,
      status: "CONFIRMED",
      summary: "Meeting: Acme Robotics × Global Trade",
      tzid: "Pacific/Auckland",
      startWall: "2026-12-02T10:00",
      url: "https://bizmeet.test/video/42",
    });
    expect(event!.start.toISOString()).toBe("2026-12-01T21:00:00.000Z");
    expect(event!.end.toISOString()).toBe("2026-12-01T21:30:00.000Z");
    expect(event!.organizer.toLowerCase()).toBe("mailto:no-reply@bizmeet.local");
    expect(event!.attendees.map((a) => a.toLowerCase())).toEqual([
      "mailto:seller@example.com",
      "mailto:buyer@example.com",
    ]);
    expect(ics).toContain("PARTSTAT=ACCEPTED");
  });

  it("writes a CANCEL of the same UID, cancelled", () => {
    const read = readIcs(invitationIcs("CANCEL", { ...auckland, sequence: 8 }));
    expect(read.method).toBe("CANCEL");
    expect(read.events[0]).toMatchObject({ uid: meetingUid(42), sequence: 8, status: "CANCELLED" });
  });

  it("keeps the wall clock right across a daylight-saving change (Auckland in April is UTC+12)", () => {
    const read = readIcs(
      invitationIcs("REQUEST", {
        ...auckland,
        startsAt: new Date("2027-04-05T22:00:00Z"),
        endsAt: new Date("2027-04-05T22:30:00Z"),
      }),
    );
    expect(read.events[0]!.startWall).toBe("2027-04-06T10:00");
    expect(read.events[0]!.start.toISOString()).toBe("2027-04-05T22:00:00.000Z");
  });

  it("falls back to UTC times for a zone without a known VTIMEZONE", () => {
    expect(vtimezone("Nowhere/Atlantis")).toBeNull();
    const read = readIcs(invitationIcs("REQUEST", { ...auckland, timeZone: "Nowhere/Atlantis" }));
    expect(read.timezones).toEqual([]);
    expect(read.events[0]!.tzid).toBe("");
    expect(read.events[0]!.start.toISOString()).toBe("2026-12-01T21:00:00.000Z");
  });
});

describe("feedIcs", () => {
  it("lists meetings of several venues with each VTIMEZONE once, named, without a METHOD", () => {
    const seoul = {
      ...auckland,
      meetingId: 43,
      timeZone: "Asia/Seoul",
      startsAt: new Date("2026-12-03T01:00:00Z"),
      endsAt: new Date("2026-12-03T01:30:00Z"),
    };
    const ics = feedIcs("Bizmeet meetings", [auckland, seoul, { ...auckland, meetingId: 44 }]);
    const read = readIcs(ics);
    expect(read.method).toBe("");
    expect(read.name).toBe("Bizmeet meetings");
    expect(read.timezones.sort()).toEqual(["Asia/Seoul", "Pacific/Auckland"]);
    // Calendar properties come before the first component (RFC 5545), folded lines with CRLF.
    const lines = ics.split("\r\n");
    const firstComponent = lines.findIndex((l, i) => i > 0 && l.startsWith("BEGIN:"));
    expect(lines.findIndex((l) => l.startsWith("REFRESH-INTERVAL"))).toBeLessThan(firstComponent);
    expect(lines.findIndex((l) => l.startsWith("X-PUBLISHED-TTL:PT1H"))).toBeLessThan(firstComponent);
    expect(lines.filter((l) => /^(REFRESH-INTERVAL|X-PUBLISHED-TTL)/.test(l))).toHaveLength(2);
    expect(lines.every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
    expect(read.events.map((e) => [e.uid, e.startWall])).toEqual([
      ["meeting-42@bizmeet", "2026-12-02T10:00"],
      ["meeting-43@bizmeet", "2026-12-03T10:00"],
      ["meeting-44@bizmeet", "2026-12-02T10:00"],
    ]);
  });
});

describe("helpers", () => {
  it("makes the sequence grow with the change time, a cancellation above its request", () => {
    const t = new Date("2026-12-01T00:00:00Z");
    const agreed = meetingSequence(t, false);
    expect(meetingSequence(new Date(t.getTime() + 400), true)).toBeGreaterThan(agreed);
    expect(meetingSequence(new Date(t.getTime() + 5000), false)).toBeGreaterThan(agreed);
    expect(meetingSequence(new Date("2060-01-01T00:00:00Z"), true)).toBeLessThan(2 ** 31);
  });

  it("parses the From address", () => {
    expect(parseAddress("Bizmeet <no-reply@bizmeet.local>")).toEqual({
      name: "Bizmeet",
      email: "no-reply@bizmeet.local",
    });
    expect(parseAddress('"Expo Team" <team@x.org>')).toEqual({ name: "Expo Team", email: "team@x.org" });
    expect(parseAddress("plain@x.org")).toEqual({ name: "plain@x.org", email: "plain@x.org" });
  });
});
