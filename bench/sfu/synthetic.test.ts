import { describe, expect, it } from "vitest";
import { AudioSource, HD_CAMERA, readMark, VideoSource } from "./synthetic";

describe("the synthetic 720p camera and voice", () => {
  it("sends about 1.2 Mbit/s at 30 fps in packets under 1,200 bytes, a key frame every 2 s", () => {
    const source = new VideoSource();
    let bytes = 0;
    const keyFrames: number[] = [];
    for (let frame = 0; frame < HD_CAMERA.keyInterval * 2; frame++) {
      const packets = source.nextFrame();
      const first = packets[0]?.payload as Buffer;
      expect(first[0]).toBe(0x10);
      if ((first[1] as number) % 2 === 0) {
        keyFrames.push(frame);
        expect([...first.subarray(4, 7)]).toEqual([0x9d, 0x01, 0x2a]);
        expect(first.readUInt16LE(7)).toBe(1280);
        expect(first.readUInt16LE(9)).toBe(720);
      }
      expect(packets.map((p) => p.header.marker)).toEqual(packets.map((_, i) => i === packets.length - 1));
      expect(new Set(packets.map((p) => p.header.timestamp)).size).toBe(1);
      for (const p of packets) {
        expect(p.serialize().length).toBeLessThan(1_200);
        bytes += p.payload.length;
      }
    }
    expect(keyFrames).toEqual([0, HD_CAMERA.keyInterval]);
    const bitsPerSecond = (bytes * 8) / 4;
    expect(bitsPerSecond).toBeGreaterThan(1_150_000);
    expect(bitsPerSecond).toBeLessThan(1_300_000);
  });

  it("stamps every packet with its index and the time it was made", () => {
    const video = new VideoSource();
    const audio = new AudioSource();
    const before = process.hrtime.bigint();
    const marks = [...video.nextFrame(), ...video.nextFrame()].map((p) => readMark(p.payload));
    expect(marks.map((m) => m?.index)).toEqual(marks.map((_, i) => i));
    for (const m of marks) expect(m?.sentNs).toBeGreaterThanOrEqual(before);
    expect(readMark(audio.nextPacket().payload)?.index).toBe(0);
    expect(readMark(Buffer.alloc(40))).toBeUndefined();
  });
});
