import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  markNotInterested,
  matchingTargets,
  notInterestedList,
  restoreNotInterested,
  type TMatchMode,
} from "../../shared/contract";
import { callApi } from "./client";

export const matchingKeys = {
  all: ["matching"] as const,
  targets: (
    subEventId: number,
    applicationId: number,
    mode: TMatchMode,
    page: number,
    size: number,
    word: string,
  ) => ["matching", "targets", subEventId, applicationId, mode, page, size, word] as const,
  hidden: (applicationId: number) => ["matching", "hidden", applicationId] as const,
};

/** The application's counterparts ranked by match score for a mode, with reasons and the first common slot. */
export function useMatchingTargets(
  q: {
    subEventId: number;
    applicationId: number;
    mode: TMatchMode;
    page: number;
    size: number;
    searchWord: string;
  },
  enabled = true,
) {
  return useQuery({
    queryKey: matchingKeys.targets(q.subEventId, q.applicationId, q.mode, q.page, q.size, q.searchWord),
    queryFn: () => callApi(matchingTargets, { query: q }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The companies the application marked "not interested" (the restore list). */
export function useHiddenCompanies(applicationId: number, enabled = true) {
  return useQuery({
    queryKey: matchingKeys.hidden(applicationId),
    queryFn: () => callApi(notInterestedList, { query: { applicationId } }),
    enabled,
  });
}

/** Marks or restores "not interested"; every matching list follows. */
export function useNotInterested() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ on, applicationId, targetId }: { on: boolean; applicationId: number; targetId: number }) =>
      callApi(on ? markNotInterested : restoreNotInterested, { body: { applicationId, targetId } }),
    onSettled: () => client.invalidateQueries({ queryKey: matchingKeys.all }),
  });
}
