import type { Config } from "../../../config";
import { scriptedSpeechToText } from "./scripted";
import { loadSherpa } from "./sherpa";
import type { SpeechToText } from "./speech-to-text";

export type { SpeechToText, SttSession } from "./speech-to-text";

const loaded = new Map<string, Promise<SpeechToText | undefined>>();

/**
 * The configured speech-to-text provider of this process, loaded once (undefined when off, or when the
 * engine could not load: the reason is logged once and captions still work from browsers that recognise).
 */
export function speechToText(
  config: Pick<Config, "captionsStt" | "captionsModelDir">,
  log: (message: string) => void = (message) => console.warn(message),
): Promise<SpeechToText | undefined> {
  if (config.captionsStt === "off") return Promise.resolve(undefined);
  if (config.captionsStt === "script") return Promise.resolve(scriptedSpeechToText);
  const dir = config.captionsModelDir;
  if (!dir) return Promise.resolve(undefined);
  let provider = loaded.get(dir);
  if (!provider) {
    provider = loadSherpa(dir).catch((err: unknown) => {
      log(`captions: sherpa-onnx-node could not load (${String(err)}); server captions are off`);
      return undefined;
    });
    loaded.set(dir, provider);
  }
  return provider;
}

/** Whether the server recognises streamed audio (told to the browsers with the room's captions). */
export function serverSttConfigured(config: Pick<Config, "captionsStt" | "captionsModelDir">): boolean {
  return config.captionsStt === "script" || (config.captionsStt === "sherpa" && !!config.captionsModelDir);
}
