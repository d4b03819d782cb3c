import { readdirSync } from "node:fs";
import path from "node:path";
import { PCM_RATE } from "../../../../shared/captions/pcm";
import type { CaptionLanguage } from "../../../../shared/captions/protocol";
import type { SpeechToText, SttSession } from "./speech-to-text";

/** The part of `sherpa-onnx-node` used here (its streaming recogniser; the package is optional). */
interface SherpaStream {
  acceptWaveform(wave: { samples: Float32Array; sampleRate: number }): void;
  inputFinished(): void;
}
interface SherpaRecognizer {
  createStream(): SherpaStream;
  isReady(stream: SherpaStream): boolean;
  decode(stream: SherpaStream): void;
  isEndpoint(stream: SherpaStream): boolean;
  reset(stream: SherpaStream): void;
  getResult(stream: SherpaStream): { text: string };
}
interface SherpaModule {
  OnlineRecognizer: new (config: object) => SherpaRecognizer;
}

/**
 * A language's streaming transducer in `<dir>/<language>/` (encoder, decoder, joiner, tokens.txt, as the
 * sherpa-onnx release archives name them; the int8 files when both are there). Undefined when the directory
 * or a file is missing.
 */
export function modelFiles(dir: string, language: CaptionLanguage) {
  const folder = path.join(dir, language);
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return undefined;
  }
  const pick = (part: string) => {
    const found = names.filter((n) => n.startsWith(part) && n.endsWith(".onnx")).sort();
    const chosen = found.find((n) => n.includes(".int8.")) ?? found[0];
    return chosen && path.join(folder, chosen);
  };
  const encoder = pick("encoder");
  const decoder = pick("decoder");
  const joiner = pick("joiner");
  if (!encoder || !decoder || !joiner || !names.includes("tokens.txt")) return undefined;
  return { encoder, decoder, joiner, tokens: path.join(folder, "tokens.txt") };
}

/** English models answer in capitals: shown as a sentence. */
function tidy(text: string, language: CaptionLanguage): string {
  const trimmed = text.trim();
  if (language !== "en-US" || trimmed !== trimmed.toUpperCase()) return trimmed;
  const lower = trimmed.toLowerCase();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

/**
 * sherpa-onnx's streaming recogniser (CAPTIONS_STT=sherpa, CAPTIONS_MODEL_DIR), loaded only when configured:
 * the package is not a dependency of the app; the operator installs it beside the models (docs/captions.md).
 * One recogniser per language, one stream per speaker; an utterance ends at the engine's endpoint (a pause).
 */
export async function loadSherpa(modelDir: string, threads = 1): Promise<SpeechToText> {
  const specifier = "sherpa-onnx-node";
  const loaded = (await import(specifier)) as SherpaModule & { default?: SherpaModule };
  const sherpa = loaded.OnlineRecognizer ? loaded : loaded.default;
  if (!sherpa?.OnlineRecognizer) throw new Error("sherpa-onnx-node has no OnlineRecognizer");
  const recognizers = new Map<CaptionLanguage, SherpaRecognizer>();

  const recognizerFor = (language: CaptionLanguage) => {
    const ready = recognizers.get(language);
    if (ready) return ready;
    const files = modelFiles(modelDir, language);
    if (!files) throw new Error(`no model for ${language} in ${path.join(modelDir, language)}`);
    const recognizer = new sherpa.OnlineRecognizer({
      featConfig: { sampleRate: PCM_RATE, featureDim: 80 },
      modelConfig: {
        transducer: { encoder: files.encoder, decoder: files.decoder, joiner: files.joiner },
        tokens: files.tokens,
        numThreads: threads,
        provider: "cpu",
        debug: 0,
      },
      decodingMethod: "greedy_search",
      enableEndpoint: true,
      // a pause of 1.2 s after speech ends an utterance; 20 s of speech ends one anyway
      rule1MinTrailingSilence: 2.4,
      rule2MinTrailingSilence: 1.2,
      rule3MinUtteranceLength: 20,
    });
    recognizers.set(language, recognizer);
    return recognizer;
  };

  return {
    name: "sherpa",
    async open(language, onText): Promise<SttSession> {
      const recognizer = recognizerFor(language);
      const stream = recognizer.createStream();
      let shown = "";
      const drain = () => {
        while (recognizer.isReady(stream)) recognizer.decode(stream);
        const text = tidy(recognizer.getResult(stream).text, language);
        if (recognizer.isEndpoint(stream)) {
          if (text) onText(text, true);
          shown = "";
          recognizer.reset(stream);
        } else if (text && text !== shown) {
          shown = text;
          onText(text, false);
        }
      };
      return {
        write(samples) {
          stream.acceptWaveform({ samples, sampleRate: PCM_RATE });
          drain();
        },
        close() {
          // a little silence lets the last words through the model's look-ahead
          stream.acceptWaveform({ samples: new Float32Array(PCM_RATE * 0.4), sampleRate: PCM_RATE });
          stream.inputFinished();
          while (recognizer.isReady(stream)) recognizer.decode(stream);
          const text = tidy(recognizer.getResult(stream).text, language);
          if (text) onText(text, true);
        },
      };
    },
  };
}
