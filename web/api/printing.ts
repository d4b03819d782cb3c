import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  getMyAgenda,
  hostPrintJobs,
  hostStartPrint,
  type TPrintJob,
  type TPrintRequest,
} from "../../shared/contract";
import { callApi } from "./client";

const jobsKey = (eventId: number) => ["print-jobs", eventId] as const;

/** The event's latest PDF jobs, asked again every second while one is being made. */
export const usePrintJobs = (eventId: number) =>
  useQuery({
    queryKey: jobsKey(eventId),
    queryFn: () => callApi(hostPrintJobs, { params: { eventId } }),
    refetchInterval: (q) =>
      (q.state.data as TPrintJob[] | undefined)?.some((j) => j.status === "running") ? 1_000 : false,
  });

export const useStartPrint = (eventId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TPrintRequest) => callApi(hostStartPrint, { params: { eventId }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: jobsKey(eventId) }),
  });
};

/** A fresh signed link to the caller's own agenda (asked at the click: links expire). */
export const myAgendaLink = (eventId: number, lang: "ko" | "en" | "zh") =>
  callApi(getMyAgenda, { params: { eventId }, query: { lang } });
