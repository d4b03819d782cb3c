/**
 * A microphone's level for the meter (0..1, the RMS of the waveform scaled so that speech fills most of the
 * bar), read about 15 times a second. Returns the function that stops it.
 */
export function watchLevel(track: MediaStreamTrack, onLevel: (level: number) => void): () => void {
  const AudioContextClass = window.AudioContext;
  if (!AudioContextClass) return () => undefined;
  const context = new AudioContextClass();
  const source = context.createMediaStreamSource(new MediaStream([track]));
  const analyser = context.createAnalyser();
  analyser.fftSize = 1024;
  source.connect(analyser);
  const samples = new Float32Array(analyser.fftSize);
  const timer = setInterval(() => {
    analyser.getFloatTimeDomainData(samples);
    onLevel(levelOf(samples));
  }, 66);
  void context.resume().catch(() => undefined);
  return () => {
    clearInterval(timer);
    source.disconnect();
    void context.close().catch(() => undefined);
  };
}

/** RMS of a waveform mapped to 0..1 (×4, capped: normal speech reads 0.3-0.8). */
export function levelOf(samples: Float32Array): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (const s of samples) sum += s * s;
  return Math.min(1, Math.sqrt(sum / samples.length) * 4);
}

/** Whether the meter counts as "hearing something" (with hysteresis, so the spoken status does not flicker). */
export function hearing(level: number, wasHearing: boolean): boolean {
  return wasHearing ? level > 0.02 : level > 0.06;
}
