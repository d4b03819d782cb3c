import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  chatRooms,
  chimeJoin,
  createGuestTicket,
  directLobby,
  guestExchange,
  listDirectRooms,
  listGuestTickets,
  meetingDetailById,
  revokeGuestTicket,
  saveDirectRoom,
  type TPresence,
  videoCallCheck,
  videoPresence,
  videoToken,
} from "../../shared/contract";
import { callApi } from "./client";
import { useRealtimeEvent } from "./realtime";

export const videoKeys = {
  check: (meetingId: number, applicantId: number | undefined) =>
    ["video", "check", meetingId, applicantId ?? 0] as const,
  meeting: (meetingId: number) => ["video", "meeting", meetingId] as const,
  chatRoom: (applicationId: number, other: number) => ["video", "chatRoom", applicationId, other] as const,
  tickets: (meetingId: number) => ["video", "tickets", meetingId] as const,
  directRooms: (eventId: number) => ["video", "directRooms", eventId] as const,
  lobby: (n: number) => ["video", "lobby", n] as const,
  presence: (subEventId: number) => ["video", "presence", subEventId] as const,
};

/** The meeting's room for the caller (window, counterpart, open now); a refusal is an ApiError 403. */
export function useVideoCheck(meetingId: number, applicantId: number | undefined, enabled = true) {
  return useQuery({
    queryKey: videoKeys.check(meetingId, applicantId),
    queryFn: () => callApi(videoCallCheck, { query: { meetingId, applicantId } }),
    enabled: enabled && meetingId > 0,
    retry: false,
  });
}

/** The room token of a meeting (a guest passes its guest session as `authorization`). */
export const fetchRoomToken = (meetingId: number, applicantId?: number, authorization?: string) =>
  callApi(videoToken, {
    query: { meetingId, applicantId },
    headers: authorization ? { authorization } : undefined,
  });

/** Joins a direct room by name (no account needed). */
export const joinDirectRoom = (roomId: string, name: string) =>
  callApi(chimeJoin, { query: { roomId, name, region: "us-east-1" } });

/** Exchanges a guest ticket (once: a second exchange of the same ticket is refused by the server). */
export const exchangeGuestTicket = (ticketId: string) => callApi(guestExchange, { body: { ticketId } });

/** One meeting (its sub-event, for the note panel); only for its sides and host. */
export function useMeetingOfRoom(meetingId: number, enabled: boolean) {
  return useQuery({
    queryKey: videoKeys.meeting(meetingId),
    queryFn: () => callApi(meetingDetailById, { query: { meetingId } }),
    enabled: enabled && meetingId > 0,
    retry: false,
  });
}

/** The stored chat room between two applications, when one exists (the call's chat panel). */
export function useChatRoomBetween(applicationId: number | null, other: number | null) {
  return useQuery({
    queryKey: videoKeys.chatRoom(applicationId ?? 0, other ?? 0),
    queryFn: async () => {
      const rooms = await callApi(chatRooms, { query: {} });
      return rooms.find((r) => r.myApplicationId === applicationId && r.otherApplicationId === other) ?? null;
    },
    enabled: Boolean(applicationId && other),
    retry: false,
  });
}

// ---- the host's side ----

export function useGuestTickets(meetingId: number, enabled: boolean) {
  return useQuery({
    queryKey: videoKeys.tickets(meetingId),
    queryFn: () => callApi(listGuestTickets, { params: { meetingId } }),
    enabled: enabled && meetingId > 0,
  });
}

export function useIssueGuestTicket(meetingId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => callApi(createGuestTicket, { params: { meetingId }, body: { name } }),
    onSuccess: () => client.invalidateQueries({ queryKey: videoKeys.tickets(meetingId) }),
  });
}

export function useRevokeGuestTicket(meetingId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ticketId: string) => callApi(revokeGuestTicket, { params: { ticketId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: videoKeys.tickets(meetingId) }),
  });
}

export function useDirectRooms(eventId: number) {
  return useQuery({
    queryKey: videoKeys.directRooms(eventId),
    queryFn: () => callApi(listDirectRooms, { params: { eventId } }),
    enabled: eventId > 0,
  });
}

export function useSaveDirectRoom(eventId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { number: number; open: boolean; title: string }) =>
      callApi(saveDirectRoom, {
        params: { eventId, number: v.number },
        body: { open: v.open, title: v.title },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: videoKeys.directRooms(eventId) }),
  });
}

/** The lobby of direct room n (of one event, or the open rooms n of public events). */
export function useDirectLobby(n: number, eventId: number | undefined) {
  return useQuery({
    queryKey: [...videoKeys.lobby(n), eventId ?? 0],
    queryFn: () => callApi(directLobby, { params: { number: n }, query: { eventId } }),
    retry: false,
  });
}

/**
 * Who is connected in each online meeting room of the sub-event (its host), kept live by the server's
 * `video:presence` events on the host's own connection.
 */
export function useVideoPresence(subEventId: number) {
  const client = useQueryClient();
  const key = videoKeys.presence(subEventId);
  useRealtimeEvent<TPresence>("video:presence", (change) =>
    client.setQueryData<TPresence[]>(key, (list) => [
      ...(list ?? []).filter((p) => p.meetingId !== change.meetingId),
      change,
    ]),
  );
  return useQuery({
    queryKey: key,
    queryFn: () => callApi(videoPresence, { params: { subEventId } }),
    enabled: subEventId > 0,
  });
}
