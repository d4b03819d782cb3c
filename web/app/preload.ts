import { useQueryClient } from "@tanstack/react-query";
import { eventDetailQuery, eventKeys, eventPageQuery, subEventsQuery } from "../api/events";
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

/** At start-up, alongside the texts: the first page's chunk and data, when it is one of the public pages. */
export function preloadFirstPage(pathname: string): void {
  if (pathname === "/") {
    loadHomePage().catch(ignore);
    void queryClient.prefetchQuery(eventPageQuery(0));
    return;
  }
  const event = /^\/event\/detail\/(\d+)$/.exec(pathname);
  if (event) preloadEvent(Number(event[1]));
}
