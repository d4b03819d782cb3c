import { useInfiniteQuery } from "@tanstack/react-query";
import type { CaptionLanguage } from "../../shared/captions/protocol";
import { captionTranscript, transcriptStart, transcriptState, transcriptStop } from "../../shared/contract";
import { callApi } from "./client";

/** Whose transcript: a meeting's or a webinar's. */
export type TranscriptOwner = { meetingId: number } | { webinarId: number };

export const captionKeys = {
  transcript: (owner: TranscriptOwner) =>
    "meetingId" in owner
      ? (["captions", "transcript", "meeting", owner.meetingId] as const)
      : (["captions", "transcript", "webinar", owner.webinarId] as const),
};

const roomHeader = (roomToken: string) => ({ "x-room-token": roomToken });

/** The room's captions now (on, language, whether the server recognises streamed audio). */
export const fetchCaptionState = (roomToken: string, room: string) =>
  callApi(transcriptState, { query: { meetingId: room }, headers: roomHeader(roomToken) });

/** Turns the room's captions on in a language (`transcriptStart`), or off (`language` null). */
export const changeCaptions = (roomToken: string, room: string, language: CaptionLanguage | null) =>
  language
    ? callApi(transcriptStart, {
        body: { meetingId: room, transcriptionConfig: { LanguageCode: language } },
        headers: roomHeader(roomToken),
      })
    : callApi(transcriptStop, { body: { meetingId: room }, headers: roomHeader(roomToken) });

/** A meeting's or a webinar's kept captions, page by page (oldest first). */
export function useTranscript(owner: TranscriptOwner, enabled = true) {
  return useInfiniteQuery({
    queryKey: captionKeys.transcript(owner),
    queryFn: ({ pageParam }) => callApi(captionTranscript, { query: { ...owner, after: pageParam } }),
    initialPageParam: 0,
    getNextPageParam: (last) => last.next ?? undefined,
    enabled,
    retry: false,
  });
}
