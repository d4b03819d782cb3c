import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type CallBody,
  hostArrangeMeeting,
  hostBlockCompany,
  hostBlockSlots,
  hostCancelMeeting,
  hostMeetingBoard,
  hostMeetingPlaces,
  hostMeetingSettings,
  hostMeetingStats,
  hostSetMeetingPlace,
  hostUnblockCompany,
  hostUnblockSlots,
} from "../../shared/contract";
import { callApi } from "./client";

type BoardQuery = {
  date?: string;
  status: "all" | "waiting" | "agree" | "disagree" | "cancel" | "expired" | "impossible";
  company: string;
};

export function useBoard(subEventId: number, query: BoardQuery) {
  return useQuery({
    queryKey: ["hostMeetings", "board", subEventId, query] as const,
    queryFn: () => callApi(hostMeetingBoard, { params: { id: subEventId }, query }),
    refetchInterval: 30_000,
  });
}

export function useStats(subEventId: number) {
  return useQuery({
    queryKey: ["hostMeetings", "stats", subEventId] as const,
    queryFn: () => callApi(hostMeetingStats, { params: { id: subEventId } }),
    refetchInterval: 30_000,
  });
}

function useBoardMutation<A, R>(fn: (a: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => client.invalidateQueries({ queryKey: ["hostMeetings"] }),
  });
}

export const useArrange = (subEventId: number) =>
  useBoardMutation((body: CallBody<typeof hostArrangeMeeting>) =>
    callApi(hostArrangeMeeting, { params: { id: subEventId }, body }),
  );
export const useHostCancel = () =>
  useBoardMutation(({ meetingId, reason }: { meetingId: number; reason: string }) =>
    callApi(hostCancelMeeting, { params: { meetingId }, body: { reason } }),
  );
export const usePlace = () =>
  useBoardMutation(({ meetingId, ...body }: { meetingId: number; place?: string; placeId?: number | null }) =>
    callApi(hostSetMeetingPlace, { params: { meetingId }, body }),
  );
/** The places free at a meeting's time, asked when the host opens its picker. */
export const useMeetingPlaces = (meetingId: number, enabled: boolean) =>
  useQuery({
    queryKey: ["host-meeting-places", meetingId],
    queryFn: () => callApi(hostMeetingPlaces, { params: { meetingId } }),
    enabled,
    staleTime: 0,
  });
export const useBlock = (subEventId: number) =>
  useBoardMutation(({ on, slots }: { on: boolean; slots: { date: string; startTime: string }[] }) =>
    callApi(on ? hostBlockSlots : hostUnblockSlots, { params: { id: subEventId }, body: { slots } }),
  );
/** The host's block of one company's slot, and lifting it (by the block's meeting id). */
export const useBlockCompany = (subEventId: number) =>
  useBoardMutation((body: CallBody<typeof hostBlockCompany>) =>
    callApi(hostBlockCompany, { params: { id: subEventId }, body }),
  );
export const useUnblockCompany = () =>
  useBoardMutation((meetingId: number) => callApi(hostUnblockCompany, { params: { meetingId } }));
export const useExpiry = (subEventId: number) =>
  useBoardMutation((requestExpiryHours: number) =>
    callApi(hostMeetingSettings, { params: { id: subEventId }, body: { requestExpiryHours } }),
  );
