import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  createMeetingSurvey,
  createPostSurvey,
  getMeetingSurvey,
  getPostSurvey,
  meetingSurveyList,
  meetingSurveyVersions,
  restoreMeetingSurvey,
  type TSurveyAnswer,
  updateMeetingSurvey,
  updatePostSurvey,
} from "../../shared/contract";
import { callApi } from "./client";

export const surveyKeys = {
  counsel: (applicationId: number, word: string) => ["surveys", "counsel", applicationId, word] as const,
  meeting: (meetingId: number, applicationId: number) =>
    ["surveys", "meeting", meetingId, applicationId] as const,
  post: (applicationId: number) => ["surveys", "post", applicationId] as const,
  history: (meetingId: number, applicationId: number, page: number) =>
    ["surveys", "history", meetingId, applicationId, page] as const,
};

/** The counsel list: the application's finished agreed meetings. */
export function useCounselList(applicationId: number | undefined, searchWord: string) {
  return useQuery({
    queryKey: surveyKeys.counsel(applicationId ?? 0, searchWord),
    queryFn: () => callApi(meetingSurveyList, { query: { applicationId: applicationId!, searchWord } }),
    enabled: Boolean(applicationId),
  });
}

export function useMeetingSurvey(meetingId: number, applicationId: number | undefined) {
  return useQuery({
    queryKey: surveyKeys.meeting(meetingId, applicationId ?? 0),
    queryFn: () => callApi(getMeetingSurvey, { query: { meetingId, applicationId: applicationId! } }),
    enabled: meetingId > 0 && Boolean(applicationId),
    retry: false,
  });
}

/** Saves one side's note: a create when it has no answers yet, else an update (spec). */
export function useSaveMeetingSurvey(meetingId: number, applicationId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ answers, exists }: { answers: TSurveyAnswer[]; exists: boolean }) =>
      callApi(exists ? updateMeetingSurvey : createMeetingSurvey, {
        body: { meetingId, applicationId, meetingSurveys: answers },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ["surveys"] }),
  });
}

/** One page of a note's versions (read afresh each time the history opens: the interpreter may have saved). */
export function useCounselHistory(meetingId: number, applicationId: number, page: number, enabled: boolean) {
  return useQuery({
    queryKey: surveyKeys.history(meetingId, applicationId, page),
    queryFn: () => callApi(meetingSurveyVersions, { query: { meetingId, applicationId, page } }),
    enabled,
    staleTime: 0,
    retry: false,
  });
}

/** Makes an earlier version the current note (saved as a new version); the note's owners only. */
export function useRestoreCounselVersion(meetingId: number, applicationId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (version: number) =>
      callApi(restoreMeetingSurvey, { body: { meetingId, applicationId, version } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ["surveys"] }),
  });
}

export function usePostSurvey(applicationId: number | undefined) {
  return useQuery({
    queryKey: surveyKeys.post(applicationId ?? 0),
    queryFn: () => callApi(getPostSurvey, { params: { applicationId: applicationId! } }),
    enabled: Boolean(applicationId),
    retry: false,
  });
}

export function useSavePostSurvey(applicationId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ answers, exists }: { answers: TSurveyAnswer[]; exists: boolean }) =>
      callApi(exists ? updatePostSurvey : createPostSurvey, {
        body: { applicationId, postSurveys: answers },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: surveyKeys.post(applicationId) }),
  });
}
