import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ProtectionProfileAes128CmHmacSha1_80, type RtpPacket, SrtpSession } from "werift";
import { type LightPacket, lightHandler, seqDistance } from "./light-receiver";
import { AudioSource, HD_CAMERA, OPUS_PAYLOAD_TYPE, VideoSource, VP8_PAYLOAD_TYPE } from "./synthetic";

/** A sender's and a receiver's SRTP sessions over the same keys, as DTLS gives both ends. */
function sessions() {
  const [k1, s1, k2, s2] = [randomBytes(16), randomBytes(14), randomBytes(16), randomBytes(14)];
  const profile = ProtectionProfileAes128CmHmacSha1_80;
  const sender = new SrtpSession({
    keys: { localMasterKey: k1, localMasterSalt: s1, remoteMasterKey: k2, remoteMasterSalt: s2 },
    profile,
  });
  const receiver = new SrtpSession({
    keys: { localMasterKey: k2, localMasterSalt: s2, remoteMasterKey: k1, remoteMasterSalt: s1 },
    profile,
  });
  return { sender, receiver };
}

const kinds = new Map<number, "audio" | "video">([
  [VP8_PAYLOAD_TYPE, "video"],
  [OPUS_PAYLOAD_TYPE, "audio"],
]);

function videoPackets(frames: number): RtpPacket[] {
  const source = new VideoSource(HD_CAMERA);
  const packets = Array.from({ length: frames }, () => source.nextFrame()).flat();
  for (const p of packets) p.header.ssrc = 0x1111; // Janus gives each stream of a subscriber its own SSRC
  return packets;
}

describe("the benchmark's light receive path", () => {
  it("measures sequence distances across the 16-bit wrap", () => {
    expect(seqDistance(65_530, 4)).toBe(10);
    expect(seqDistance(4, 65_530)).toBe(-10);
    expect(seqDistance(100, 100)).toBe(0);
  });

  it("names every packet that arrived by its source index, decrypting one in eight", () => {
    const { sender, receiver } = sessions();
    const got: LightPacket[] = [];
    const light = lightHandler(receiver, kinds, (p) => got.push(p));
    const video = videoPackets(90);
    const audio = new AudioSource();
    const sent: { kind: string; index: number }[] = [];
    video.forEach((packet, i) => {
      const wire = sender.encrypt(packet.payload, packet.header);
      if (i % 7 === 3) return; // lost on the way
      sent.push({ kind: "video", index: i });
      light.execute(wire);
      if (i % 3 === 0) {
        const voice = audio.nextPacket();
        voice.header.ssrc = 0x2222;
        sent.push({ kind: "audio", index: sent.filter((s) => s.kind === "audio").length });
        light.execute(sender.encrypt(voice.payload, voice.header));
      }
    });
    expect(got.map((p) => ({ kind: p.kind, index: p.index }))).toEqual(sent);
    expect(light.stats).toMatchObject({ packets: sent.length, resyncs: 0, rejected: 0 });
    expect(light.stats.decrypted).toBeLessThan(sent.length / 4);
    expect(got.filter((p) => p.mark).length).toBe(light.stats.decrypted);
  });

  it("counts a change of the sequence offset at the next sample and follows it", () => {
    const { sender, receiver } = sessions();
    const got: LightPacket[] = [];
    const light = lightHandler(receiver, kinds, (p) => got.push(p));
    const video = videoPackets(30);
    video.forEach((packet, i) => {
      if (i >= 40) packet.header.sequenceNumber = (packet.header.sequenceNumber + 1_000) & 0xffff;
      light.execute(sender.encrypt(packet.payload, packet.header));
    });
    expect(light.stats.resyncs).toBe(1);
    // from the first sample after the jump on, the indices are right again
    const firstSample = got.findIndex((p, i) => i >= 40 && p.mark);
    expect(got.slice(firstSample).map((p) => p.index)).toEqual(
      Array.from({ length: video.length - firstSample }, (_, k) => firstSample + k),
    );
  });

  it("drops a sample that fails authentication", () => {
    const { sender, receiver } = sessions();
    const got: LightPacket[] = [];
    const light = lightHandler(receiver, kinds, (p) => got.push(p));
    const [first] = videoPackets(1);
    const wire = sender.encrypt(first?.payload as Buffer, first?.header as RtpPacket["header"]);
    wire[wire.length - 1] = (wire[wire.length - 1] ?? 0) ^ 0xff;
    light.execute(wire);
    expect(got).toEqual([]);
    expect(light.stats.rejected).toBe(1);
  });

  it("leaves DTLS and RTCP alone", () => {
    const { receiver } = sessions();
    const light = lightHandler(receiver, kinds, () => undefined);
    light.execute(Buffer.from([22, 254, 253, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]));
    light.execute(Buffer.from([128, 200, 0, 6, 0, 0, 0, 1, 0, 0, 0, 0]));
    expect(light.stats.packets).toBe(0);
  });
});
