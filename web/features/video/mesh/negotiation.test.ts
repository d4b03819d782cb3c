import { describe, expect, it } from "vitest";
import { CandidateQueue, iceRestartNeed, onRemoteDescription, roomState } from "./negotiation";

const ctx = (over: Partial<Parameters<typeof onRemoteDescription>[1]> = {}) => ({
  polite: false,
  makingOffer: false,
  signalingState: "stable" as RTCSignalingState,
  settingRemoteAnswer: false,
  ...over,
});

describe("perfect negotiation", () => {
  it("accepts an offer when stable and any answer", () => {
    expect(onRemoteDescription("offer", ctx())).toBe("accept");
    expect(onRemoteDescription("answer", ctx({ signalingState: "have-local-offer" }))).toBe("accept");
  });

  it("on glare the impolite peer ignores the offer and the polite one rolls back", () => {
    const glare = { signalingState: "have-local-offer" as RTCSignalingState };
    expect(onRemoteDescription("offer", ctx({ ...glare, polite: false }))).toBe("ignore");
    expect(onRemoteDescription("offer", ctx({ ...glare, polite: true }))).toBe("rollback-then-accept");
    // while still creating our offer (state stable) it is a collision too
    expect(onRemoteDescription("offer", ctx({ makingOffer: true }))).toBe("ignore");
    expect(onRemoteDescription("offer", ctx({ makingOffer: true, polite: true }))).toBe("accept");
  });

  it("does not count an offer as glare while our remote answer is being applied", () => {
    const applying = ctx({ signalingState: "have-local-offer", settingRemoteAnswer: true });
    expect(onRemoteDescription("offer", applying)).toBe("accept");
  });
});

describe("candidate queue", () => {
  it("holds candidates until the remote description, then adds them in order", async () => {
    const added: number[] = [];
    const queue = new CandidateQueue<number>(async (c) => {
      added.push(c);
    });
    await queue.push(1, false);
    await queue.push(2, false);
    expect(added).toEqual([]);
    expect(queue.size).toBe(2);
    await queue.flush();
    await queue.push(3, true);
    expect(added).toEqual([1, 2, 3]);
    expect(queue.size).toBe(0);
  });
});

describe("ICE restarts and room states", () => {
  it("restarts a failed link at once and a disconnected one after a grace period", () => {
    expect(iceRestartNeed("failed")).toBe("now");
    expect(iceRestartNeed("disconnected")).toBe("later");
    expect(iceRestartNeed("connected")).toBe("no");
    expect(iceRestartNeed("checking")).toBe("no");
  });

  const base = {
    closed: false,
    joinedOnce: true,
    wasConnected: true,
    signallingDown: false,
    downTooLong: false,
    links: [{ everConnected: true, connected: true }],
  };
  it("reads the spec's states from the parts", () => {
    expect(roomState({ ...base, joinedOnce: false, wasConnected: false, links: [] })).toBe("connecting");
    expect(roomState({ ...base, links: [] })).toBe("connected");
    expect(roomState(base)).toBe("connected");
    expect(roomState({ ...base, signallingDown: true })).toBe("reconnecting");
    expect(roomState({ ...base, signallingDown: true, downTooLong: true })).toBe("disconnected");
    expect(roomState({ ...base, links: [{ everConnected: true, connected: false }] })).toBe("reconnecting");
    expect(roomState({ ...base, closed: true })).toBe("disconnected");
  });

  it("is connecting until the first link is up, and reconnecting when links are rebuilt after a drop", () => {
    const fresh = [{ everConnected: false, connected: false }];
    expect(roomState({ ...base, wasConnected: false, links: fresh })).toBe("connecting");
    expect(roomState({ ...base, wasConnected: true, links: fresh })).toBe("reconnecting");
    // a newcomer whose link is not up yet does not disturb a room that has another link up
    expect(roomState({ ...base, links: [...base.links, ...fresh] })).toBe("connected");
  });
});
