import { randomBytes } from "node:crypto";
import { RtpHeader, RtpPacket } from "werift";

/**
 * Synthetic media for the SFU tests and benchmark: RTP packets shaped like a 720p VP8 camera (a key frame
 * every two seconds, delta frames between, about 1.2 Mbit/s at 30 fps, packets under 1,200 bytes) and like
 * Opus voice (20 ms packets). Janus only reads the VP8 payload descriptor and key-frame header, never the
 * rest, so each packet carries at its end a mark the receivers read: the packet's index in its stream and
 * the monotonic clock when it was sent (the same clock in every process of the machine).
 */

export const VP8_PAYLOAD_TYPE = 96;
export const OPUS_PAYLOAD_TYPE = 111;

const MAGIC = 0x425a4d54; // "BZMT"
const TRAILER = 16;
const MAX_PAYLOAD = 1_150;

export interface Mark {
  index: number;
  sentNs: bigint;
}

/** The mark at the end of a payload sent by `VideoSource` or `AudioSource`, if it carries one. */
export function readMark(payload: Buffer): Mark | undefined {
  if (payload.length < TRAILER) return undefined;
  const at = payload.length - TRAILER;
  if (payload.readUInt32BE(at) !== MAGIC) return undefined;
  return { index: payload.readUInt32BE(at + 4), sentNs: payload.readBigUInt64BE(at + 8) };
}

function stamp(payload: Buffer, index: number): void {
  const at = payload.length - TRAILER;
  payload.writeUInt32BE(MAGIC, at);
  payload.writeUInt32BE(index >>> 0, at + 4);
  payload.writeBigUInt64BE(process.hrtime.bigint(), at + 8);
}

export interface VideoShape {
  fps: number;
  bitsPerSecond: number;
  /** Frames between key frames. */
  keyInterval: number;
  width: number;
  height: number;
}

export const HD_CAMERA: VideoShape = {
  fps: 30,
  bitsPerSecond: 1_200_000,
  keyInterval: 60,
  width: 1280,
  height: 720,
};

/** One frame after another, packetised as VP8 over RTP (RFC 7741: one-byte descriptor, S bit on the first). */
export class VideoSource {
  private frame = 0;
  private seq = randomBytes(2).readUInt16BE();
  private timestamp = randomBytes(4).readUInt32BE();
  /** Packets made so far: the next packet's index. */
  index = 0;
  private readonly filler = randomBytes(64 * 1024);

  constructor(readonly shape: VideoShape = HD_CAMERA) {}

  /** Key frames are six times the size of a delta frame, and the average stays at the bitrate. */
  private frameBytes(key: boolean): number {
    const perFrame = this.shape.bitsPerSecond / 8 / this.shape.fps;
    const delta = (perFrame * this.shape.keyInterval) / (this.shape.keyInterval + 5);
    return Math.round(key ? delta * 6 : delta);
  }

  /** The packets of the next frame, stamped now. */
  nextFrame(): RtpPacket[] {
    const key = this.frame % this.shape.keyInterval === 0;
    const total = this.frameBytes(key);
    const count = Math.ceil(total / (MAX_PAYLOAD - TRAILER - 1));
    const size = Math.ceil(total / count);
    const packets: RtpPacket[] = [];
    for (let i = 0; i < count; i++) {
      const payload = Buffer.alloc(1 + size + TRAILER);
      this.filler.copy(payload, 1, (this.index * 131) % (this.filler.length - size), size);
      payload[0] = i === 0 ? 0x10 : 0x00;
      if (i === 0) this.frameHeader(payload, key);
      stamp(payload, this.index++);
      const header = new RtpHeader({
        payloadType: VP8_PAYLOAD_TYPE,
        sequenceNumber: this.seq,
        timestamp: this.timestamp >>> 0,
        marker: i === count - 1,
      });
      this.seq = (this.seq + 1) & 0xffff;
      packets.push(new RtpPacket(header, payload));
    }
    this.frame++;
    this.timestamp = (this.timestamp + 90_000 / this.shape.fps) >>> 0;
    return packets;
  }

  /** The VP8 frame tag (key frame bit, shown) and, for a key frame, the start code and the dimensions. */
  private frameHeader(payload: Buffer, key: boolean): void {
    payload[1] = key ? 0x10 : 0x11;
    payload[2] = 0;
    payload[3] = 0;
    if (!key) return;
    payload[4] = 0x9d;
    payload[5] = 0x01;
    payload[6] = 0x2a;
    payload.writeUInt16LE(this.shape.width, 7);
    payload.writeUInt16LE(this.shape.height, 9);
  }
}

/** Opus-like voice: one 20 ms packet of 160 bytes (64 kbit/s). */
export class AudioSource {
  private seq = randomBytes(2).readUInt16BE();
  private timestamp = randomBytes(4).readUInt32BE();
  index = 0;

  nextPacket(): RtpPacket {
    const payload = randomBytes(160);
    payload[0] = 0x78; // TOC: SILK wideband 20 ms, mono, one frame
    stamp(payload, this.index++);
    const header = new RtpHeader({
      payloadType: OPUS_PAYLOAD_TYPE,
      sequenceNumber: this.seq,
      timestamp: this.timestamp >>> 0,
      marker: false,
    });
    this.seq = (this.seq + 1) & 0xffff;
    this.timestamp = (this.timestamp + 960) >>> 0;
    return new RtpPacket(header, payload);
  }
}

/**
 * Calls `tick` every `periodMs` on average without drifting (each wake-up aims at its own slot, late
 * wake-ups do not push the following ones); answers a function that stops it.
 */
export function paced(periodMs: number, tick: () => void): () => void {
  const start = performance.now();
  let n = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const loop = () => {
    if (stopped) return;
    tick();
    n++;
    timer = setTimeout(loop, Math.max(0, start + n * periodMs - performance.now()));
  };
  loop();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}
