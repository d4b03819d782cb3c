import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  getAllEvents,
  getEventDetail,
  getEventFooter,
  getSubEventDetail,
  listSubEvents,
  myApprovedEventList,
  myEventList,
  myLikeList,
  myLikeListPage,
  searchEvents,
  toggleLike,
} from "../../shared/contract";
import { EVENT_PAGE_SIZE } from "../../shared/web/boot-data";
import { useSession } from "./account";
import { callApi } from "./client";

export const eventKeys = {
  all: (page: number) => ["events", "all", page] as const,
  search: (word: string, page: number) => ["events", "search", word, page] as const,
  detail: (id: number) => ["events", "detail", id] as const,
  footer: (id: number) => ["events", "footer", id] as const,
  subEvents: (eventId: number) => ["subEvents", eventId] as const,
  subEvent: (id: number) => ["subEvent", id] as const,
  likedIds: ["likes", "ids"] as const,
  likedPage: (page: number) => ["likes", "page", page] as const,
  myEvents: ["applicants", "mine"] as const,
  approved: (page: number) => ["applicants", "approved", page] as const,
};

/** The query options shared by the hooks and the preloading on the way to a page (web/app/preload.ts). */
export const eventPageQuery = (page: number) =>
  queryOptions({
    queryKey: eventKeys.all(page),
    queryFn: () => callApi(getAllEvents, { query: { page, size: EVENT_PAGE_SIZE } }),
  });
export const eventDetailQuery = (id: number) =>
  queryOptions({
    queryKey: eventKeys.detail(id),
    queryFn: () => callApi(getEventDetail, { query: { id } }),
    retry: false,
  });
export const subEventsQuery = (eventId: number) =>
  queryOptions({
    queryKey: eventKeys.subEvents(eventId),
    queryFn: () => callApi(listSubEvents, { query: { eventId } }),
  });

export function useEventPage(page: number) {
  return useQuery({ ...eventPageQuery(page), placeholderData: keepPreviousData });
}

export function useEventSearch(word: string, page: number) {
  return useQuery({
    queryKey: eventKeys.search(word, page),
    queryFn: () => callApi(searchEvents, { query: { word, page, size: EVENT_PAGE_SIZE, approval: "Y" } }),
    enabled: word.trim().length > 0,
    placeholderData: keepPreviousData,
  });
}

export function useEventDetail(id: number) {
  return useQuery({ ...eventDetailQuery(id), enabled: Number.isInteger(id) && id > 0 });
}

export function useEventFooter(id: number | undefined) {
  return useQuery({
    queryKey: eventKeys.footer(id ?? 0),
    queryFn: () => callApi(getEventFooter, { params: { eventId: id! } }),
    enabled: id !== undefined,
    staleTime: 300_000,
  });
}

export function useSubEvents(eventId: number) {
  return useQuery({ ...subEventsQuery(eventId), enabled: eventId > 0 });
}

export function useSubEvent(id: number | undefined) {
  return useQuery({
    queryKey: eventKeys.subEvent(id ?? 0),
    queryFn: () => callApi(getSubEventDetail, { query: { id: id! } }),
    enabled: id !== undefined && id > 0,
    retry: false,
  });
}

/** Liked event ids: loaded only when a token exists. */
export function useLikedIds() {
  const { signedIn } = useSession();
  return useQuery({ queryKey: eventKeys.likedIds, queryFn: () => callApi(myLikeList), enabled: signedIn });
}

export function useToggleLike() {
  const client = useQueryClient();
  const { userId } = useSession();
  return useMutation({
    mutationFn: (eventId: number) => callApi(toggleLike, { body: { userId: userId ?? undefined, eventId } }),
    // a read of the list still on its way (the page just opened) was answered before this toggle: it must not
    // land after it and put the heart back
    onMutate: () => client.cancelQueries({ queryKey: eventKeys.likedIds }),
    onSuccess: ({ eventId, liked }) => {
      client.setQueryData<number[]>(eventKeys.likedIds, (ids = []) =>
        liked ? [eventId, ...ids.filter((id) => id !== eventId)] : ids.filter((id) => id !== eventId),
      );
      void client.invalidateQueries({ queryKey: ["likes", "page"] });
    },
  });
}

export function useLikedPage(page: number) {
  return useQuery({
    queryKey: eventKeys.likedPage(page),
    queryFn: () => callApi(myLikeListPage, { query: { page, size: EVENT_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

export function useMyEvents(enabled = true) {
  const { signedIn } = useSession();
  return useQuery({
    queryKey: eventKeys.myEvents,
    queryFn: () => callApi(myEventList),
    enabled: signedIn && enabled,
  });
}

export function useApprovedEvents(page: number) {
  return useQuery({
    queryKey: eventKeys.approved(page),
    queryFn: () => callApi(myApprovedEventList, { query: { page, size: EVENT_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}
