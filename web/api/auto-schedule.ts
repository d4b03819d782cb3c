import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  hostAutoScheduleRun,
  hostCancelAutoScheduled,
  hostDraftCompanies,
  hostDraftMeetings,
  hostDraftUnscheduled,
  hostLatestAutoSchedule,
  hostMatchingSettings,
  hostPublishAutoSchedule,
  hostSaveMatchingSettings,
  hostSendScheduleMail,
  hostStartAutoSchedule,
  hostStopAutoSchedule,
  type TMatchingSettings,
  type TRun,
} from "../../shared/contract";
import { callApi } from "./client";

export const autoScheduleKeys = {
  all: ["autoSchedule"] as const,
  settings: (subEventId: number) => ["autoSchedule", "settings", subEventId] as const,
  latest: (subEventId: number) => ["autoSchedule", "latest", subEventId] as const,
  run: (runId: number) => ["autoSchedule", "run", runId] as const,
  draft: (runId: number, part: string, query: object) =>
    ["autoSchedule", "draft", runId, part, query] as const,
};

/** Polls once a second while the run is running (the progress bar), not at all otherwise. */
const whileRunning = (run: TRun | null | undefined) => (run?.status === "running" ? 1_000 : false);

export function useMatchingSettings(subEventId: number) {
  return useQuery({
    queryKey: autoScheduleKeys.settings(subEventId),
    queryFn: () => callApi(hostMatchingSettings, { params: { id: subEventId } }),
  });
}

export function useLatestRun(subEventId: number) {
  return useQuery({
    queryKey: autoScheduleKeys.latest(subEventId),
    queryFn: () => callApi(hostLatestAutoSchedule, { params: { id: subEventId } }),
    refetchInterval: (q) => whileRunning(q.state.data),
  });
}

export function useRun(runId: number) {
  return useQuery({
    queryKey: autoScheduleKeys.run(runId),
    queryFn: () => callApi(hostAutoScheduleRun, { params: { runId } }),
    refetchInterval: (q) => whileRunning(q.state.data),
  });
}

export function useDraftMeetings(runId: number, query: { page: number; size: number; company: string }) {
  return useQuery({
    queryKey: autoScheduleKeys.draft(runId, "meetings", query),
    queryFn: () => callApi(hostDraftMeetings, { params: { runId }, query }),
    placeholderData: keepPreviousData,
  });
}

export function useDraftCompanies(runId: number, query: { page: number; size: number; without: "Y" | "N" }) {
  return useQuery({
    queryKey: autoScheduleKeys.draft(runId, "companies", query),
    queryFn: () => callApi(hostDraftCompanies, { params: { runId }, query }),
    placeholderData: keepPreviousData,
  });
}

type Reason = "no_common_free_slot" | "cap_reached" | "outscored" | "no_interpreter_free" | "excluded";

export function useDraftUnscheduled(runId: number, query: { page: number; size: number; reason?: Reason }) {
  return useQuery({
    queryKey: autoScheduleKeys.draft(runId, "unscheduled", query),
    queryFn: () => callApi(hostDraftUnscheduled, { params: { runId }, query }),
    placeholderData: keepPreviousData,
  });
}

/** Every automatic-scheduling change refreshes its queries and the meeting board. */
function useAutoMutation<A, R>(fn: (a: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: autoScheduleKeys.all }),
        client.invalidateQueries({ queryKey: ["hostMeetings"] }),
      ]),
  });
}

export const useSaveMatchingSettings = (subEventId: number) =>
  useAutoMutation((body: TMatchingSettings) =>
    callApi(hostSaveMatchingSettings, { params: { id: subEventId }, body }),
  );
export const useStartRun = (subEventId: number) =>
  useAutoMutation((mode: "tight" | "normal") =>
    callApi(hostStartAutoSchedule, { params: { id: subEventId }, body: { mode } }),
  );
export const useStopRun = () =>
  useAutoMutation((runId: number) => callApi(hostStopAutoSchedule, { params: { runId } }));
export const usePublishRun = () =>
  useAutoMutation((runId: number) => callApi(hostPublishAutoSchedule, { params: { runId } }));
export const useCancelAllAutomatic = (subEventId: number) =>
  useAutoMutation((reason: string) =>
    callApi(hostCancelAutoScheduled, { params: { id: subEventId }, body: { reason } }),
  );
export const useSendScheduleMail = (subEventId: number) =>
  useAutoMutation(() => callApi(hostSendScheduleMail, { params: { id: subEventId } }));
