import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { createCalendarFeed, getCalendarFeed, revokeCalendarFeed } from "../../shared/contract";
import { callApi } from "./client";

const key = ["calendarFeed"] as const;

export function useCalendarFeed(enabled: boolean) {
  return useQuery({ queryKey: key, queryFn: () => callApi(getCalendarFeed, {}), enabled });
}

export function useCreateCalendarFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(createCalendarFeed, {}),
    onSuccess: (feed) => client.setQueryData(key, { ...feed, url: null }),
  });
}

export function useRevokeCalendarFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(revokeCalendarFeed, {}),
    onSuccess: () => client.setQueryData(key, { url: null, active: false, createdAt: null }),
  });
}
