import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  createMailing,
  listHostApplicants,
  listMailings,
  previewMailing,
  type TMailingBody,
} from "../../shared/contract";
import { callApi } from "./client";

export const mailingKeys = {
  list: (subEventId: number) => ["mailings", subEventId] as const,
  applicants: (subEventId: number, word: string) => ["mailings", subEventId, "applicants", word] as const,
};

/** The sub-event's mailings with their progress, polled while one is still going out. */
export function useMailings(subEventId: number) {
  return useQuery({
    queryKey: mailingKeys.list(subEventId),
    queryFn: () => callApi(listMailings, { params: { subEventId } }),
    refetchInterval: (query) => (query.state.data?.some((m) => m.status !== "done") ? 1_500 : false),
  });
}

export function usePreviewMailing(subEventId: number) {
  return useMutation({
    mutationFn: (body: TMailingBody) => callApi(previewMailing, { params: { subEventId }, body }),
  });
}

export function useSendMailing(subEventId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TMailingBody) => callApi(createMailing, { params: { subEventId }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: mailingKeys.list(subEventId) }),
  });
}

/** Applicants of the sub-event matching a word (company, name or e-mail), for choosing recipients. */
export function useApplicantSearch(subEventId: number, word: string) {
  return useQuery({
    queryKey: mailingKeys.applicants(subEventId, word),
    queryFn: () =>
      callApi(listHostApplicants, { params: { subEventId }, query: { page: 0, size: 20, search: word } }),
    placeholderData: keepPreviousData,
  });
}
