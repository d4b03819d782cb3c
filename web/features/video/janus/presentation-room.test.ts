import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { TPresentationPerson } from "../../../../shared/video/presentation";
import { CallController } from "../../video-call/call-controller";
import { memoryStore } from "../../video-call/self-stops";

/** The server as the room sees it over Socket.IO: answers per event, after `delayMs` (the ack's timeout races it). */
const server = vi.hoisted(() => ({
  handlers: new Map<string, (payload: unknown) => void>(),
  answers: new Map<string, (payload: unknown) => unknown>(),
  delayMs: new Map<string, number>(),
  sent: [] as { event: string; payload: unknown }[],
}));

vi.mock("../../../lib/realtime", () => ({
  subscribe: (event: string, handler: (payload: unknown) => void) => {
    server.handlers.set(event, handler);
    return () => server.handlers.delete(event);
  },
  onConnect: () => () => undefined,
  emit: () => true,
  // as socket.io's emitWithAck with a timeout: rejects when the answer comes later than timeoutMs
  request: (event: string, payload: unknown, timeoutMs = 10_000) => {
    server.sent.push({ event, payload });
    const delay = server.delayMs.get(event) ?? 0;
    const answer = () => (server.answers.get(event) ?? (() => ({ ok: true })))(payload);
    if (delay === 0) return Promise.resolve(answer());
    return new Promise((resolve, reject) => {
      const late = setTimeout(() => resolve(answer()), delay);
      setTimeout(() => {
        clearTimeout(late);
        reject(new Error("operation has timed out"));
      }, timeoutMs);
    });
  },
}));

const { PresentationRoom } = await import("./presentation-room");

/** Just enough of a browser's publishing connection for the room's publish path. */
class FakePeerConnection {
  localDescription: { type: string; sdp: string } | null = null;
  connectionState = "new";
  onicecandidate: unknown;
  onconnectionstatechange: unknown;
  private senders: { track: unknown; replaceTrack: (t: unknown) => Promise<void> }[] = [];
  addTransceiver(track: unknown) {
    const sender = {
      track,
      replaceTrack: async (t: unknown) => {
        sender.track = t;
      },
    };
    this.senders.push(sender);
  }
  getSenders() {
    return this.senders;
  }
  async createOffer() {
    return { type: "offer", sdp: "v=0" };
  }
  async setLocalDescription(d: { type: string; sdp: string }) {
    this.localDescription = d;
  }
  async setRemoteDescription() {}
  close() {}
}

function fakeStream() {
  const audio = { kind: "audio", enabled: true };
  const video = { kind: "video", enabled: true };
  const stream = {
    getAudioTracks: () => [audio],
    getVideoTracks: () => [video],
    getTracks: () => [audio, video],
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  };
  return { stream: stream as unknown as MediaStream, audio, video };
}

const ME = "u7";
function me(extra: Partial<TPresentationPerson> = {}): TPresentationPerson {
  return {
    identity: ME,
    name: "Seller",
    company: "Co",
    stage: "none",
    hand: "none",
    audioBlocked: false,
    videoBlocked: false,
    chatBlocked: false,
    online: true,
    feed: 11,
    screenFeed: null,
    ...extra,
  };
}

/** What the server last heard this person sends (pres:media). */
const lastMedia = () =>
  server.sent.filter((s) => s.event === "pres:media").at(-1)?.payload as { audio: boolean } | undefined;

/** The room's decisions about this attendee: the server applies them and tells the room's list. */
let decided = me();
const tell = async (person: TPresentationPerson) => {
  decided = person;
  server.handlers.get("pres:people")?.({ people: [person] });
  await vi.advanceTimersByTimeAsync(0);
};

