import type { CaptionLanguage } from "../../../../shared/captions/protocol";
import type { SpeechToText, SttSession } from "./speech-to-text";

/**
 * The tests' provider (CAPTIONS_STT=script): no model, it "recognises" whatever the test told it to say,
 * one utterance per audio chunk received, so that the text still travels the whole way a recognised line
 * does (audio over the socket, the session, the line's checks, storage and the room's broadcast).
 */
export class ScriptedSpeechToText implements SpeechToText {
  readonly name = "script";
  private readonly script: { text: string; final: boolean }[] = [];
  /** Samples received in all, and the languages sessions were opened in (for the tests' checks). */
  samplesHeard = 0;
  readonly opened: CaptionLanguage[] = [];

  /** What the next audio chunk will have said. */
  say(text: string, final = true): void {
    this.script.push({ text, final });
  }

  async open(language: CaptionLanguage, onText: (text: string, final: boolean) => void): Promise<SttSession> {
    this.opened.push(language);
    return {
      write: (samples) => {
        this.samplesHeard += samples.length;
        const next = this.script.shift();
        if (next) onText(next.text, next.final);
      },
      close: () => undefined,
    };
  }
}

/** One per process: the test servers of one test file share it. */
export const scriptedSpeechToText = new ScriptedSpeechToText();
