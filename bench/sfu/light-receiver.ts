import { type RTCPeerConnection, RtpPacket } from "werift";
import { type Mark, readMark } from "./synthetic";

/**
 * A cheaper receive path for the benchmark's viewers, so that one load generator on the machine can hold a few
 * hundred of them. werift handles every packet in JavaScript: an event per layer, SRTP decryption with a new
 * cipher per packet, parsing, NACK bookkeeping (about 60 µs a packet here). The benchmark needs only which
 * packets arrived and, for a sample, how long after they were sent.
 *
 * Once the peer connection is up (ICE, DTLS and the SRTP keys done by werift, as before), this replaces
 * werift's SRTP handler on the ICE connection with one that reads the RTP header, which SRTP leaves in clear:
 * the SSRC, the payload type (audio or video) and the sequence number. Janus rewrites a subscriber's sequence
 * numbers by a constant offset while the publisher does not change, so a packet's index in its stream (the
 * synthetic source's stamp, inside the encrypted payload) is the index of the last decrypted packet of the
 * same SSRC plus the sequence distance. Packets are decrypted and authenticated in full (werift's SRTP
 * session, the keys of this connection) when their SSRC has no known offset yet and one in `sampleEvery`
 * after that: these give the latency samples and check the offset; a sample whose index differs from the
 * prediction counts as a `resync` (expected 0) and resets the offset.
 *
 * Nothing is sent back: no receiver reports and no NACKs, so Janus retransmits nothing and the loss counted
 * is the raw loss of the forwarding path (werift's full path asks Janus to resend what it missed).
 */

export interface LightPacket {
  kind: "audio" | "video";
  bytes: number;
  index: number;
  /** Present on decrypted samples only. */
  mark?: Mark;
  receivedNs: bigint;
}

export interface LightStats {
  packets: number;
  decrypted: number;
  resyncs: number;
  /** Packets whose authentication failed (never expected: the same keys as werift's). */
  rejected: number;
}

interface Stream {
  kind: "audio" | "video";
  baseIndex: number;
  baseSeq: number;
}

type DataHandler = { execute: (data: Buffer) => void };

/** The signed distance from sequence number `from` to `to`, modulo 2^16. */
export function seqDistance(from: number, to: number): number {
  return ((to - from + 0x8000) & 0xffff) - 0x8000;
}

function payloadKinds(pc: RTCPeerConnection): Map<number, "audio" | "video"> {
  const kinds = new Map<number, "audio" | "video">();
  for (const transceiver of pc.getTransceivers()) {
    const kind = transceiver.kind === "audio" ? "audio" : "video";
    for (const codec of transceiver.codecs) kinds.set(codec.payloadType, kind);
  }
  return kinds;
}

/** What the light path needs of werift's SRTP session: decrypt and authenticate one packet. */
export interface SrtpDecrypter {
  decrypt(data: Buffer): Buffer;
}

/**
 * The light path's handler of every datagram of the ICE connection (DTLS and RTCP are left alone): answers it
 * with its counters. `kinds` maps payload types to audio or video.
 */
export function lightHandler(
  srtp: SrtpDecrypter,
  kinds: Map<number, "audio" | "video">,
  onPacket: (packet: LightPacket) => void,
  sampleEvery = 8,
): { execute: (data: Buffer) => void; stats: LightStats } {
  const streams = new Map<number, Stream>();
  const stats: LightStats = { packets: 0, decrypted: 0, resyncs: 0, rejected: 0 };

  const decryptSample = (
    data: Buffer,
    ssrc: number,
    seq: number,
    kind: "audio" | "video",
    known?: Stream,
  ) => {
    let mark: Mark | undefined;
    try {
      mark = readMark(RtpPacket.deSerialize(srtp.decrypt(data)).payload);
    } catch {
      stats.rejected++;
      return;
    }
    if (!mark) return;
    stats.decrypted++;
    if (known && known.baseIndex + seqDistance(known.baseSeq, seq) !== mark.index) stats.resyncs++;
    streams.set(ssrc, { kind, baseIndex: mark.index, baseSeq: seq });
    onPacket({ kind, bytes: data.length, index: mark.index, mark, receivedNs: process.hrtime.bigint() });
  };

  const execute = (data: Buffer) => {
    const first = data[0] ?? 0;
    if (first < 128 || first > 191 || data.length < 12) return; // not RTP/RTCP: DTLS, left to werift
    const type = data[1] ?? 0;
    if (type >= 192 && type <= 223) return; // RTCP: the sender's reports, not needed here
    stats.packets++;
    const kind = kinds.get(type & 0x7f);
    if (!kind) return;
    const seq = data.readUInt16BE(2);
    const ssrc = data.readUInt32BE(8);
    const known = streams.get(ssrc);
    if (!known || seq % sampleEvery === 0) {
      decryptSample(data, ssrc, seq, kind, known);
      return;
    }
    const index = known.baseIndex + seqDistance(known.baseSeq, seq);
    onPacket({ kind, bytes: data.length, index, receivedNs: process.hrtime.bigint() });
  };
  return { execute, stats };
}

/**
 * Switches a connected subscriber `pc` to the light path; answers its counters. Throws when werift's SRTP
 * handler cannot be found exactly once (a werift change): the benchmark must not count silently wrong.
 */
export function receiveLight(
  pc: RTCPeerConnection,
  onPacket: (packet: LightPacket) => void,
  sampleEvery = 8,
): LightStats {
  const dtls = pc.getTransceivers()[0]?.dtlsTransport;
  if (!dtls?.srtp) throw new Error("light receiver: the DTLS transport has no SRTP session yet");
  const onData = dtls.iceTransport.connection.onData as unknown as { event: { stack: DataHandler[] } };
  const handlers = onData.event.stack.filter((h) => String(h.execute).includes("srtp.decrypt"));
  if (handlers.length !== 1) throw new Error(`light receiver: ${handlers.length} SRTP handlers, expected 1`);
  const light = lightHandler(dtls.srtp, payloadKinds(pc), onPacket, sampleEvery);
  const [srtpHandler] = handlers;
  onData.event.stack = onData.event.stack.map((h) =>
    h === srtpHandler ? { ...h, execute: light.execute } : h,
  );
  return light.stats;
}
