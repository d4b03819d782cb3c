import { describe, expect, it } from "vitest";
import { bytesToPcm16, CHUNK_SAMPLES, floatToPcm16, PcmChunker, pcm16ToBytes, pcm16ToFloat } from "./pcm";

const frames = (total: number, size: number, value: (i: number) => number) => {
  const out: Float32Array[] = [];
  for (let start = 0; start < total; start += size)
    out.push(Float32Array.from({ length: Math.min(size, total - start) }, (_, i) => value(start + i)));
  return out;
};

describe("PCM for the server's speech-to-text", () => {
  it("converts Float32 to 16-bit and back, clipping out-of-range samples", () => {
    expect(Array.from(floatToPcm16(Float32Array.from([0, 1, -1, 0.5, 2, -3])))).toEqual([
      0, 32767, -32768, 16384, 32767, -32768,
    ]);
    const back = pcm16ToFloat(Int16Array.from([0, -32768, 16384]));
    expect(Array.from(back)).toEqual([0, -1, 0.5]);
  });

  it("writes little-endian bytes whatever the machine, and reads them back", () => {
    const bytes = pcm16ToBytes(Int16Array.from([1, -2, 0x1234]));
    expect(Array.from(bytes)).toEqual([1, 0, 0xfe, 0xff, 0x34, 0x12]);
    expect(Array.from(bytesToPcm16(bytes))).toEqual([1, -2, 0x1234]);
    // an odd trailing byte is dropped; a view into a larger buffer is read at its offset
    expect(Array.from(bytesToPcm16(bytes.subarray(2, 5)))).toEqual([-2]);
  });

  it("cuts 16 kHz frames of 128 samples into chunks of 100 ms without losing a sample", () => {
    const chunker = new PcmChunker(16_000);
    const chunks = frames(16_000, 128, (i) => (i % 100) / 200).flatMap((f) => chunker.push(f));
    expect(chunks).toHaveLength(10);
    expect(chunks.every((c) => c.length === CHUNK_SAMPLES)).toBe(true);
    expect(chunks[1]![0]).toBe(floatToPcm16(Float32Array.from([(1600 % 100) / 200]))[0]);
    expect(chunker.flush()).toBeUndefined();
  });

  it("downsamples 48 kHz by averaging three samples, across frame boundaries", () => {
    const chunker = new PcmChunker(48_000, 4);
    // 0,0,3, 3,3,3, 6,6,6 ... in frames of 5: each output sample is one block of three
    const input = frames(24, 5, (i) => Math.floor(i / 3) / 10);
    const out = input.flatMap((f) => chunker.push(f)).flatMap((c) => Array.from(pcm16ToFloat(c)));
    expect(out).toHaveLength(8);
    for (const [i, v] of out.entries()) expect(v).toBeCloseTo(i / 10, 3);
  });

  it("keeps the rate right at 44.1 kHz: one second in, one second out (within a sample)", () => {
    const chunker = new PcmChunker(44_100);
    const chunks = frames(44_100, 128, () => 0.25).flatMap((f) => chunker.push(f));
    const rest = chunker.flush()?.length ?? 0;
    const total = chunks.length * CHUNK_SAMPLES + rest;
    expect(Math.abs(total - 16_000)).toBeLessThanOrEqual(1);
    expect(chunks[0]![100]).toBe(floatToPcm16(Float32Array.from([0.25]))[0]);
  });

  it("refuses an input rate below 16 kHz", () => {
    expect(() => new PcmChunker(8_000)).toThrow();
  });
});
