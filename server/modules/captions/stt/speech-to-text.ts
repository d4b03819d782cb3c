import type { CaptionLanguage } from "../../../../shared/captions/protocol";

/**
 * A server-side speech-to-text engine (docs/captions.md). The browsers that have no speech recognition of
 * their own stream their microphone to the server; each speaker gets a session in the room's language, fed
 * 16 kHz mono samples, that answers text as it recognises it: `final` once an utterance ends (kept in the
 * transcript), not final while it is still changing (shown only).
 */
export interface SpeechToText {
  readonly name: string;
  /** Opens recognition of one speaker; fails when the language has no model. */
  open(language: CaptionLanguage, onText: (text: string, final: boolean) => void): Promise<SttSession>;
}

export interface SttSession {
  /** 16 kHz mono samples in [-1, 1]. */
  write(samples: Float32Array): void;
  /** The speaker stopped (or the language changed): what is pending comes out as a final line. */
  close(): void;
}

/** Which provider runs: none (the default), sherpa-onnx with a model directory, or the tests' script. */
export type SttChoice = "off" | "sherpa" | "script";

export function parseSttChoice(raw: string | undefined): SttChoice {
  const value = (raw ?? "").trim().toLowerCase();
  if (value === "" || value === "off") return "off";
  if (value === "sherpa" || value === "script") return value;
  throw new Error(`CAPTIONS_STT: "${raw}" is not off, sherpa or script`);
}
