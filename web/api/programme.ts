import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type CallBody,
  getFloorMap,
  getProgramme,
  hostCreateBooth,
  hostCreateSession,
  hostCreateSpeaker,
  hostDeleteBooth,
  hostDeleteSession,
  hostDeleteSpeaker,
  hostListSpeakers,
  hostSetFloorPlan,
  hostUpdateBooth,
  hostUpdateSession,
  hostUpdateSpeaker,
  listSpeakers,
  sessionIcs,
  type TSessionInput,
  type TSpeakerInput,
  workspaceExtras,
} from "../../shared/contract";
import { callApi } from "./client";

export const programmeKeys = {
  speakers: (subEventId: number) => ["programme", "speakers", subEventId] as const,
  sessions: (subEventId: number) => ["programme", "sessions", subEventId] as const,
  map: (subEventId: number) => ["programme", "map", subEventId] as const,
  extras: (subEventId: number) => ["programme", "extras", subEventId] as const,
  hostSpeakers: (subEventId: number) => ["programme", "hostSpeakers", subEventId] as const,
};

export function useSpeakers(subEventId: number) {
  return useQuery({
    queryKey: programmeKeys.speakers(subEventId),
    queryFn: () => callApi(listSpeakers, { params: { id: subEventId } }),
  });
}

export function useProgramme(subEventId: number) {
  return useQuery({
    queryKey: programmeKeys.sessions(subEventId),
    queryFn: () => callApi(getProgramme, { params: { id: subEventId } }),
  });
}

export function useFloorMap(subEventId: number) {
  return useQuery({
    queryKey: programmeKeys.map(subEventId),
    queryFn: () => callApi(getFloorMap, { params: { id: subEventId } }),
  });
}

/** Whether speakers, sessions and a floor plan exist (the sidebar's extra entries). */
export function useExtras(subEventId: number, enabled: boolean) {
  return useQuery({
    queryKey: programmeKeys.extras(subEventId),
    queryFn: () => callApi(workspaceExtras, { params: { id: subEventId } }),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** Downloads a session's .ics (fetched with the session's token, saved from a blob). */
export async function downloadSessionIcs(sessionId: number): Promise<void> {
  const { fileName, ics } = await callApi(sessionIcs, { params: { sessionId } });
  const url = URL.createObjectURL(new Blob([ics], { type: "text/calendar;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

function useProgrammeMutation<T, R>(run: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: ["programme"] }),
  });
}

export function useHostSpeakers(subEventId: number) {
  return useQuery({
    queryKey: programmeKeys.hostSpeakers(subEventId),
    queryFn: () => callApi(hostListSpeakers, { params: { id: subEventId } }),
  });
}

export function useSaveSpeaker(subEventId: number) {
  return useProgrammeMutation(({ id, body }: { id?: number; body: TSpeakerInput }) =>
    id
      ? callApi(hostUpdateSpeaker, { params: { speakerId: id }, body })
      : callApi(hostCreateSpeaker, { params: { id: subEventId }, body }),
  );
}

export function useDeleteSpeaker() {
  return useProgrammeMutation((id: number) => callApi(hostDeleteSpeaker, { params: { speakerId: id } }));
}

export function useSaveSession(subEventId: number) {
  return useProgrammeMutation(({ id, body }: { id?: number; body: TSessionInput }) =>
    id
      ? callApi(hostUpdateSession, { params: { sessionId: id }, body })
      : callApi(hostCreateSession, { params: { id: subEventId }, body }),
  );
}

export function useDeleteSession() {
  return useProgrammeMutation((id: number) => callApi(hostDeleteSession, { params: { sessionId: id } }));
}

export function useSetFloorPlan(subEventId: number) {
  return useProgrammeMutation((body: CallBody<typeof hostSetFloorPlan>) =>
    callApi(hostSetFloorPlan, { params: { id: subEventId }, body }),
  );
}

export function useSaveBooth(subEventId: number) {
  return useProgrammeMutation(({ id, body }: { id?: number; body: CallBody<typeof hostCreateBooth> }) =>
    id
      ? callApi(hostUpdateBooth, { params: { boothId: id }, body })
      : callApi(hostCreateBooth, { params: { id: subEventId }, body }),
  );
}

export function useDeleteBooth() {
  return useProgrammeMutation((id: number) => callApi(hostDeleteBooth, { params: { boothId: id } }));
}
