import { useCallback, useEffect, useState } from "react";
import {
  CAPTION_EVENTS,
  type CaptionAck,
  type CaptionLanguage,
  type TCaptionLine,
  type TCaptionState,
} from "../../../shared/captions/protocol";
import type { TRoomToken } from "../../../shared/contract";
import { changeCaptions, fetchCaptionState } from "../../api/captions";
import { useOnReconnect, useRealtimeEvent } from "../../api/realtime";
import { emit, request } from "../../lib/realtime";
import { mergeLine, throttleInterim } from "./lines";
import { startServerStream } from "./server-stream";
import { hasBrowserRecognition, startBrowserRecognition } from "./speech";

/** Where this person's own captions come from: their browser, the server, nowhere (or not speaking now). */
export type CaptionSource = "browser" | "server" | "none" | "idle";

export interface Captions {
  /** The room keeps captions (a meeting's or a webinar's room). */
  captionable: boolean;
  state: TCaptionState | undefined;
  lines: TCaptionLine[];
  source: CaptionSource;
  /** Turns the room's captions on in a language, or off (null); rejects when the server refuses. */
  change(language: CaptionLanguage | null): Promise<void>;
}

const CAPTIONABLE = /^(meeting|webinar):\d+$/;

/**
 * A video room's captions for the call screen (docs/captions.md): the room's state (read at the start and
 * after every reconnect, then live), the lines everyone says, and this person's own speech turned into lines
 * while captions are on and their microphone is open: by the browser's recogniser, else by streaming the
 * microphone to the server's when it has one.
 */
export function useCaptions(token: TRoomToken, stream: MediaStream | undefined, speaking: boolean): Captions {
  const room = token.roomName;
  const captionable = CAPTIONABLE.test(room);
  const [state, setState] = useState<TCaptionState>();
  const [lines, setLines] = useState<TCaptionLine[]>([]);
  const [failed, setFailed] = useState(false);
  /** The server has no recogniser for the room's language (it answered `stt`). */
  const [serverFailed, setServerFailed] = useState<CaptionLanguage>();

  const read = useCallback(() => {
    fetchCaptionState(token.token, room).then(setState, () => undefined);
  }, [token.token, room]);
  useEffect(() => {
    if (captionable) read();
  }, [captionable, read]);
  useOnReconnect(read, captionable);
  useRealtimeEvent<TCaptionState>(CAPTION_EVENTS.state, (s) => s.room === room && setState(s), captionable);
  useRealtimeEvent<TCaptionLine>(
    CAPTION_EVENTS.line,
    (line) => line.room === room && setLines((prev) => mergeLine(prev, line)),
    captionable,
  );

  const on = Boolean(state?.on) && speaking;
  const language = state?.language ?? "ko-KR";
  const source: CaptionSource = !on
    ? "idle"
    : state?.browserStt && hasBrowserRecognition() && !failed
      ? "browser"
      : state?.serverStt && stream && serverFailed !== language
        ? "server"
        : "none";

  useEffect(() => {
    if (source === "browser") {
      const send = throttleInterim((text, final) =>
        emit(CAPTION_EVENTS.line, { room, text: text.slice(0, 500), lang: language, final }),
      );
      return startBrowserRecognition(language, send, () => setFailed(true));
    }
    if (source !== "server" || !stream) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    const send = (pcm: Uint8Array) =>
      request<CaptionAck>(CAPTION_EVENTS.audio, { room, pcm }, 5_000).then(
        (ack) => {
          if (!ack.ok && ack.error === "stt") setServerFailed(language);
        },
        () => undefined,
      );
    startServerStream(stream, (pcm) => void send(pcm)).then(
      (s) => {
        if (cancelled) s();
        else stop = s;
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [source, language, room, stream]);

  const change = useCallback(
    async (next: CaptionLanguage | null) => setState(await changeCaptions(token.token, room, next)),
    [token.token, room],
  );
  return { captionable, state, lines, source, change };
}
