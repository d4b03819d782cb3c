import { describe, expect, it } from "vitest";
import { captionRights } from "./rights";

describe("captionRights", () => {
  it("gives a webinar's presenters and its moderating host the control, not its attendees", () => {
    const room = { eventType: "presentation" } as const;
    expect(captionRights({ ...room, type: "participant", stage: "presenter" })).toEqual({
      controls: true,
      speaks: true,
    });
    // the host moderates with an observer's token (docs/captions.md: the moderating host controls them)
    expect(captionRights({ ...room, type: "observer", stage: "moderator" }).controls).toBe(true);
    // attendees are not captioned: they are never told that what they say is not captioned
    expect(captionRights({ ...room, type: "participant", stage: "none" })).toEqual({
      controls: false,
      speaks: false,
    });
  });

  it("gives a meeting's sides, interpreter and guest the control, not the observing host", () => {
    for (const type of ["participant", "interpreter", "guest"] as const)
      expect(captionRights({ eventType: "meeting", type }).controls, type).toBe(true);
    expect(captionRights({ eventType: "meeting", type: "observer" })).toEqual({
      controls: false,
      speaks: false,
    });
  });

  it("offers nothing in rooms without captions", () => {
    expect(captionRights({ eventType: "direct", type: "guest" }).controls).toBe(false);
    expect(captionRights({ eventType: "test", type: "participant" }).speaks).toBe(false);
  });
});
