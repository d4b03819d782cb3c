/** The local storage the remembered choices live in (a Map in tests). */
export interface KeyValue {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The spec's storage keys for "I muted myself / stopped my video" (13.19). */
export const SELF_STOP_KEYS = { audio: "selfAudioStop", video: "selfVideoStop" } as const;

/** Whether the person left their microphone / camera off last time. */
export function readSelfStops(storage: KeyValue): { audio: boolean; video: boolean } {
  return {
    audio: storage.getItem(SELF_STOP_KEYS.audio) === "true",
    video: storage.getItem(SELF_STOP_KEYS.video) === "true",
  };
}

export function writeSelfStop(storage: KeyValue, kind: "audio" | "video", stopped: boolean): void {
  storage.setItem(SELF_STOP_KEYS[kind], String(stopped));
}

/** A KeyValue in memory (tests, and browsers where local storage is refused). */
export function memoryStore(): KeyValue {
  const map = new Map<string, string>();
  return { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v) };
}
