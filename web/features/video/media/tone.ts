import { playOn } from "../play-on";

/** The speaker test of 13.45: a 440 Hz tone, on the chosen speaker where the browser can choose. */
export const TEST_TONE_HZ = 440;
const TONE_MS = 1_500;

/** Plays the test tone on `sinkId` (the browser's default when undefined); resolves when it has ended. */
export async function playTestTone(sinkId: string | undefined): Promise<void> {
  const context = new AudioContext();
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  const destination = context.createMediaStreamDestination();
  oscillator.frequency.value = TEST_TONE_HZ;
  gain.gain.value = 0.2;
  oscillator.connect(gain).connect(destination);
  const audio = new Audio();
  audio.srcObject = destination.stream;
  await playOn(audio, sinkId);
  oscillator.start();
  await audio.play().catch(() => undefined);
  await new Promise((resolve) => setTimeout(resolve, TONE_MS));
  oscillator.stop();
  audio.pause();
  audio.srcObject = null;
  await context.close().catch(() => undefined);
}

/** Whether this browser can send sound to a chosen speaker (`setSinkId`). */
export function canChooseSpeaker(): boolean {
  return typeof HTMLMediaElement !== "undefined" && "setSinkId" in HTMLMediaElement.prototype;
}
