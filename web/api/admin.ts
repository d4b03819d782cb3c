import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type CallBody, decideAdminEvent, listAdminEvents } from "../../shared/contract";
import { callApi } from "./client";

export type ReviewFilter = "requested" | "approved" | "rejected" | "draft" | "all";

export const adminKeys = {
  all: ["admin"] as const,
  events: (approval: ReviewFilter, search: string, page: number) =>
    ["admin", "events", approval, search, page] as const,
};

export function useAdminEvents(approval: ReviewFilter, search: string, page: number, enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.events(approval, search, page),
    queryFn: () => callApi(listAdminEvents, { query: { approval, search, page, size: 10 } }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useDecideEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ eventId, body }: { eventId: number; body: CallBody<typeof decideAdminEvent> }) =>
      callApi(decideAdminEvent, { params: { eventId }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
