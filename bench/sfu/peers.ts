import { MediaStreamTrack, useOPUS as opusCodec, RTCPeerConnection, useVP8 as vp8Codec } from "werift";
import type { JanusHandle, JanusMessage, JanusSession, Jsep } from "../../server/janus/janus-client";
import type { JanusStream } from "../../server/janus/videoroom";
import { type LightStats, receiveLight } from "./light-receiver";
import {
  AudioSource,
  HD_CAMERA,
  type Mark,
  OPUS_PAYLOAD_TYPE,
  paced,
  readMark,
  type VideoShape,
  VideoSource,
  VP8_PAYLOAD_TYPE,
} from "./synthetic";

/**
 * WebRTC peers in Node (werift) that speak to Janus's VideoRoom as a browser would: a publisher that sends
 * RTP the caller writes (a synthetic camera and microphone), and a subscriber that receives a feed and
 * hands each RTP packet to the caller. Used by the Janus integration tests and by `npm run bench:sfu`.
 */

const codecs = {
  audio: [opusCodec({ payloadType: OPUS_PAYLOAD_TYPE })],
  video: [vp8Codec({ payloadType: VP8_PAYLOAD_TYPE })],
};

/** Janus may send its candidates before or after its SDP: hand them to the peer connection either way. */
function relayCandidates(handle: JanusHandle, pc: RTCPeerConnection): () => void {
  return handle.on((message: JanusMessage) => {
    if (message.janus !== "trickle") return;
    const candidate = message.candidate as {
      candidate?: string;
      sdpMid?: string;
      sdpMLineIndex?: number;
      completed?: boolean;
    };
    if (candidate.completed || !candidate.candidate) return;
    pc.addIceCandidate({
      candidate: candidate.candidate,
      sdpMid: candidate.sdpMid,
      sdpMLineIndex: candidate.sdpMLineIndex,
    }).catch(() => undefined);
  });
}

/** The SDP after gathering (werift's setLocalDescription waits for its host candidates): no trickle needed. */
function localJsep(pc: RTCPeerConnection): Jsep {
  const description = pc.localDescription;
  if (!description) throw new Error("no local description");
  return { type: description.type as Jsep["type"], sdp: description.sdp };
}

/** Resolves when Janus says the handle's PeerConnection is up (only then does a publisher count as started). */
function webrtcUp(handle: JanusHandle, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      off();
      reject(new Error(`janus did not report webrtcup within ${timeoutMs} ms`));
    }, timeoutMs);
    const off = handle.on((message) => {
      if (message.janus !== "webrtcup") return;
      clearTimeout(timer);
      off();
      resolve();
    });
  });
}

function connected(pc: RTCPeerConnection, timeoutMs: number): Promise<void> {
  if (pc.connectionState === "connected") return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      sub.unSubscribe();
      reject(new Error(`peer connection not connected within ${timeoutMs} ms (${pc.connectionState})`));
    }, timeoutMs);
    const sub = pc.connectionStateChange.subscribe((state) => {
      if (state === "connected") {
        clearTimeout(timer);
        sub.unSubscribe();
        resolve();
      } else if (state === "failed" || state === "closed") {
        clearTimeout(timer);
        sub.unSubscribe();
        reject(new Error(`peer connection ${state}`));
      }
    });
  });
}

export interface Publisher {
  handle: JanusHandle;
  pc: RTCPeerConnection;
  /** The participant id in the room (the feed subscribers ask for). */
  id: number;
  privateId: number;
  /** The streams Janus lists for this publisher (type, mindex, mid, codec). */
  streams: JanusStream[];
  video: MediaStreamTrack;
  audio?: MediaStreamTrack;
  close(): Promise<void>;
}

/** Joins `room` as a publisher with `token`; rejects with Janus's error when the join is refused. */
export async function joinAsPublisher(
  session: JanusSession,
  room: number,
  token: string,
  display: string,
): Promise<{ handle: JanusHandle; id: number; privateId: number; publishers: unknown[] }> {
  const handle = await session.attach();
  try {
    const joined = await handle.message({ request: "join", ptype: "publisher", room, display, token });
    return {
      handle,
      id: Number(joined.data.id),
      privateId: Number(joined.data.private_id),
      publishers: (joined.data.publishers as unknown[]) ?? [],
    };
  } catch (error) {
    await handle.detach();
    throw error;
  }
}

