import { backgroundEngine } from "../../../web/features/video/effects/background";
import { DeviceMedia } from "../../../web/features/video/media/local-media";
import { MeetingRoom } from "../../../web/features/video/mesh/meeting-room";
import { restartConnection } from "../../../web/lib/realtime";

/**
 * The browser check's page (served by Vite from e2e/video-media only, never part of the app's build): drives
 * the media layer exactly as the call screens do, through MeetingRoom and DeviceMedia, and reports what the
 * run script asserts (states, bytes from getStats, the first remote frame).
 */

interface Bytes {
  inAudio: number;
  inVideo: number;
  /** Of inVideo, what came on the screen-share transceiver (mid 2). */
  inScreen: number;
  outAudio: number;
  outVideo: number;
}

const started = performance.now();
const states: { state: string; at: number }[] = [];
const firstFrame = new Map<string, number>();
let room: MeetingRoom | undefined;
let media: DeviceMedia | undefined;
let joinedAt = 0;
const attached = new Map<string, HTMLVideoElement>();
const heard: { event: string; detail: string }[] = [];

function attach(peerId: string, stream: MediaStream): void {
  if (attached.get(peerId)?.srcObject === stream) return;
  const video = attached.get(peerId) ?? document.createElement("video");
  video.muted = true;
  video.autoplay = true;
  video.playsInline = true;
  video.width = 160;
  video.srcObject = stream;
  attached.set(peerId, video);
  document.getElementById("videos")?.appendChild(video);
  void video.play().catch(() => undefined);
  video.requestVideoFrameCallback(() => {
    if (!firstFrame.has(peerId)) firstFrame.set(peerId, performance.now() - joinedAt);
  });
}

async function bytesByPeer(): Promise<Record<string, Bytes>> {
  const out: Record<string, Bytes> = {};
  for (const [peerId, report] of (await room?.stats()) ?? new Map()) {
    const b: Bytes = { inAudio: 0, inVideo: 0, inScreen: 0, outAudio: 0, outVideo: 0 };
    type Stat = RTCStats & { kind?: string; mid?: string; bytesReceived?: number; bytesSent?: number };
    report.forEach((stat: Stat) => {
      if (stat.type === "inbound-rtp") {
        b[stat.kind === "audio" ? "inAudio" : "inVideo"] += stat.bytesReceived ?? 0;
        if (stat.mid === "2") b.inScreen += stat.bytesReceived ?? 0;
      }
      if (stat.type === "outbound-rtp")
        b[stat.kind === "audio" ? "outAudio" : "outVideo"] += stat.bytesSent ?? 0;
    });
    out[peerId] = b;
  }
  return out;
}

