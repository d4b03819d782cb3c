import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import {
  FLOOR_CHANGE_EVENT,
  hostCorrectDay,
  hostLiveFloor,
  hostSetNoShowGrace,
  type TFloorChange,
} from "../../../shared/contract";
import { callApi } from "../../api/client";
import { useChannel, useOnReconnect, useRealtimeEvent } from "../../api/realtime";

/** The live floor's queries. */
export const liveFloorKeys = {
  all: (subEventId: number) => ["live-floor", subEventId] as const,
  floor: (subEventId: number, at: string | undefined, zone: string | undefined) =>
    ["live-floor", subEventId, at ?? "now", zone ?? ""] as const,
};

/** Polled every 30 s (so "now" follows the clock), and refetched on every change heard live. */
export function useLiveFloor(subEventId: number, at: string | undefined, zone: string | undefined) {
  return useQuery({
    queryKey: liveFloorKeys.floor(subEventId, at, zone),
    queryFn: () =>
      callApi(hostLiveFloor, {
        params: { subEventId },
        query: { ...(at ? { at } : {}), ...(zone !== undefined ? { zone } : {}) },
      }),
    enabled: subEventId > 0,
    refetchInterval: 30_000,
    placeholderData: (previous) => previous,
  });
}

/**
 * Holds the channel `floor:<subEventId>` and refetches the floor on `floorChange` (debounced 300 ms: a no-show
 * pass or a burst of arrivals is one refetch) and after a reconnection.
 */
export function useFloorLive(subEventId: number) {
  const client = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const refetch = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () => void client.invalidateQueries({ queryKey: liveFloorKeys.all(subEventId) }),
      300,
    );
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  useChannel("floor", subEventId, subEventId > 0, (ok) => ok && refetch());
  useRealtimeEvent<TFloorChange>(FLOOR_CHANGE_EVENT, (change) => {
    if (change?.subEventId === subEventId) refetch();
  });
  useOnReconnect(refetch);
}

/** The host's correction of a meeting's day (mark a side arrived, clear a no-show, mark a side absent). */
export function useCorrectDay(subEventId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      meetingId,
      ...body
    }: {
      meetingId: number;
      action: "arrived" | "clearNoShow" | "markNoShow";
      side?: "applicant" | "acceptor";
    }) => callApi(hostCorrectDay, { params: { meetingId }, body }),
    onSettled: () => client.invalidateQueries({ queryKey: liveFloorKeys.all(subEventId) }),
  });
}

export function useSetGrace(subEventId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (minutes: number) =>
      callApi(hostSetNoShowGrace, { params: { subEventId }, body: { minutes } }),
    onSettled: () => client.invalidateQueries({ queryKey: liveFloorKeys.all(subEventId) }),
  });
}
