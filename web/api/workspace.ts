import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  companyList,
  deleteApplicant,
  getSellerPartiForm,
  meetingDetail,
  myManagerRecord,
  participantList,
} from "../../shared/contract";
import { callApi } from "./client";

export const workspaceKeys = {
  place: (subEventId: number) => ["workspace", "place", subEventId] as const,
  participants: (subEventId: number, type: string, page: number, size: number, word: string) =>
    ["workspace", "participants", subEventId, type, page, size, word] as const,
  company: (applicationId: number) => ["workspace", "company", applicationId] as const,
  sellerForm: (subEventId: number) => ["workspace", "sellerForm", subEventId] as const,
};

/** The caller's place in the sub-event (owner, colleague or host; approval): the workspace's gate. */
export function useMyPlace(subEventId: number) {
  return useQuery({
    queryKey: workspaceKeys.place(subEventId),
    queryFn: () => callApi(myManagerRecord, { query: { subEventId } }),
    enabled: subEventId > 0,
    retry: false,
  });
}

export function useParticipants(
  subEventId: number,
  type: "all" | "seller" | "buyer",
  page: number,
  pageSize: number,
  searchWord: string,
  enabled = true,
) {
  return useQuery({
    queryKey: workspaceKeys.participants(subEventId, type, page, pageSize, searchWord),
    queryFn: () => callApi(participantList, { query: { subEventId, type, page, pageSize, searchWord } }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The company list with filters (keyword, company name): the participant list's filtered form. */
export function useCompanies(
  subEventId: number,
  filter: {
    type: "all" | "seller" | "buyer";
    page: number;
    size: number;
    searchWord: string;
    keywordId?: number;
    companyName: string;
  },
  enabled: boolean,
) {
  return useQuery({
    queryKey: ["workspace", "companies", subEventId, filter] as const,
    queryFn: () => callApi(companyList, { query: { subEventId, ...filter } }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useCompanyDetail(applicationId: number | undefined) {
  return useQuery({
    queryKey: workspaceKeys.company(applicationId ?? 0),
    queryFn: () => callApi(meetingDetail, { query: { applicationId: applicationId! } }),
    enabled: applicationId !== undefined && applicationId > 0,
    retry: false,
  });
}

/** The seller participation form (the sidebar shows Products when it has a product question). */
export function useSellerForm(subEventId: number) {
  return useQuery({
    queryKey: workspaceKeys.sellerForm(subEventId),
    queryFn: () => callApi(getSellerPartiForm, { query: { subEventId } }),
    enabled: subEventId > 0,
    staleTime: 300_000,
  });
}

export function useWithdrawApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(deleteApplicant, { query: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ["workspace"] }),
  });
}