describe("PresentationRoom: an attendee's microphone", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    server.handlers.clear();
    server.answers.clear();
    server.delayMs.clear();
    server.sent.length = 0;
    decided = me();
    vi.stubGlobal("RTCPeerConnection", FakePeerConnection);
    server.answers.set("pres:join", () => ({
      ok: true,
      self: { identity: ME, name: "Seller", stage: "none", feed: 11 },
      people: [decided],
      messages: [],
      iceServers: [],
      endsAt: Date.now() + 3_600_000,
    }));
    server.answers.set("pres:publish", () => ({ ok: true, jsep: { type: "answer", sdp: "v=0" } }));
    // as the server: a microphone the room has not opened is refused
    server.answers.set("pres:media", (payload) =>
      (payload as { audio: boolean }).audio && !(decided.hand === "accepted" && !decided.audioBlocked)
        ? { ok: false, error: "muted" }
        : { ok: true },
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  async function joined() {
    const room = new PresentationRoom();
    const call = new CallController(room, { storage: memoryStore(), timeZone: "UTC" });
    const { stream, audio } = fakeStream();
    await call.join("token", stream);
    await vi.advanceTimersByTimeAsync(0);
    return { room, call, audio };
  }

  it("is off, and shown off, until a presenter accepts the hand; then it is sent and shown on", async () => {
    const { call, audio } = await joined();
    expect(audio.enabled).toBe(false);
    expect(call.snapshot().audio).toBe(false);
    await tell(me({ hand: "raised" }));
    expect(call.snapshot().audio).toBe(false);
    await tell(me({ hand: "accepted" }));
    expect(audio.enabled).toBe(true);
    expect(lastMedia()?.audio).toBe(true);
    expect(call.snapshot().audio).toBe(true);
  });

  it("comes back when a presenter allows it again after muting it (no toggling needed)", async () => {
    const { call, audio } = await joined();
    await tell(me({ hand: "accepted" }));
    await tell(me({ hand: "accepted", audioBlocked: true }));
    expect(audio.enabled).toBe(false);
    expect(call.snapshot().audio).toBe(false);
    await tell(me({ hand: "accepted", audioBlocked: false }));
    expect(audio.enabled).toBe(true);
    expect(lastMedia()?.audio).toBe(true);
    expect(call.snapshot().audio).toBe(true);
  });

  it("stays off when switched on before the room opened it, and the person is told why", async () => {
    const { room, call, audio } = await joined();
    const notices: string[] = [];
    room.onPresentation("notice", (key) => notices.push(key));
    call.setAudio(false);
    call.setAudio(true);
    expect(audio.enabled).toBe(false);
    expect(call.snapshot().audio).toBe(false);
    expect(room.mic).toBe("notAllowed");
    expect(notices).toEqual(["micNotAllowed"]);
  });

  it("an attendee switched off on stage stays off until they switch it on", async () => {
    const { room, call, audio } = await joined();
    await tell(me({ hand: "accepted" }));
    call.setAudio(false);
    expect(room.mic).toBe("off");
    await tell(me({ hand: "accepted", chatBlocked: true }));
    expect(audio.enabled).toBe(false);
    call.setAudio(true);
    expect(room.mic).toBe("on");
    expect(audio.enabled).toBe(true);
  });
});

describe("PresentationRoom: a presenter's action under a slow server", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    server.answers.clear();
    server.delayMs.clear();
    server.sent.length = 0;
  });
  afterEach(() => vi.useRealTimers());

  it("waits for an answer that takes 15 s instead of failing", async () => {
    const room = new PresentationRoom();
    server.delayMs.set("pres:moderate", 15_000);
    const result = room.moderate("u9", "sendOut");
    await vi.advanceTimersByTimeAsync(16_000);
    await expect(result).resolves.toEqual({ ok: true });
  });

  it("asks again after an unanswered attempt (the action is idempotent) and never rejects", async () => {
    const room = new PresentationRoom();
    let calls = 0;
    server.answers.set("pres:moderate", () => ({ ok: true }));
    server.delayMs.set("pres:moderate", 120_000);
    const result = room.moderate("u9", "mute");
    await vi.advanceTimersByTimeAsync(29_000);
    // the first answer is lost; the second attempt is answered in a second
    server.delayMs.set("pres:moderate", 1_000);
    await vi.advanceTimersByTimeAsync(3_000);
    calls = server.sent.filter((s) => s.event === "pres:moderate").length;
    await expect(result).resolves.toEqual({ ok: true });
    expect(calls).toBe(2);
  });

  it("answers the server's refusal at once, with its key", async () => {
    const room = new PresentationRoom();
    server.answers.set("pres:moderate", () => ({ ok: false, error: "video.notInRoom" }));
    await expect(room.moderate("u9", "mute")).resolves.toEqual({ ok: false, error: "video.notInRoom" });
    expect(server.sent.filter((s) => s.event === "pres:moderate")).toHaveLength(1);
  });
});
