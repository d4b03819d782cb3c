import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  createQa,
  deleteQa,
  getAllQa,
  getWebinar,
  hostCreateWebinar,
  hostDeleteWebinar,
  hostListWebinars,
  hostUpdateWebinar,
  listWebinars,
  modifyQa,
  type Page,
  QA_PAGE_SIZE,
  type TQaItem,
  type TWebinarInput,
} from "../../shared/contract";
import { applyQaEvent, type QaEvent, type QaFilter } from "../features/webinars/qa-cache";
import { callApi } from "./client";
import { useChannel, useOnReconnect, useRealtimeEvent } from "./realtime";

export const webinarKeys = {
  list: (subEventId: number) => ["webinars", "list", subEventId] as const,
  one: (id: number) => ["webinars", "one", id] as const,
  qaAll: (webinarId: number) => ["webinars", "qa", webinarId] as const,
  qa: (webinarId: number, filter: QaFilter, page: number) =>
    ["webinars", "qa", webinarId, filter, page] as const,
  host: (subEventId: number) => ["webinars", "host", subEventId] as const,
};

export function useWebinars(subEventId: number) {
  return useQuery({
    queryKey: webinarKeys.list(subEventId),
    queryFn: () => callApi(listWebinars, { query: { subEventId } }),
  });
}

/** One webinar; refetched well within the 30 minutes its signed file links last. */
export function useWebinar(id: number) {
  return useQuery({
    queryKey: webinarKeys.one(id),
    queryFn: () => callApi(getWebinar, { params: { secondId: id } }),
    enabled: id > 0,
    retry: false,
    refetchInterval: 10 * 60_000,
  });
}

export function useQa(webinarId: number, filter: QaFilter, page: number) {
  return useQuery({
    queryKey: webinarKeys.qa(webinarId, filter, page),
    queryFn: () => callApi(getAllQa, { query: { webinarId, complete: filter, page, size: QA_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

/**
 * Keeps the shown Q&A page live: holds the sub-event's channel, patches the page with each event of this
 * webinar (or refetches it when a patch cannot be exact), and rereads after a reconnection.
 */
export function useQaLive(
  subEventId: number,
  webinarId: number,
  view: { filter: QaFilter; page: number; mayReadPrivate: boolean },
) {
  const client = useQueryClient();
  useChannel("subEvent", subEventId);
  useRealtimeEvent<QaEvent>("webinarQA", (event) => {
    if (event.webinarId !== webinarId) return;
    const key = webinarKeys.qa(webinarId, view.filter, view.page);
    const shown = client.getQueryData<Page<TQaItem>>(key);
    const next = shown && applyQaEvent(shown, event, view);
    if (!next || next === "refetch")
      void client.invalidateQueries({ queryKey: webinarKeys.qaAll(webinarId) });
    else {
      client.setQueryData(key, next);
      // other filters and pages are reread when shown
      void client.invalidateQueries({
        queryKey: webinarKeys.qaAll(webinarId),
        predicate: (q) => q.queryKey.join() !== key.join(),
        refetchType: "none",
      });
    }
  });
  useOnReconnect(() => client.invalidateQueries({ queryKey: webinarKeys.qaAll(webinarId) }));
}

function useQaMutation<T>(webinarId: number, run: (input: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: webinarKeys.qaAll(webinarId) }),
  });
}

export function useAsk(webinarId: number) {
  return useQaMutation(webinarId, (body: { content: string; isPrivate: boolean; questionId?: number }) =>
    callApi(createQa, {
      body: {
        webinarId,
        content: body.content,
        isPrivate: body.isPrivate,
        questionOrAnswer: body.questionId ? "A" : "Q",
        questionId: body.questionId,
      },
    }),
  );
}

export function useModifyQa(webinarId: number) {
  return useQaMutation(webinarId, (body: { id: number; content: string }) => callApi(modifyQa, { body }));
}

export function useDeleteQa(webinarId: number) {
  return useQaMutation(webinarId, (query: { id: number; QA: "Q" | "A" }) => callApi(deleteQa, { query }));
}

export function useHostWebinars(subEventId: number) {
  return useQuery({
    queryKey: webinarKeys.host(subEventId),
    queryFn: () => callApi(hostListWebinars, { params: { id: subEventId } }),
  });
}

export function useSaveWebinar(subEventId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: TWebinarInput }) =>
      id
        ? callApi(hostUpdateWebinar, { params: { webinarId: id }, body })
        : callApi(hostCreateWebinar, { params: { id: subEventId }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ["webinars"] }),
  });
}

export function useDeleteWebinar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(hostDeleteWebinar, { params: { webinarId: id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ["webinars"] }),
  });
}
