import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { REACTION_MS } from "../../../shared/video/protocol";
import { CallController } from "./call-controller";
import { endWarningDelay } from "./end-warning";
import { FakeRoom, fakePeer } from "./fake-room";
import { memoryStore } from "./self-stops";

const stream = {} as MediaStream;
const SEOUL = "Asia/Seoul";

function setup(options: { endsAt?: number | null; storage?: ReturnType<typeof memoryStore> } = {}) {
  const room = new FakeRoom(fakePeer("me", { name: "Me" }), options.endsAt ?? null);
  const storage = options.storage ?? memoryStore();
  const call = new CallController(room, { storage, timeZone: SEOUL });
  return { room, storage, call };
}

describe("CallController", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-11-28T02:00:00Z")); // 11:00 in Seoul
  });
  afterEach(() => vi.useRealTimers());

  it("connects, lists oneself first, and follows arrivals and departures", async () => {
    const { room, call } = setup();
    expect(call.snapshot().connection).toBe("connecting");
    expect(call.snapshot().controlsEnabled).toBe(false);
    await call.join("token", stream);
    expect(call.snapshot().connection).toBe("connected");
    room.arrive(fakePeer("b", { name: "Buyer", applicationId: 2 }));
    expect(call.snapshot().participants.map((p) => p.name)).toEqual(["Me", "Buyer"]);
    room.depart("b");
    expect(call.snapshot().participants.map((p) => p.name)).toEqual(["Me"]);
  });

  it("keeps one tile of oneself whatever the reconnects (the room seats us again under new peer ids)", async () => {
    const { room, call } = setup();
    await call.join("token", stream);
    room.arrive(fakePeer("b", { name: "Buyer", applicationId: 2 }));
    for (const peerId of ["me2", "me3", "me4"]) {
      room.setConnection("reconnecting");
      room.reseat(peerId);
      room.setConnection("connected");
      const { participants, self } = call.snapshot();
      expect(participants.map((p) => p.name)).toEqual(["Me", "Buyer"]);
      // the screen finds its own tile (local video, no sound of its own) by the current peer id
      expect(self?.peerId).toBe(peerId);
      expect(participants[0]!.peerId).toBe(peerId);
    }
  });

  it("disables the controls while reconnecting and ignores them then (13.14)", async () => {
    const { room, call } = setup();
    await call.join("token", stream);
    room.setConnection("reconnecting");
    expect(call.snapshot().controlsEnabled).toBe(false);
    call.setAudio(false);
    call.react("thumbsUp");
    expect(room.calls).not.toContain("audio false");
    expect(room.calls).not.toContain("react thumbsUp");
    room.setConnection("connected");
    expect(call.snapshot().controlsEnabled).toBe(true);
    call.setAudio(false);
    expect(room.calls).toContain("audio false");
    room.setConnection("disconnected");
    expect(call.snapshot().controlsEnabled).toBe(false);
  });

  it("remembers selfAudioStop and selfVideoStop and rejoins muted with video off (13.19)", async () => {
    const first = setup();
    await first.call.join("token", stream);
    first.call.setAudio(false);
    first.call.setVideo(false);
    expect(first.storage.getItem("selfAudioStop")).toBe("true");
    expect(first.storage.getItem("selfVideoStop")).toBe("true");
    await first.call.leave();
    const again = setup({ storage: first.storage });
    await again.call.join("token", stream);
    expect(again.room.joined).toMatchObject({ audio: false, video: false });
    expect(again.call.snapshot()).toMatchObject({ audio: false, video: false });
  });

  it("shows each reaction for REACTION_MS, then removes it (13.46)", async () => {
    const { room, call } = setup();
    await call.join("token", stream);
    room.arrive(fakePeer("b", { name: "Buyer" }));
    call.react("clappingHands");
    room.emit("reaction", "b", "thumbsUp");
    expect(call.snapshot().reactions.map((r) => `${r.name} ${r.reaction}`)).toEqual([
      "Me clappingHands",
      "Buyer thumbsUp",
    ]);
    vi.advanceTimersByTime(REACTION_MS - 1);
    expect(call.snapshot().reactions).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(call.snapshot().reactions).toHaveLength(0);
  });

  it("opens the end warning 180 s before an end of today (13.16)", async () => {
    const endsAt = Date.now() + 190_000;
    const { call } = setup({ endsAt });
    await call.join("token", stream);
    vi.advanceTimersByTime(9_999);
    expect(call.snapshot().endWarning).toBe(false);
    vi.advanceTimersByTime(1);
    expect(call.snapshot().endWarning).toBe(true);
    call.dismissWarning();
    expect(call.snapshot().endWarning).toBe(false);
  });

  it("one share at a time: Share is refused while another shares; featured then (13.18)", async () => {
    const { room, call } = setup();
    await call.join("token", stream);
    room.arrive(fakePeer("b", { name: "Buyer", sharing: true }));
    expect(call.snapshot().sharer?.name).toBe("Buyer");
    const stop = vi.fn();
    const shared = await call.share({ getTracks: () => [{ stop }] } as unknown as MediaStream);
    expect(shared).toBe(false);
    expect(stop).toHaveBeenCalled();
    expect(room.calls).not.toContain("share");
    room.arrive(fakePeer("b", { name: "Buyer", sharing: false }));
    expect(await call.share({ getTracks: () => [] } as unknown as MediaStream)).toBe(true);
    expect(call.snapshot().sharing).toBe(true);
    expect(call.snapshot().sharer).toBeNull();
  });

  it("the end by another attendee stops everything (13.34); leave tells the room (13.35)", async () => {
    const { room, call } = setup({ endsAt: Date.now() + 600_000 });
    await call.join("token", stream);
    room.endByOther("Buyer");
    expect(call.snapshot()).toMatchObject({ ended: { byName: "Buyer" }, controlsEnabled: false });
    expect(room.listenerCount()).toBe(0);
    await call.leave();
    expect(room.calls.at(-1)).toBe("leave");
  });

  it("a refusal (room full) is shown and ends the call", async () => {
    const { room, call } = setup();
    await call.join("token", stream);
    room.refuse("full");
    expect(call.snapshot().refused).toBe("full");
    expect(call.snapshot().connection).toBe("disconnected");
  });
});

describe("endWarningDelay", () => {
  const now = Date.parse("2026-11-28T02:00:00Z"); // 11:00 Seoul
  it("is 180 s before the end", () => {
    expect(endWarningDelay(now + 190_000, now, SEOUL)).toBe(10_000);
  });
  it("is at once inside the last 3 minutes, never after the end", () => {
    expect(endWarningDelay(now + 60_000, now, SEOUL)).toBe(0);
    expect(endWarningDelay(now - 1, now, SEOUL)).toBeNull();
  });
  it("is not shown when the end is another day in the viewer's zone", () => {
    // 14:50 UTC is 23:50 in Seoul; an end at 15:10 UTC is 00:10 the next day there
    const late = Date.parse("2026-11-28T14:50:00Z");
    expect(endWarningDelay(late + 20 * 60_000, late, SEOUL)).toBeNull();
    expect(endWarningDelay(late + 20 * 60_000, late, "UTC")).toBe(17 * 60_000);
  });
});
