import { useQueryClient } from "@tanstack/react-query";
import { getAllEvents, getEventDetail } from "../../shared/contract";
import { EVENT_PAGE_SIZE } from "../../shared/web/boot-data";
import { eventDetailQuery, eventKeys, eventPageQuery, subEventsQuery } from "../api/events";
import { takeBootData } from "./boot-data";
import { queryClient } from "./query-client";

/**
 * Starting a page's chunk and its first data on the way to it, in parallel, instead of one after the other
 * (chunk, then render, then request): at start-up for the first page, on hover or focus of a link, and when
 * the route renders.
 */
export const loadHomePage = () => import("../pages/home/HomePage");
export const loadEventDetailPage = () => import("../pages/event/EventDetailPage");

const validId = (id: number) => Number.isInteger(id) && id > 0;
const ignore = () => undefined;

/** The event page's chunk, the event, and on wide screens (where the apply panel shows) its programmes. */
export function preloadEvent(id: number): void {
  if (!validId(id)) return;
  loadEventDetailPage().catch(ignore);
  void queryClient.prefetchQuery(eventDetailQuery(id));
  if (window.matchMedia("(min-width: 1024px)").matches) void queryClient.prefetchQuery(subEventsQuery(id));
}

/** For the event route's element: starts what the page needs with the navigation itself. */
export function usePreloadEvent(id: number): void {
  const client = useQueryClient();
  if (validId(id) && !client.getQueryState(eventKeys.detail(id))) preloadEvent(id);
}

/**
 * At start-up, alongside the texts: the first page's chunk and data, when it is one of the public pages. The
 * data comes from the page itself when the server inlined it (web/app/boot-data.ts), else from the API.
 */
export function preloadFirstPage(pathname: string): void {
  if (pathname === "/") {
    loadHomePage().catch(ignore);
    const inlined = takeBootData(getAllEvents, { page: 0, size: EVENT_PAGE_SIZE });
    if (inlined) queryClient.setQueryData(eventKeys.all(0), inlined);
    else void queryClient.prefetchQuery(eventPageQuery(0));
    return;
  }
  const event = /^\/event\/detail\/(\d+)$/.exec(pathname);
  if (!event) return;
  const id = Number(event[1]);
  const inlined = validId(id) ? takeBootData(getEventDetail, { id }) : undefined;
  if (inlined) queryClient.setQueryData(eventKeys.detail(id), inlined);
  preloadEvent(id);
}
