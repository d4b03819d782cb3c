import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type CallBody,
  type CallQuery,
  createHostEvent,
  createHostSubEvent,
  decideHostApplicants,
  deleteHostSubEvent,
  getFormDetail,
  getHostEvent,
  listHostApplicants,
  listHostEvents,
  listSubEvents,
  requestEventApproval,
  saveHostForm,
  type TFormSlot,
  updateHostEvent,
  updateHostSubEvent,
} from "../../shared/contract";
import { callApi } from "./client";

export const HOST_PAGE_SIZE = 10;

export const hostKeys = {
  all: ["host"] as const,
  events: (page: number) => ["host", "events", page] as const,
  event: (id: number) => ["host", "event", id] as const,
  subEvents: (eventId: number) => ["host", "subEvents", eventId] as const,
  form: (subEventId: number, formId: number) => ["host", "form", subEventId, formId] as const,
  applicants: (subEventId: number, query: object) => ["host", "applicants", subEventId, query] as const,
};

export type ApplicantQuery = Omit<NonNullable<CallQuery<typeof listHostApplicants>>, "page" | "size"> & {
  page: number;
  size: number;
};

export function useHostEvents(page: number) {
  return useQuery({
    queryKey: hostKeys.events(page),
    queryFn: () => callApi(listHostEvents, { query: { page, size: HOST_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

export function useHostEvent(id: number | undefined) {
  return useQuery({
    queryKey: hostKeys.event(id ?? 0),
    queryFn: () => callApi(getHostEvent, { params: { eventId: id! } }),
    enabled: id !== undefined,
    retry: false,
  });
}

export function useHostSubEvents(eventId: number | undefined) {
  return useQuery({
    queryKey: hostKeys.subEvents(eventId ?? 0),
    queryFn: () => callApi(listSubEvents, { query: { eventId: eventId! } }),
    enabled: eventId !== undefined,
  });
}

export function useHostForm(subEventId: number, formId: number | null | undefined) {
  return useQuery({
    queryKey: hostKeys.form(subEventId, formId ?? 0),
    queryFn: () => callApi(getFormDetail, { query: { id: formId!, subEventId } }),
    enabled: typeof formId === "number",
    retry: false,
  });
}

/** Every mutation of the console refreshes the console's queries. */
function useHostMutation<V, R>(fn: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: hostKeys.all }),
  });
}

export type EventBody = CallBody<typeof createHostEvent>;
export type SubEventBody = CallBody<typeof createHostSubEvent>;
export type FormBody = CallBody<typeof saveHostForm>;

export const useSaveEvent = () =>
  useHostMutation(({ id, body }: { id?: number; body: EventBody }) =>
    id === undefined
      ? callApi(createHostEvent, { body })
      : callApi(updateHostEvent, { params: { eventId: id }, body }),
  );

export const useRequestApproval = () =>
  useHostMutation((eventId: number) => callApi(requestEventApproval, { params: { eventId } }));

export const useSaveSubEvent = () =>
  useHostMutation(({ eventId, id, body }: { eventId: number; id?: number; body: SubEventBody }) =>
    id === undefined
      ? callApi(createHostSubEvent, { params: { eventId }, body })
      : callApi(updateHostSubEvent, { params: { subEventId: id }, body }),
  );

export const useDeleteSubEvent = () =>
  useHostMutation((subEventId: number) => callApi(deleteHostSubEvent, { params: { subEventId } }));

export const useSaveForm = () =>
  useHostMutation(({ subEventId, slot, body }: { subEventId: number; slot: TFormSlot; body: FormBody }) =>
    callApi(saveHostForm, { params: { subEventId, slot }, body }),
  );

export function useHostApplicants(subEventId: number, query: ApplicantQuery) {
  return useQuery({
    queryKey: hostKeys.applicants(subEventId, query),
    queryFn: () => callApi(listHostApplicants, { params: { subEventId }, query }),
    placeholderData: keepPreviousData,
  });
}

/** Every applicant matching the filter (page by page, 100 at a time), for the spreadsheet export. */
export async function fetchAllApplicants(subEventId: number, query: Omit<ApplicantQuery, "page" | "size">) {
  const all = [];
  for (let page = 0; ; page++) {
    const result = await callApi(listHostApplicants, {
      params: { subEventId },
      query: { ...query, page, size: 100 },
    });
    all.push(...result.content);
    if (result.last || result.content.length === 0) return all;
  }
}

export const useDecideApplicants = () =>
  useHostMutation(
    ({ subEventId, body }: { subEventId: number; body: CallBody<typeof decideHostApplicants> }) =>
      callApi(decideHostApplicants, { params: { subEventId }, body }),
  );
