import { describe, expect, it } from "vitest";
import type { TMyPlace } from "../../../shared/contract";
import { gateRedirect, hasProductQuestion, sectionOf, showMeetingTab } from "./gate";

const place = (approval: "approval" | "waiting" | "reject", role: TMyPlace["role"] = "owner"): TMyPlace => ({
  role,
  application: { id: 1, type: "seller", approval, reason: "", applicantId: 2 },
  managerId: null,
  isHost: false,
  schedule: true,
});

describe("gateRedirect", () => {
  it("lets approved participants and colleagues everywhere", () => {
    expect(gateRedirect(place("approval"), false, "attendeeList", 5, 9)).toBeUndefined();
    expect(gateRedirect(place("approval", "colleague"), false, "managerList", 5, 9)).toBeUndefined();
  });
  it("lets the host in without an application", () => {
    expect(
      gateRedirect(
        { role: "host", application: null, managerId: null, isHost: true, schedule: false },
        false,
        "attendeeList",
        5,
        9,
      ),
    ).toBeUndefined();
  });
  it("keeps waiting applicants on myInfo or sends them to the event page", () => {
    expect(gateRedirect(place("waiting"), false, "myInfo", 5, 9)).toBeUndefined();
    expect(gateRedirect(place("waiting"), false, "attendeeList", 5, 9)).toBe("/event/detail/9");
  });
  it("sends rejected applicants to myInfo", () => {
    expect(gateRedirect(place("reject"), false, "attendeeList", 5, 9)).toBe("/subEvent/5/myInfo");
  });
  it("goes home when the application cannot load", () => {
    expect(gateRedirect(undefined, true, "attendeeList", 5, 9)).toBe("/");
  });
});

describe("helpers", () => {
  it("reads the section", () => {
    expect(sectionOf("/subEvent/5")).toBe("attendeeList");
    expect(sectionOf("/subEvent/5/managerList/add")).toBe("managerList");
  });
  it("finds a product question", () => {
    expect(
      hasProductQuestion({ content: { formData: { a: { type: "short" }, b: { type: "product" } } } }),
    ).toBe(true);
    expect(hasProductQuestion(null)).toBe(false);
  });
  it("hides the meeting tab for the same type or when meetings are off", () => {
    const on = { matching: "Y", meetingAvailable: "Y" };
    expect(showMeetingTab(on, "seller", "buyer")).toBe(true);
    expect(showMeetingTab(on, "seller", "seller")).toBe(false);
    expect(showMeetingTab({ ...on, matching: "N" }, "seller", "buyer")).toBe(false);
    expect(showMeetingTab({ ...on, meetingAvailable: "N" }, "seller", "buyer")).toBe(false);
  });
});
