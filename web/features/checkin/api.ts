import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  getCheckinCount,
  getCheckinSetup,
  getRecentCheckins,
  hostAddCheckinStaff,
  hostListCheckinStaff,
  hostRemoveCheckinStaff,
  hostUndoCheckin,
} from "../../../shared/contract";
import { callApi } from "../../api/client";

export const checkinKeys = {
  setup: (eventId: number) => ["checkin", "setup", eventId] as const,
  count: (eventId: number, place: string) => ["checkin", "count", eventId, place] as const,
  recent: (eventId: number) => ["checkin", "recent", eventId] as const,
  staff: (eventId: number) => ["checkin", "staff", eventId] as const,
};

export function useCheckinSetup(eventId: number) {
  return useQuery({
    queryKey: checkinKeys.setup(eventId),
    queryFn: () => callApi(getCheckinSetup, { params: { eventId } }),
    retry: false,
  });
}

export function useCheckinCount(eventId: number, place: string, enabled = true) {
  return useQuery({
    queryKey: checkinKeys.count(eventId, place),
    queryFn: () => callApi(getCheckinCount, { params: { eventId }, query: { place } }),
    enabled,
  });
}

export function useRecentCheckins(eventId: number, enabled = true) {
  return useQuery({
    queryKey: checkinKeys.recent(eventId),
    queryFn: () => callApi(getRecentCheckins, { params: { eventId }, query: { limit: 30 } }),
    enabled,
  });
}

export function useUndoCheckin(eventId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (checkinId: number) => callApi(hostUndoCheckin, { params: { checkinId } }),
    onSuccess: () =>
      client.invalidateQueries({ queryKey: ["checkin"], predicate: (q) => q.queryKey[2] === eventId }),
  });
}

export function useCheckinStaff(eventId: number) {
  return useQuery({
    queryKey: checkinKeys.staff(eventId),
    queryFn: () => callApi(hostListCheckinStaff, { params: { eventId } }),
  });
}

export function useAddCheckinStaff(eventId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => callApi(hostAddCheckinStaff, { params: { eventId }, body: { email } }),
    onSuccess: () => client.invalidateQueries({ queryKey: checkinKeys.staff(eventId) }),
  });
}

export function useRemoveCheckinStaff(eventId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (staffId: number) => callApi(hostRemoveCheckinStaff, { params: { staffId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: checkinKeys.staff(eventId) }),
  });
}
