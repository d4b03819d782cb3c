import { z } from "zod";

/**
 * Live captions of a video room (docs/captions.md). Each speaker's own browser recognises its microphone
 * (the Web Speech API), or streams it as 16 kHz mono PCM to the server's speech-to-text provider; either
 * way a line goes through the room's realtime channel to everyone in the room, and final lines are kept as
 * the meeting's or webinar's transcript.
 */

/** The languages captions are recognised in (13.43): Korean first, English on request. */
export const CAPTION_LANGUAGES = ["ko-KR", "en-US"] as const;
export const ZCaptionLanguage = z.enum(CAPTION_LANGUAGES);
export type CaptionLanguage = z.infer<typeof ZCaptionLanguage>;
export const DEFAULT_CAPTION_LANGUAGE: CaptionLanguage = "ko-KR";

export const CAPTION_EVENTS = {
  /** client → server: a recognised line; server → room: the line with its speaker. */
  line: "captions:line",
  /** client → server: `{ room, pcm }`, a chunk of the speaker's microphone (16 kHz mono, 16-bit little endian). */
  audio: "captions:audio",
  /** server → room: captions were turned on or off, or their language changed. */
  state: "captions:state",
} as const;

export const CAPTION_LIMITS = {
  /** Characters of one line (a recogniser's utterance; longer ones are cut by the client). */
  textMax: 500,
  /** Lines one socket may send per second (interim results included). */
  linesPerSecond: 8,
  /** Audio chunks one socket may send per second (the browser sends ten of 100 ms). */
  chunksPerSecond: 25,
  /** The largest audio chunk: one second of 16-bit samples. */
  chunkBytesMax: 32_000,
} as const;

/** Control characters (a recogniser never produces them; they would only mangle the overlay) become spaces. */
export function cleanCaptionText(text: string): string {
  let out = "";
  for (const char of text) {
    const code = char.charCodeAt(0);
    out += code < 32 || code === 127 ? " " : char;
  }
  return out.trim();
}

/** What a client sends for a recognised line (`final` false: still changing, shown but not kept). */
export const ZCaptionLineIn = z.object({
  room: z.string().min(1).max(80),
  text: z.string().max(CAPTION_LIMITS.textMax).transform(cleanCaptionText).pipe(z.string().min(1)),
  lang: ZCaptionLanguage,
  final: z.boolean(),
});
export type TCaptionLineIn = z.infer<typeof ZCaptionLineIn>;

/** A line as the room sees it: who said it (identity and name from the speaker's room token). */
export interface TCaptionLine {
  room: string;
  /** The stored line's id (final lines only). */
  id: number | null;
  identity: string;
  name: string;
  lang: CaptionLanguage;
  text: string;
  final: boolean;
  /** ISO time the server took the line. */
  at: string;
}

/** The room's captions: on or off, the language, whether the server can recognise streamed audio. */
export const ZCaptionState = z.object({
  room: z.string(),
  on: z.boolean(),
  language: ZCaptionLanguage,
  /** A server-side speech-to-text provider is configured (browsers without speech recognition stream audio). */
  serverStt: z.boolean(),
  /** Browsers may use their own speech recognition (off: CAPTIONS_BROWSER=off, audio stays with our server). */
  browserStt: z.boolean(),
});
export type TCaptionState = z.infer<typeof ZCaptionState>;

/** The answer to a line or an audio chunk (with an ack): refused when not in the room or captions are off. */
export type CaptionAck = { ok: true } | { ok: false; error: "room" | "off" | "invalid" | "rate" | "stt" };
