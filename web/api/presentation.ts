import { useQuery } from "@tanstack/react-query";
import {
  getBlackList,
  presentationCheck,
  presentationPresence,
  removeBlackList,
  type TRoomToken,
  videoToken,
} from "../../shared/contract";
import { callApi } from "./client";

export const presentationKeys = {
  blackList: (room: string) => ["presentation", "blackList", room] as const,
  check: (webinarId: number) => ["presentation", "check", webinarId] as const,
};

/**
 * Whether the caller may enter a webinar's room now, asked before the device step (and by the webinar's page):
 * a refusal is an ApiError 403 whose `key` is the reason (presentation.entry.*), its `detail` the words.
 */
export function usePresentationCheck(webinarId: number, enabled = true) {
  return useQuery({
    queryKey: presentationKeys.check(webinarId),
    queryFn: () => callApi(presentationCheck, { query: { webinarId } }),
    enabled: enabled && webinarId > 0,
    retry: false,
  });
}

/** A webinar's room token (eventType presentation); a refusal is an ApiError 403. */
export function fetchPresentationToken(webinarId: number): Promise<TRoomToken> {
  return callApi(videoToken, { query: { meetingId: webinarId, eventType: "presentation" } });
}

export function useBlackList(room: string) {
  return useQuery({
    queryKey: presentationKeys.blackList(room),
    queryFn: () => callApi(getBlackList, { query: { roomId: room } }),
  });
}

export function releaseFromBlackList(room: string, identity: string) {
  return callApi(removeBlackList, { body: { roomId: room, identity } });
}

/** The host's presence view of the sub-event's presentation rooms, refreshed every 10 s while shown. */
export function usePresentationPresence(subEventId: number) {
  return useQuery({
    queryKey: ["presentation", "presence", subEventId] as const,
    queryFn: () => callApi(presentationPresence, { params: { subEventId } }),
    refetchInterval: 10_000,
  });
}
