import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  getMyBadge,
  hostAddBadge,
  hostListBadges,
  hostReissueBadge,
  hostRevokeBadge,
} from "../../../shared/contract";
import { callApi } from "../../api/client";

export interface BadgeQuery {
  q: string;
  role?: "seller" | "buyer" | "booth" | "visitor" | "interpreter" | "speaker" | "staff";
  subEventId?: number;
  page: number;
}

export const badgeKeys = {
  mine: (eventId: number) => ["badges", "mine", eventId] as const,
  list: (eventId: number, query?: BadgeQuery) => ["badges", "list", eventId, query] as const,
};

export function useMyBadge(eventId: number) {
  return useQuery({
    queryKey: badgeKeys.mine(eventId),
    queryFn: () => callApi(getMyBadge, { params: { eventId } }),
    retry: false,
  });
}

export function useHostBadges(eventId: number, query: BadgeQuery) {
  return useQuery({
    queryKey: badgeKeys.list(eventId, query),
    queryFn: () => callApi(hostListBadges, { params: { eventId }, query: { ...query, size: 50 } }),
    placeholderData: (previous) => previous,
  });
}

function useBadgeMutation<T>(eventId: number, fn: (input: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: ["badges", "list", eventId] }),
  });
}

export const useAddBadge = (eventId: number) =>
  useBadgeMutation(eventId, (body: { name: string; company: string; role: "staff" | "speaker" }) =>
    callApi(hostAddBadge, { params: { eventId }, body }),
  );
export const useReissueBadge = (eventId: number) =>
  useBadgeMutation(eventId, (badgeId: string) => callApi(hostReissueBadge, { params: { badgeId } }));
export const useRevokeBadge = (eventId: number) =>
  useBadgeMutation(eventId, (badgeId: string) => callApi(hostRevokeBadge, { params: { badgeId } }));
