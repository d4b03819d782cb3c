import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { captionAudience, mayReadMeetingTranscript, speaksInRoom, transcriptOwner } from "./captions.policy";
import { modelFiles } from "./stt/sherpa";
import { parseSttChoice } from "./stt/speech-to-text";

describe("captions policy", () => {
  it("lets nobody but speakers control captions: not the observer, not a webinar attendee, not other rooms", () => {
    expect(speaksInRoom({ role: "observer", eventType: "meeting" })).toBe(false);
    expect(speaksInRoom({ role: "participant", eventType: "presentation", stage: "none" })).toBe(false);
    expect(speaksInRoom({ role: "participant", eventType: "direct" })).toBe(false);
    expect(speaksInRoom({ role: "participant", eventType: "test" })).toBe(false);
    for (const role of ["participant", "interpreter", "guest"] as const)
      expect(speaksInRoom({ role, eventType: "meeting" })).toBe(true);
    expect(speaksInRoom({ role: "participant", eventType: "presentation", stage: "presenter" })).toBe(true);
    expect(speaksInRoom({ role: "observer", eventType: "presentation", stage: "moderator" })).toBe(true);
  });

  it("keeps lines with the room's own meeting or webinar only", () => {
    const base = { meetingId: null, webinarId: null };
    expect(transcriptOwner({ ...base, room: "meeting:3", eventType: "meeting", meetingId: 3 })).toEqual({
      meetingId: 3,
      webinarId: null,
    });
    expect(
      transcriptOwner({ ...base, room: "meeting:4", eventType: "meeting", meetingId: 3 }),
    ).toBeUndefined();
    expect(transcriptOwner({ ...base, room: "webinar:7", eventType: "presentation", webinarId: 7 })).toEqual({
      meetingId: null,
      webinarId: 7,
    });
    expect(transcriptOwner({ ...base, room: "direct:1:1", eventType: "direct" })).toBeUndefined();
  });

  it("lets the meeting's sides, interpreter and host read its transcript, nobody else", () => {
    expect(mayReadMeetingTranscript({ sides: [], interpreter: false, manager: false })).toBe(false);
    expect(mayReadMeetingTranscript({ sides: [4], interpreter: false, manager: false })).toBe(true);
    expect(mayReadMeetingTranscript({ sides: [], interpreter: true, manager: false })).toBe(true);
    expect(mayReadMeetingTranscript({ sides: [], interpreter: false, manager: true })).toBe(true);
  });
});

describe("speech-to-text configuration", () => {
  it("reads CAPTIONS_STT", () => {
    expect(parseSttChoice(undefined)).toBe("off");
    expect(parseSttChoice(" Sherpa ")).toBe("sherpa");
    expect(() => parseSttChoice("whisper")).toThrow(/CAPTIONS_STT/);
  });

  it("finds a language's model files, the int8 ones first, and nothing when one is missing", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "captions-model-"));
    try {
      const ko = path.join(dir, "ko-KR");
      mkdirSync(ko);
      for (const name of [
        "encoder-epoch-99-avg-1.onnx",
        "encoder-epoch-99-avg-1.int8.onnx",
        "decoder-epoch-99-avg-1.onnx",
        "joiner-epoch-99-avg-1.int8.onnx",
        "tokens.txt",
      ])
        writeFileSync(path.join(ko, name), "");
      expect(modelFiles(dir, "ko-KR")).toEqual({
        encoder: path.join(ko, "encoder-epoch-99-avg-1.int8.onnx"),
        decoder: path.join(ko, "decoder-epoch-99-avg-1.onnx"),
        joiner: path.join(ko, "joiner-epoch-99-avg-1.int8.onnx"),
        tokens: path.join(ko, "tokens.txt"),
      });
      expect(modelFiles(dir, "en-US")).toBeUndefined();
      rmSync(path.join(ko, "tokens.txt"));
      expect(modelFiles(dir, "ko-KR")).toBeUndefined();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("who hears a room's captions", () => {
  it("is the video room, and for a webinar also its presentation room", () => {
    expect(captionAudience("meeting:3")).toEqual(["video:meeting:3"]);
    expect(captionAudience("webinar:7")).toEqual(["video:webinar:7", "pres:webinar:7"]);
  });
});
