import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type CallBody,
  chatAddBlackList,
  chatGetBlackList,
  chatMessages,
  chatRemoveBlackList,
  chatRemoveMsg,
  chatRooms,
  chatUpdateFriendlyName,
  openChatRoom,
  readChatRoom,
  sendChatMessage,
  type TChatRoom,
} from "../../shared/contract";
import { callApi } from "./client";
import { useRealtimeState } from "./realtime";

export const chatKeys = {
  all: ["chat"] as const,
  rooms: (subEventId: number) => ["chat", "rooms", subEventId] as const,
  blackList: (roomId: number) => ["chat", "blackList", roomId] as const,
};

/** The unread poll of the original, kept only as the fallback while the live connection is down. */
export const CHAT_POLL_MS = 60_000;

/**
 * My rooms in a sub-event with their unread counts. Live pushes refresh it (ChatHost); while the socket
 * is not connected it polls every 60 s. Loading errors are swallowed to an empty list, as the spec says.
 */
export function useChatRooms(subEventId: number, enabled = true) {
  const state = useRealtimeState();
  return useQuery({
    queryKey: chatKeys.rooms(subEventId),
    queryFn: () => callApi(chatRooms, { query: { subEventId } }).catch((): TChatRoom[] => []),
    enabled: enabled && subEventId > 0,
    refetchInterval: state === "connected" ? false : CHAT_POLL_MS,
    staleTime: 5_000,
  });
}

/** The room with another application, made on demand; the list learns it at once. */
export function useOpenChatRoom(subEventId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof openChatRoom>) => callApi(openChatRoom, { body }),
    onSuccess: (room) => {
      client.setQueryData<TChatRoom[]>(chatKeys.rooms(subEventId), (rooms) =>
        rooms ? [room, ...rooms.filter((r) => r.id !== room.id)] : [room],
      );
      void client.invalidateQueries({ queryKey: chatKeys.rooms(subEventId) });
    },
  });
}

/** A page of a room's messages: the newest (`limit`), older ones (`before`) or missed ones (`after`). */
export const readMessages = (roomId: number, query: { after?: number; before?: number; limit: number }) =>
  callApi(chatMessages, { params: { roomId }, query });

/** One attempt at storing a message (the chat outbox retries with the same clientId; `signal` ends a hung one). */
export const sendMessage = (roomId: number, body: CallBody<typeof sendChatMessage>, signal?: AbortSignal) =>
  callApi(sendChatMessage, { params: { roomId }, body, signal });

export const markRead = (roomId: number, seq: number) =>
  callApi(readChatRoom, { params: { roomId }, body: { seq } });

export const removeMessage = (roomId: number, messageId: number) =>
  callApi(chatRemoveMsg, { body: { sid: messageId, channelSid: roomId } });

export function useBlackList(roomId: number, enabled: boolean) {
  return useQuery({
    queryKey: chatKeys.blackList(roomId),
    queryFn: () => callApi(chatGetBlackList, { query: { roomId } }),
    enabled,
  });
}

/** Blocks or releases a member of the other side; the block list and the rooms follow. */
export function useSetBlocked(roomId: number, subEventId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ identity, blocked }: { identity: string; blocked: boolean }) =>
      callApi(blocked ? chatAddBlackList : chatRemoveBlackList, { body: { identity, roomId } }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: chatKeys.blackList(roomId) });
      void client.invalidateQueries({ queryKey: chatKeys.rooms(subEventId) });
    },
  });
}

export function useUpdateChatName() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof chatUpdateFriendlyName>) => callApi(chatUpdateFriendlyName, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: chatKeys.all }),
  });
}
