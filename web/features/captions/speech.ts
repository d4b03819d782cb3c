import type { CaptionLanguage } from "../../../shared/captions/protocol";

/** The part of the Web Speech API's SpeechRecognition used here (not in TypeScript's DOM types). */
interface Recognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: RecognitionEvent) => void) | null;
  onend: (() => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  start(): void;
  abort(): void;
}
interface RecognitionEvent {
  resultIndex: number;
  results: ArrayLike<{ isFinal: boolean; 0: { transcript: string } }>;
}
type RecognitionClass = new () => Recognition;

function recognitionClass(): RecognitionClass | undefined {
  if (typeof window === "undefined") return undefined;
  const w = window as unknown as {
    SpeechRecognition?: RecognitionClass;
    webkitSpeechRecognition?: RecognitionClass;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition;
}

/** Whether this browser recognises speech itself (Chrome, Edge, Safari). */
export function hasBrowserRecognition(): boolean {
  return recognitionClass() !== undefined;
}

/**
 * Recognises the speaker's microphone in `language` with the browser's own engine until stopped, restarting
 * it when the browser ends a session after a silence. Answers the stop function; `onFailed` is told when
 * the browser refuses (no permission, no service), after which nothing more is recognised.
 */
export function startBrowserRecognition(
  language: CaptionLanguage,
  onText: (text: string, final: boolean) => void,
  onFailed: () => void,
): () => void {
  const Recognition = recognitionClass();
  if (!Recognition) {
    onFailed();
    return () => undefined;
  }
  let stopped = false;
  const recognition = new Recognition();
  recognition.lang = language;
  recognition.continuous = true;
  recognition.interimResults = true;
  recognition.onresult = (event) => {
    for (let i = event.resultIndex; i < event.results.length; i++) {
      const result = event.results[i]!;
      onText(result[0].transcript.trim(), result.isFinal);
    }
  };
  recognition.onerror = (event) => {
    // "no-speech" and "aborted" are part of listening; anything else (no permission, no service, no network
    // to the browser's service, no microphone, an unsupported language) will not get better by restarting
    if (event.error === "no-speech" || event.error === "aborted") return;
    stopped = true;
    onFailed();
  };
  recognition.onend = () => {
    if (stopped) return;
    try {
      recognition.start();
    } catch {
      // already started again
    }
  };
  try {
    recognition.start();
  } catch {
    stopped = true;
    onFailed();
  }
  return () => {
    stopped = true;
    recognition.abort();
  };
}