/** Joins and publishes video (and audio unless `audio` is false); media flows once `pc` is connected. */
export async function publish(
  session: JanusSession,
  room: number,
  token: string,
  options: { display?: string; audio?: boolean; timeoutMs?: number } = {},
): Promise<Publisher> {
  const { handle, id, privateId } = await joinAsPublisher(
    session,
    room,
    token,
    options.display ?? "presenter",
  );
  const pc = new RTCPeerConnection({ codecs });
  const stopRelay = relayCandidates(handle, pc);
  const audio = options.audio === false ? undefined : new MediaStreamTrack({ kind: "audio" });
  if (audio) pc.addTransceiver(audio, { direction: "sendonly" });
  const video = new MediaStreamTrack({ kind: "video" });
  pc.addTransceiver(video, { direction: "sendonly" });
  await pc.setLocalDescription(await pc.createOffer());
  const up = webrtcUp(handle, options.timeoutMs ?? 10_000);
  const answer = await handle.message({ request: "publish" }, localJsep(pc));
  // every candidate was in the offer: without this Janus keeps waiting for more ("trickle pending")
  handle.trickle(null);
  if (!answer.jsep) throw new Error("janus answered the publish without SDP");
  await pc.setRemoteDescription(answer.jsep);
  await Promise.all([connected(pc, options.timeoutMs ?? 10_000), up]);
  const streams = ((answer.data.streams as Record<string, unknown>[] | undefined) ?? []).map((s) => ({
    type: s.type as JanusStream["type"],
    mid: String(s.mid),
    mindex: Number(s.mindex),
    codec: s.codec as string | undefined,
  }));
  return {
    handle,
    pc,
    id,
    privateId,
    streams,
    video,
    audio,
    async close() {
      stopRelay();
      await handle.detach();
      await pc.close();
    },
  };
}

export interface ReceivedPacket {
  kind: "audio" | "video";
  /** The payload's size (on the light path, the whole SRTP packet's). */
  bytes: number;
  /** The packet's index in its stream (the mark's, or derived from the sequence number on the light path). */
  index?: number;
  /** The source's stamp; on the light path, on decrypted samples only. */
  mark?: Mark;
  receivedNs: bigint;
}

export interface Subscriber {
  handle: JanusHandle;
  pc: RTCPeerConnection;
  /** The light path's counters (`receive: "light"`). */
  light?: LightStats;
  close(): Promise<void>;
}

/**
 * Subscribes to `feed` in `room` (Janus offers, the peer answers, `start`) on behalf of the participant whose
 * `privateId` it names (Janus 1.1 checks tokens on participants' joins only; rooms that require a private id
 * refuse a subscription without a present participant's); every RTP packet received reaches `onPacket` with
 * the mark the synthetic sources put in it. Rejects when Janus refuses.
 */
export async function subscribe(
  session: JanusSession,
  room: number,
  privateId: number | undefined,
  feed: number,
  onPacket: (packet: ReceivedPacket) => void,
  options: { timeoutMs?: number; receive?: "werift" | "light" } = {},
): Promise<Subscriber> {
  const handle = await session.attach();
  let light: LightStats | undefined;
  const pc = new RTCPeerConnection({ codecs });
  const stopRelay = relayCandidates(handle, pc);
  try {
    const joined = await handle.message({
      request: "join",
      ptype: "subscriber",
      room,
      streams: [{ feed }],
      ...(privateId ? { private_id: privateId } : {}),
    });
    if (!joined.jsep) throw new Error("janus answered the subscription without an offer");
    pc.onTrack.subscribe((track) => {
      const kind = track.kind === "audio" ? "audio" : "video";
      track.onReceiveRtp.subscribe((rtp) => {
        const mark = readMark(rtp.payload);
        onPacket({
          kind,
          bytes: rtp.payload.length,
          index: mark?.index,
          mark,
          receivedNs: process.hrtime.bigint(),
        });
      });
    });
    await pc.setRemoteDescription(joined.jsep);
    await pc.setLocalDescription(await pc.createAnswer());
    await handle.message({ request: "start" }, localJsep(pc));
    handle.trickle(null);
    await connected(pc, options.timeoutMs ?? 10_000);
    if (options.receive === "light") light = receiveLight(pc, onPacket);
  } catch (error) {
    stopRelay();
    await handle.detach();
    await pc.close();
    throw error;
  }
  return {
    handle,
    pc,
    light,
    async close() {
      stopRelay();
      await handle.detach();
      await pc.close();
    },
  };
}

/** Starts the synthetic camera (and microphone) on a publisher; answers the sources (their counters) and a stop. */
export function startSending(
  publisher: Publisher,
  shape: VideoShape = HD_CAMERA,
): { video: VideoSource; audio: AudioSource; stop: () => void } {
  const video = new VideoSource(shape);
  const audio = new AudioSource();
  const stopVideo = paced(1000 / shape.fps, () => {
    for (const packet of video.nextFrame()) publisher.video.writeRtp(packet);
  });
  const stopAudio = publisher.audio
    ? paced(20, () => publisher.audio?.writeRtp(audio.nextPacket()))
    : () => undefined;
  return {
    video,
    audio,
    stop() {
      stopVideo();
      stopAudio();
    },
  };
}
