import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  applicationMeetings,
  type CallBody,
  cancelApplicationMeeting,
  getMeetingTargets,
  getWaitingAcceptMeetingTargets,
  markImpossible,
  meetingHistoriesCancelled,
  meetingHistoriesRejected,
  meetingSchedule,
  meetingTargetByCompany,
  multipleImpossibleSave,
  multipleRemoveImpossible,
  removeImpossible,
  requestMeeting,
  setAttendeeType,
  updateMeeting,
} from "../../shared/contract";
import { callApi } from "./client";

export const meetingKeys = {
  all: ["meetings"] as const,
  schedule: (applicationId: number) => ["meetings", "schedule", applicationId] as const,
  history: (applicationId: number, kind: string) => ["meetings", "history", applicationId, kind] as const,
  targets: (applicationId: number, date: string, time: string, keywordId?: number) =>
    ["meetings", "targets", applicationId, date, time, keywordId ?? 0] as const,
  waiting: (meetingId: number) => ["meetings", "waiting", meetingId] as const,
  between: (applicationId: number, mine: number) => ["meetings", "between", applicationId, mine] as const,
};

/** The weekly view's slots with their labels for the application (also the sidebar's waiting badge). */
export function useSchedule(applicationId: number | undefined, enabled = true) {
  return useQuery({
    queryKey: meetingKeys.schedule(applicationId ?? 0),
    queryFn: () => callApi(meetingSchedule, { query: { applicationId: applicationId! } }),
    enabled: enabled && Boolean(applicationId),
    refetchInterval: 60_000,
  });
}

export function useHistory(
  applicationId: number | undefined,
  kind: "rejected" | "cancelled",
  enabled: boolean,
) {
  return useQuery({
    queryKey: meetingKeys.history(applicationId ?? 0, kind),
    queryFn: () =>
      callApi(kind === "rejected" ? meetingHistoriesRejected : meetingHistoriesCancelled, {
        query: { applicantId: applicationId! },
      }),
    enabled: enabled && Boolean(applicationId),
  });
}

export function useTargets(
  q: { subEventId: number; applicationId: number; date: string; startTime: string; keywordId?: number },
  enabled: boolean,
) {
  return useQuery({
    queryKey: meetingKeys.targets(q.applicationId, q.date, q.startTime, q.keywordId),
    queryFn: () => callApi(getMeetingTargets, { query: q }),
    enabled,
  });
}

/** Targets by company name; in a slot (`date`, `startTime`) only those free then. */
export function useCompanySearch(
  subEventId: number,
  applicationId: number,
  companyName: string,
  slot?: { date: string; startTime: string },
) {
  return useQuery({
    queryKey: [
      "meetings",
      "company",
      subEventId,
      applicationId,
      companyName,
      slot?.date,
      slot?.startTime,
    ] as const,
    queryFn: () =>
      callApi(meetingTargetByCompany, { query: { subEventId, applicationId, companyName, ...slot } }),
    enabled: companyName.length > 0,
  });
}

export function useWaitingRequests(meetingId: number | null, applicationId: number) {
  return useQuery({
    queryKey: meetingKeys.waiting(meetingId ?? 0),
    queryFn: () =>
      callApi(getWaitingAcceptMeetingTargets, { query: { meetingId: meetingId!, applicationId } }),
    enabled: Boolean(meetingId),
  });
}

export function useMeetingsBetween(
  applicationId: number,
  myApplicationId: number | undefined,
  enabled: boolean,
) {
  return useQuery({
    queryKey: meetingKeys.between(applicationId, myApplicationId ?? 0),
    queryFn: () =>
      callApi(applicationMeetings, { query: { applicationId, myApplicationId: myApplicationId! } }),
    enabled: enabled && Boolean(myApplicationId),
  });
}

/** Every meeting change refreshes every meeting query (both sides' views follow). */
function useMeetingMutation<A, R>(fn: (arg: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => client.invalidateQueries({ queryKey: meetingKeys.all }),
  });
}

export const useRequestMeeting = () =>
  useMeetingMutation((body: CallBody<typeof requestMeeting>) => callApi(requestMeeting, { body }));
export const useAnswerMeeting = () =>
  useMeetingMutation((body: CallBody<typeof updateMeeting>) => callApi(updateMeeting, { body }));
export const useWithdrawMeeting = () =>
  useMeetingMutation((id: number) => callApi(cancelApplicationMeeting, { params: { id } }));
export const useMarkUnavailable = () =>
  useMeetingMutation((body: CallBody<typeof markImpossible>) => callApi(markImpossible, { body }));
export const useLiftUnavailable = () =>
  useMeetingMutation((id: number) => callApi(removeImpossible, { params: { id } }));
export const useBulkUnavailable = () =>
  useMeetingMutation(({ on, body }: { on: boolean; body: CallBody<typeof multipleImpossibleSave> }) =>
    callApi(on ? multipleImpossibleSave : multipleRemoveImpossible, { body }),
  );
export const useAttendeeType = () =>
  useMeetingMutation((body: CallBody<typeof setAttendeeType>) => callApi(setAttendeeType, { body }));
