import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TMyDay } from "../../../shared/contract";
import {
  acceptRefill,
  addWalkIn,
  declineRefill,
  getMyDay,
  listWalkIns,
  postArrivalByCode,
  postDispute,
  removeWalkIn,
  sendRefill,
} from "../../../shared/contract";
import { useSession } from "../../api/account";
import { callApi, callRaw } from "../../api/client";
import { useOnReconnect, useRealtimeEvent } from "../../api/realtime";
import { fromCache } from "../../pwa/online";
import { measureOffset, savedOffset, saveOffset } from "./clock";

export const dayKeys = {
  all: ["meetingDay"] as const,
  mine: (userId: number | null) => ["meetingDay", "mine", userId] as const,
  walkIns: (subEventId: number) => ["meetingDay", "walkIns", subEventId] as const,
};

export interface MyDayAnswer {
  day: TMyDay;
  /** Read from the service worker's cache: the network is off (the screen says "as of"). */
  cached: boolean;
  /** Milliseconds to add to the phone's clock to get the server's (web/features/day/clock.ts). */
  offset: number;
}

async function fetchMyDay(): Promise<MyDayAnswer> {
  const { data, headers } = await callRaw(getMyDay);
  const cached = fromCache(headers);
  let offset = savedOffset();
  if (!cached) {
    offset = measureOffset(data.asOf, Date.now());
    saveOffset(offset);
  }
  return { day: data, cached, offset };
}

/** The signed-in person's day (Now / Next); `enabled` false for visitors. */
export function useMyDay(enabled = true) {
  const { userId, signedIn } = useSession();
  return useQuery({
    queryKey: dayKeys.mine(userId),
    queryFn: fetchMyDay,
    enabled: enabled && signedIn,
    staleTime: 30_000,
    retry: false,
  });
}

/** Whether a day has any meeting to show. */
export function hasMeetings(day: TMyDay | undefined): boolean {
  if (!day?.date) return false;
  return Boolean(day.current || day.next || day.later.length > 0 || day.earlier.length > 0);
}

/**
 * Reads the day again on every change the server announces to the caller (`meetingDay`: arrivals, no-shows,
 * refills, cancellations, late notices of either side) and after a lost connection came back.
 */
export function useDayLive(enabled: boolean) {
  const client = useQueryClient();
  const refresh = () => void client.invalidateQueries({ queryKey: dayKeys.all });
  useRealtimeEvent("meetingDay", refresh, enabled);
  useOnReconnect(refresh, enabled);
}

function useDayMutation<T, R>(fn: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => client.invalidateQueries({ queryKey: dayKeys.all }),
  });
}

export const useArrivalByCode = () =>
  useDayMutation((code: string) =>
    callApi(postArrivalByCode, { body: { code, tappedAt: new Date().toISOString() } }),
  );
export const useDispute = () =>
  useDayMutation((meetingId: number) => callApi(postDispute, { params: { meetingId }, body: {} }));
export const useSendRefill = () =>
  useDayMutation((proposalId: number) => callApi(sendRefill, { params: { proposalId } }));
export const useAcceptRefill = () =>
  useDayMutation((proposalId: number) => callApi(acceptRefill, { params: { proposalId } }));
export const useDeclineRefill = () =>
  useDayMutation((proposalId: number) => callApi(declineRefill, { params: { proposalId } }));

export function useWalkIns(subEventId: number | undefined) {
  return useQuery({
    queryKey: dayKeys.walkIns(subEventId ?? 0),
    queryFn: () => callApi(listWalkIns, { params: { subEventId: subEventId! } }),
    enabled: Boolean(subEventId),
    retry: false,
  });
}

export const useAddWalkIn = (subEventId: number) =>
  useDayMutation((range: { startsAt: string; endsAt: string }) =>
    callApi(addWalkIn, { params: { subEventId }, body: range }),
  );
export const useRemoveWalkIn = () =>
  useDayMutation((walkInId: number) => callApi(removeWalkIn, { params: { walkInId } }));