const harness = {
  async join(token: string, receiveOnly: boolean) {
    media = new DeviceMedia(receiveOnly, backgroundEngine(40).effect);
    await media.start();
    room = new MeetingRoom();
    room.on("connection", (state) => states.push({ state, at: Math.round(performance.now() - started) }));
    room.on("reaction", (from, reaction) => heard.push({ event: "reaction", detail: `${from}:${reaction}` }));
    room.on("ended", (byName) => heard.push({ event: "ended", detail: byName }));
    room.on("refused", (reason) => heard.push({ event: "refused", detail: reason }));
    room.on("participants", () => {
      for (const p of room?.participants() ?? []) if (p.stream) attach(p.peerId, p.stream);
    });
    joinedAt = performance.now();
    // a peer id names one connection, which may come again on the next join: each join measures anew
    firstFrame.clear();
    const result = await room.join({ token, local: media.stream, audio: true, video: true });
    return {
      self: result.self,
      tracks: media.stream.getTracks().map((t) => t.kind),
      problems: media.problems,
    };
  },
  connection: () => room?.connection(),
  heard: () => heard,
  /** Voice Focus switched during the call: the microphone is opened again and the room sends the new track. */
  async voiceFocus(on: boolean) {
    const before = media?.stream.getAudioTracks()[0];
    await media?.setVoiceFocus(on);
    const after = media?.stream.getAudioTracks()[0];
    return {
      replaced: Boolean(before && after && before !== after),
      oldEnded: before?.readyState === "ended",
      noiseSuppression: after?.getSettings().noiseSuppression,
    };
  },
  react: (reaction: string) => room?.react(reaction),
  endForAll: () => room?.endForAll(),
  states: () => states,
  participants: () =>
    (room?.participants() ?? []).map((p) => ({
      peerId: p.peerId,
      role: p.role,
      name: p.name,
      linked: p.linked,
      tracks: p.stream?.getTracks().length ?? 0,
    })),
  firstFrames: () => Object.fromEntries(firstFrame),
  bytes: bytesByPeer,
  senderCaps: () => room?.senderCaps() ?? [],
  /** Per link: the local and remote candidate types of the pair in use (relay when through TURN). */
  async candidateTypes() {
    const out: Record<string, string> = {};
    for (const [peerId, report] of (await room?.stats()) ?? new Map()) {
      const byId = new Map<string, RTCStats & Record<string, unknown>>();
      report.forEach((stat: RTCStats & Record<string, unknown>) => {
        byId.set(stat.id, stat);
      });
      let pairId: unknown;
      for (const stat of byId.values()) if (stat.type === "transport") pairId = stat.selectedCandidatePairId;
      const pair = byId.get(String(pairId));
      const local = byId.get(String(pair?.localCandidateId));
      const remote = byId.get(String(pair?.remoteCandidateId));
      out[peerId] = `${local?.candidateType ?? "?"}/${remote?.candidateType ?? "?"}`;
    }
    return out;
  },
  restartIce: () => room?.restartIce(),
  reconnectSocket: () => restartConnection(),
  leave: () => room?.leave(),
  async effects() {
    const engine = backgroundEngine(40);
    const t0 = performance.now();
    const available = await engine.available();
    return { available, probeMs: Math.round(performance.now() - t0), probe: engine.probeResult() };
  },
  /**
   * Runs the blur on a second camera as if the probe had passed (the session's verdict says "ok"), and reports
   * the track sent while it runs and after the watch dropped it. The CPU setting 1 (0.4 ms a frame) makes every
   * device fall behind, a fast one too. (Here a frame takes about 0.8 s: the watch once waited for 24 of them, 20 s,
   * and the check's 20 s ran out first; it now decides after a second of frames.)
   */
  async forcedEffect() {
    sessionStorage.setItem("bizmeet.video.effects", "ok");
    const forced = new DeviceMedia(false, backgroundEngine(1).effect);
    await forced.start();
    const rawLabel = forced.stream.getVideoTracks()[0]?.label ?? "";
    await forced.setBackground("blur");
    const running = {
      active: forced.effectActive,
      canvas: forced.stream.getVideoTracks()[0] instanceof CanvasCaptureMediaStreamTrack,
    };
    const t0 = performance.now();
    while (!forced.effectDropped && performance.now() - t0 < 20_000)
      await new Promise((r) => setTimeout(r, 250));
    const after = {
      dropped: forced.effectDropped,
      droppedAfterMs: Math.round(performance.now() - t0),
      label: forced.stream.getVideoTracks()[0]?.label ?? "",
      live: forced.stream.getVideoTracks()[0]?.readyState,
      verdict: sessionStorage.getItem("bizmeet.video.effects"),
    };
    forced.stop();
    return { rawLabel, running, after };
  },
  /** Shares a drawn canvas as the screen (headless Chromium has no screen picker). */
  async share() {
    const canvas = document.createElement("canvas");
    canvas.width = 1280;
    canvas.height = 720;
    const ctx = canvas.getContext("2d");
    let n = 0;
    const timer = setInterval(() => {
      if (!ctx) return;
      n += 7;
      ctx.fillStyle = `hsl(${n % 360}, 60%, 50%)`;
      ctx.fillRect(0, 0, 1280, 720);
    }, 100);
    const stream = canvas.captureStream(10);
    stream.getVideoTracks()[0]?.addEventListener("ended", () => clearInterval(timer));
    await room?.shareScreen(stream);
  },
  stopSharing: () => room?.stopSharing(),
  screens: () =>
    (room?.participants() ?? [])
      .filter((p) => p.screen)
      .map((p) => ({ peerId: p.peerId, tracks: p.screen?.getTracks().length })),
  async shareError() {
    const canvas = document.createElement("canvas");
    return room
      ?.shareScreen(canvas.captureStream(1))
      .then(() => "")
      .catch((e: Error) => e.message);
  },
};

(window as unknown as { harness: typeof harness }).harness = harness;
document.body.dataset.ready = "1";
