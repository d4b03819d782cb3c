import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  getInterpreterProfile,
  getMeetingLanguages,
  interpreterAvailability,
  setInterpreterProfile,
  setMeetingLanguages,
  type TInterpreterProfile,
} from "../../shared/contract";
import type { LANGUAGES } from "../../shared/matching/languages";
import { callApi } from "./client";

/** Meeting languages of applications, interpreters' profiles, and the booking dialog's interpreter check. */
export const meetingLanguageKeys = {
  languages: (applicationId: number) => ["meetingLanguages", applicationId] as const,
  profile: (subEventId: number) => ["interpreters", "profile", subEventId] as const,
  availability: (applicationId: number, target: number, startsAt: string) =>
    ["meetings", "interpreterAvailability", applicationId, target, startsAt] as const,
};

/** The languages an application's people speak in meetings. */
export function useMeetingLanguages(applicationId: number | undefined) {
  return useQuery({
    queryKey: meetingLanguageKeys.languages(applicationId ?? 0),
    queryFn: () => callApi(getMeetingLanguages, { query: { applicationId: applicationId! } }),
    enabled: Boolean(applicationId),
  });
}

/** Saves them; the answer replaces the cached list and every availability check is asked again. */
export function useSetMeetingLanguages(applicationId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (languages: (typeof LANGUAGES)[number][]) =>
      callApi(setMeetingLanguages, {
        body: { applicationId, languages },
      }),
    onSuccess: (data) => {
      client.setQueryData(meetingLanguageKeys.languages(applicationId), data);
      void client.invalidateQueries({ queryKey: ["meetings", "interpreterAvailability"] });
    },
  });
}

/** Whether a meeting with the target in the slot starting at `startsAt` needs an interpreter and one is free. */
export function useInterpreterAvailability(
  q: { applicationId: number; targetApplicationId: number | undefined; startsAt: string },
  enabled = true,
) {
  return useQuery({
    queryKey: meetingLanguageKeys.availability(q.applicationId, q.targetApplicationId ?? 0, q.startsAt),
    queryFn: () =>
      callApi(interpreterAvailability, {
        query: {
          applicationId: q.applicationId,
          targetApplicationId: q.targetApplicationId!,
          startsAt: q.startsAt,
        },
      }),
    enabled: enabled && Boolean(q.targetApplicationId),
    retry: false,
  });
}

/** The caller's language pairs and unavailable slots in a sub-event where they interpret. */
export function useInterpreterProfile(subEventId: number) {
  return useQuery({
    queryKey: meetingLanguageKeys.profile(subEventId),
    queryFn: () => callApi(getInterpreterProfile, { query: { subEventId } }),
    retry: false,
  });
}

export function useSaveInterpreterProfile(subEventId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (profile: TInterpreterProfile) =>
      callApi(setInterpreterProfile, { body: { subEventId, ...profile } }),
    onSuccess: (data) => {
      client.setQueryData(meetingLanguageKeys.profile(subEventId), data);
      void client.invalidateQueries({ queryKey: ["interpreters", "host", subEventId] });
    },
  });
}
