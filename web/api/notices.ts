import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  hostCreateNotice,
  hostDeleteNotice,
  hostUpdateNotice,
  NOTICE_EVENT,
  noticeDetail,
  noticeList,
  type TNoticeBody,
  type TNoticeEvent,
} from "../../shared/contract";
import { callApi } from "./client";
import { useChannel, useOnReconnect, useRealtimeEvent } from "./realtime";

export const noticeKeys = {
  all: (subEventId: number) => ["notices", subEventId] as const,
  list: (subEventId: number, page: number, word: string) =>
    ["notices", subEventId, "list", page, word] as const,
  detail: (subEventId: number, id: number) => ["notices", subEventId, "detail", id] as const,
};

export function useNotices(subEventId: number, page: number, searchWord: string) {
  return useQuery({
    queryKey: noticeKeys.list(subEventId, page, searchWord),
    queryFn: () => callApi(noticeList, { query: { subEventId, page, size: 10, searchWord } }),
    placeholderData: keepPreviousData,
  });
}

export function useNotice(subEventId: number, noticeId: number) {
  return useQuery({
    queryKey: noticeKeys.detail(subEventId, noticeId),
    queryFn: () => callApi(noticeDetail, { query: { noticeId } }),
    enabled: noticeId > 0,
    retry: false,
  });
}

/**
 * Keeps a sub-event's notices live: holds its channel, refetches the notices when one changes and after a
 * reconnection (what was missed), and hands each change to `onChange` (a toast for a new one).
 */
export function useLiveNotices(subEventId: number, onChange?: (event: TNoticeEvent) => void) {
  const client = useQueryClient();
  useChannel("subEvent", subEventId);
  useRealtimeEvent<TNoticeEvent>(NOTICE_EVENT, (event) => {
    if (event.subEventId !== subEventId) return;
    void client.invalidateQueries({ queryKey: noticeKeys.all(subEventId) });
    onChange?.(event);
  });
  useOnReconnect(() => void client.invalidateQueries({ queryKey: noticeKeys.all(subEventId) }));
}

export function useSaveNotice(subEventId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: TNoticeBody }) =>
      id === undefined
        ? callApi(hostCreateNotice, { params: { subEventId }, body })
        : callApi(hostUpdateNotice, { params: { noticeId: id }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: noticeKeys.all(subEventId) }),
  });
}

export function useDeleteNotice(subEventId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (noticeId: number) => callApi(hostDeleteNotice, { params: { noticeId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: noticeKeys.all(subEventId) }),
  });
}
