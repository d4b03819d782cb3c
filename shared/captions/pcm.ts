/**
 * Microphone audio for the server's speech-to-text: 16 kHz mono, signed 16-bit little-endian PCM, in chunks
 * of 100 ms. The browser's AudioWorklet hands over 128-sample frames of Float32 at the audio context's rate
 * (16 kHz when the browser honours the requested rate, 44.1 or 48 kHz otherwise), so they are resampled,
 * converted and cut here; the server turns the chunks back into Float32 for the recogniser.
 */

export const PCM_RATE = 16_000;
/** 100 ms at 16 kHz. */
export const CHUNK_SAMPLES = 1_600;

/** Float32 samples in [-1, 1] to 16-bit integers (clipped). */
export function floatToPcm16(samples: Float32Array): Int16Array {
  const out = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i++) {
    const s = Math.max(-1, Math.min(1, samples[i]!));
    out[i] = s < 0 ? Math.round(s * 0x8000) : Math.round(s * 0x7fff);
  }
  return out;
}

/** 16-bit integers back to Float32 in [-1, 1). */
export function pcm16ToFloat(samples: Int16Array): Float32Array {
  const out = new Float32Array(samples.length);
  for (let i = 0; i < samples.length; i++) out[i] = samples[i]! / 0x8000;
  return out;
}

/** Little-endian bytes (what goes over the socket) to samples; an odd trailing byte is dropped. */
export function bytesToPcm16(bytes: Uint8Array): Int16Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out = new Int16Array(Math.floor(bytes.byteLength / 2));
  for (let i = 0; i < out.length; i++) out[i] = view.getInt16(i * 2, true);
  return out;
}

/** Samples to little-endian bytes (independent of the machine's byte order). */
export function pcm16ToBytes(samples: Int16Array): Uint8Array {
  const out = new Uint8Array(samples.length * 2);
  const view = new DataView(out.buffer);
  for (let i = 0; i < samples.length; i++) view.setInt16(i * 2, samples[i]!, true);
  return out;
}

/**
 * Cuts a stream of Float32 frames at any rate into 16 kHz chunks of `CHUNK_SAMPLES`. Downsampling averages
 * the input samples that fall into each output sample (a box filter: enough against aliasing for speech
 * recognition); the position carries over between frames, so no sample is lost or counted twice.
 */
export class PcmChunker {
  private readonly step: number;
  private pending: number[] = [];
  /** Input position (in input samples) where the next output sample starts, relative to the next frame. */
  private offset = 0;
  private sum = 0;
  private count = 0;

  constructor(
    readonly inputRate: number,
    private readonly chunkSamples = CHUNK_SAMPLES,
  ) {
    if (!(inputRate >= PCM_RATE)) throw new Error(`input rate ${inputRate} is below ${PCM_RATE}`);
    this.step = inputRate / PCM_RATE;
  }

  /** Takes one frame; answers the chunks it completed (usually none or one). */
  push(frame: Float32Array): Int16Array[] {
    let next = this.offset;
    for (let i = 0; i < frame.length; i++) {
      this.sum += frame[i]!;
      this.count++;
      if (i + 1 >= next + this.step) {
        this.pending.push(this.sum / this.count);
        this.sum = 0;
        this.count = 0;
        next += this.step;
      }
    }
    this.offset = next - frame.length;
    const chunks: Int16Array[] = [];
    while (this.pending.length >= this.chunkSamples) {
      chunks.push(floatToPcm16(Float32Array.from(this.pending.splice(0, this.chunkSamples))));
    }
    return chunks;
  }

  /** What is left (shorter than a chunk), e.g. when the microphone stops. */
  flush(): Int16Array | undefined {
    if (this.pending.length === 0) return undefined;
    const rest = floatToPcm16(Float32Array.from(this.pending));
    this.pending = [];
    return rest;
  }
}
