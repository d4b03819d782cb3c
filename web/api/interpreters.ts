import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type CallBody,
  getMeetingSurvey,
  hostAddInterpreter,
  hostAssignInterpreter,
  hostInterpreterCoverage,
  hostListInterpreters,
  hostRemoveInterpreter,
  INTERPRETER_ASSIGNMENTS_EVENT,
  interpreterAssignments,
  interpreterCheck,
  interpreterJoin,
  interpreterMeetings,
  type TSurveyAnswer,
  updateMeetingSurvey,
} from "../../shared/contract";
import { useSession } from "./account";
import { callApi } from "./client";
import { useRealtimeEvent } from "./realtime";

export const interpreterKeys = {
  mine: (userId: number) => ["interpreters", "mine", userId] as const,
  check: (userId: number, subEventId: number) => ["interpreters", "check", userId, subEventId] as const,
  meetings: (subEventId: number, range: string) => ["interpreters", "meetings", subEventId, range] as const,
  note: (meetingId: number, applicationId: number) =>
    ["interpreters", "note", meetingId, applicationId] as const,
  host: (subEventId: number) => ["interpreters", "host", subEventId] as const,
  coverage: (subEventId: number, need: boolean) => ["interpreters", "coverage", subEventId, need] as const,
};

/** The caller's interpreter assignments (the account menu's dialog). */
export function useMyInterpreterAssignments(enabled = true) {
  const { userId } = useSession();
  return useQuery({
    queryKey: interpreterKeys.mine(userId ?? 0),
    queryFn: () => callApi(interpreterAssignments, { query: { userId: userId! } }),
    enabled: enabled && Boolean(userId),
  });
}

/** The interpreter workspace's gate: the server's check for the caller and the sub-event. */
export function useInterpreterCheck(subEventId: number) {
  const { userId } = useSession();
  return useQuery({
    queryKey: interpreterKeys.check(userId ?? 0, subEventId),
    queryFn: () => callApi(interpreterCheck, { query: { userId: userId!, subEventId } }),
    enabled: Boolean(userId) && subEventId > 0,
    retry: false,
  });
}

export function useInterpreterMeetings(subEventId: number, range: { from: string; to: string } | "started") {
  const query =
    range === "started"
      ? { subEventId, started: "Y" as const }
      : { subEventId, from: range.from, to: range.to };
  return useQuery({
    queryKey: interpreterKeys.meetings(
      subEventId,
      range === "started" ? range : `${range.from}..${range.to}`,
    ),
    queryFn: () => callApi(interpreterMeetings, { query }),
    refetchInterval: 60_000,
  });
}

/** Refetches the workspace's meetings at once when the server assigns the interpreter new ones (realtime). */
export function useInterpreterAssignmentsLive(subEventId: number): void {
  const client = useQueryClient();
  useRealtimeEvent<{ subEventId: number }>(INTERPRETER_ASSIGNMENTS_EVENT, (event) => {
    if (event.subEventId !== subEventId) return;
    void client.invalidateQueries({ queryKey: ["interpreters", "meetings", subEventId] });
    void client.invalidateQueries({ queryKey: ["interpreters", "mine"] });
  });
}

export function useJoinAsInterpreter() {
  return useMutation({
    mutationFn: (body: {
      subEventId: number;
      meetingId: number;
      date: string;
      startTime: string;
      endTime: string;
    }) => callApi(interpreterJoin, { body: { ...body, status: "agree" } }),
  });
}

/** One side's note of a meeting, as the meeting's interpreter reads it. */
export function useSideNote(meetingId: number, applicationId: number) {
  return useQuery({
    queryKey: interpreterKeys.note(meetingId, applicationId),
    queryFn: () => callApi(getMeetingSurvey, { query: { meetingId, applicationId } }),
    retry: false,
  });
}

/** The interpreter's counsel form always saves through /api/meetingSurveys/surveys (spec). */
export function useSaveSideNote(meetingId: number, applicationId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (answers: TSurveyAnswer[]) =>
      callApi(updateMeetingSurvey, { body: { meetingId, applicationId, meetingSurveys: answers } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ["interpreters"] }),
  });
}

export function useHostInterpreters(subEventId: number) {
  return useQuery({
    queryKey: interpreterKeys.host(subEventId),
    queryFn: () => callApi(hostListInterpreters, { params: { id: subEventId } }),
  });
}

export function useCoverage(subEventId: number, need: boolean) {
  return useQuery({
    queryKey: interpreterKeys.coverage(subEventId, need),
    queryFn: () =>
      callApi(hostInterpreterCoverage, { params: { id: subEventId }, query: { need: need ? "Y" : "N" } }),
  });
}

function useInvalidating<T, R>(run: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: ["interpreters"] }),
  });
}

export function useAddInterpreter(subEventId: number) {
  return useInvalidating((body: CallBody<typeof hostAddInterpreter>) =>
    callApi(hostAddInterpreter, { params: { id: subEventId }, body }),
  );
}

export function useRemoveInterpreter() {
  return useInvalidating((id: number) => callApi(hostRemoveInterpreter, { params: { interpreterId: id } }));
}

export function useAssignInterpreter() {
  return useInvalidating(
    ({ meetingId, interpreterId }: { meetingId: number; interpreterId: number | null }) =>
      callApi(hostAssignInterpreter, { params: { meetingId }, body: { interpreterId } }),
  );
}
