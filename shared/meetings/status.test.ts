import { describe, expect, it } from "vitest";
import { dualTime } from "./display";
import {
  expiryOf,
  mayMeet,
  mayTransition,
  meetingMode,
  passesFilter,
  slotLabel,
  targetOfUpdate,
} from "./status";

describe("slotLabel", () => {
  const m = (
    id: number,
    status: "waiting" | "agree" | "disagree" | "impossible" | "cancel",
    a: number,
    b: number | null,
  ) => ({
    id,
    status,
    applicantId: a,
    acceptorId: b,
  });
  it("shows each of the spec's labels to the right viewer", () => {
    expect(slotLabel(1, [], false)).toBe("empty");
    expect(slotLabel(1, [], true)).toBe("blockedByHost");
    expect(slotLabel(1, [m(1, "waiting", 1, 2)], false)).toBe("applying");
    expect(slotLabel(2, [m(1, "waiting", 1, 2)], false)).toBe("pendingAcceptance");
    expect(slotLabel(2, [m(1, "agree", 1, 2)], false)).toBe("confirmed");
    expect(slotLabel(1, [m(1, "impossible", 1, null)], false)).toBe("blockedByParticipant");
    expect(slotLabel(1, [m(1, "disagree", 1, 2)], false)).toBe("rejected");
    expect(slotLabel(1, [m(1, "disagree", 1, 2), m(2, "cancel", 3, 1)], false)).toBe("canceled");
  });
  it("never shows another company's meeting or block as the viewer's", () => {
    expect(slotLabel(9, [m(1, "agree", 1, 2), m(2, "impossible", 3, null)], false)).toBe("empty");
    expect(slotLabel(9, [{ ...m(2, "impossible", 3, null), byHost: true }], false)).toBe("empty");
  });
  it("shows the host's block of the viewer's company as a host block, not as the participant's (7.32)", () => {
    const hostMark = { ...m(1, "impossible", 1, null), byHost: true };
    expect(slotLabel(1, [hostMark], false)).toBe("blockedByHost");
    expect(slotLabel(1, [hostMark, m(2, "disagree", 2, 1)], false)).toBe("blockedByHost");
  });
  it("filters", () => {
    expect(passesFilter("waitingApplicant", "applying")).toBe(true);
    expect(passesFilter("waitingAcceptor", "applying")).toBe(false);
    expect(passesFilter("impossible", "blockedByHost")).toBe(true);
    expect(passesFilter("all", "empty")).toBe(true);
  });
});

describe("transitions", () => {
  it("lets only the acceptor answer, and either side cancel an agreed meeting", () => {
    expect(mayTransition("waiting", "agree", "acceptor")).toBe(true);
    expect(mayTransition("waiting", "agree", "applicant")).toBe(false);
    expect(mayTransition("agree", "cancel", "applicant")).toBe(true);
    expect(mayTransition("disagree", "agree", "acceptor")).toBe(false);
    expect(targetOfUpdate("agree", "disagree")).toBe("cancel");
    expect(targetOfUpdate("agree", "agree")).toBeNull();
    expect(targetOfUpdate("cancel", "agree")).toBeNull();
  });
  it("pairs sellers with buyers unless the scope is others", () => {
    expect(mayMeet("seller", "buyer", "")).toBe(true);
    expect(mayMeet("booth", "visitor", "")).toBe(true);
    expect(mayMeet("seller", "booth", "")).toBe(false);
    expect(mayMeet("seller", "booth", "others")).toBe(true);
  });
  it("makes a meeting online when either side is online", () => {
    expect(meetingMode("offline", "online")).toBe("online");
    expect(meetingMode("offline", "offline")).toBe("offline");
  });
  it("expires a request after the set hours, never after the slot starts", () => {
    const created = new Date("2026-11-20T00:00:00Z");
    expect(expiryOf(created, new Date("2026-12-01T00:00:00Z"), 72).toISOString()).toBe(
      "2026-11-23T00:00:00.000Z",
    );
    expect(expiryOf(created, new Date("2026-11-21T00:00:00Z"), 72).toISOString()).toBe(
      "2026-11-21T00:00:00.000Z",
    );
  });
});

describe("dualTime", () => {
  it("shows venue and viewer time with the viewer's weekday when the date differs", () => {
    const at = new Date("2026-11-25T01:00:00Z"); // 10:00 Seoul, Tue 17:00 Los Angeles
    expect(dualTime(at, "Asia/Seoul", "Asia/Seoul", "en")).toEqual({
      venue: "10:00",
      viewer: null,
      viewerDay: null,
    });
    expect(dualTime(at, "Asia/Seoul", "America/Los_Angeles", "en")).toEqual({
      venue: "10:00",
      viewer: "17:00",
      viewerDay: "Tue",
    });
    expect(dualTime(at, "Asia/Seoul", "Asia/Tokyo", "en")).toEqual({
      venue: "10:00",
      viewer: null,
      viewerDay: null,
    });
  });
});
