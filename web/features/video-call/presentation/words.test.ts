import { describe, expect, it } from "vitest";
import { allowedOf, Sending } from "../../video/janus/sending";
import { handBarWords, moderationErrorKey } from "./words";

const person = (hand: "none" | "raised" | "accepted", audioBlocked = false) => ({
  identity: "u1",
  name: "A",
  company: "C",
  stage: "none" as const,
  hand,
  audioBlocked,
  videoBlocked: false,
  chatBlocked: false,
  online: true,
  feed: 1,
  screenFeed: null,
});

describe("an attendee's microphone: state → icon and words", () => {
  it("says one true thing in every state", () => {
    expect(handBarWords("none", "notAllowed")).toEqual({ key: "presentation.micClosed", tone: "note" });
    expect(handBarWords("raised", "notAllowed").key).toBe("presentation.reviewing");
    expect(handBarWords("accepted", "notAllowed").key).toBe("presentation.onStageMuted");
    expect(handBarWords("accepted", "off").key).toBe("presentation.onStage");
    expect(handBarWords("accepted", "on").key).toBe("presentation.onStageHeard");
  });

  it("shows the icon on only when the microphone is heard", () => {
    const tracks = { audio: true, video: true };
    const s = new Sending(
      () => "none",
      { audio: true, video: true },
      () => tracks,
    );
    // switched on at the device step, not opened by the room: off, and said so
    expect([s.mic, s.sends.audio]).toEqual(["notAllowed", false]);
    s.follow(person("raised"));
    expect([s.mic, s.sends.audio]).toEqual(["notAllowed", false]);
    s.follow(person("accepted"));
    expect([s.mic, s.sends.audio]).toEqual(["on", true]);
    s.wish.audio = false;
    expect([s.mic, s.sends.audio]).toEqual(["off", false]);
    s.follow(person("accepted", true));
    expect([s.mic, s.sends.audio]).toEqual(["notAllowed", false]);
    // allowed again: it opens (the presenter's "Allow microphone")
    s.follow(person("accepted", false));
    expect([s.mic, s.sends.audio]).toEqual(["on", true]);
    s.refuseAudio();
    expect([s.mic, s.sends.audio]).toEqual(["notAllowed", false]);
  });

  it("has nothing to send without a microphone, whatever the room allows", () => {
    const s = new Sending(
      () => "none",
      { audio: true, video: true },
      () => ({ audio: false, video: true }),
    );
    s.follow(person("accepted"));
    expect([s.mic, s.sends.audio]).toEqual(["off", false]);
  });

  it("lets presenters and the host send what they switch on", () => {
    expect(allowedOf("presenter", undefined)).toEqual({ audio: true, video: true });
    expect(allowedOf("none", undefined)).toEqual({ audio: false, video: true });
  });

  it("words a refused or unanswered action", () => {
    expect(moderationErrorKey("noAnswer", false)).toBe("presentation.actionNoAnswer");
    expect(moderationErrorKey("video.notInRoom", true)).toBe("video.notInRoom");
    expect(moderationErrorKey("forbidden", false)).toBe("presentation.actionFailed");
  });
});
