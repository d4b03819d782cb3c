import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { TChatActivity, TChatRoom } from "../../../shared/contract";
import { useCurrentUser } from "../../api/account";
import { chatKeys, useChatRooms, useOpenChatRoom } from "../../api/chat";
import { ApiError } from "../../api/client";
import { useOnReconnect, useRealtimeEvent } from "../../api/realtime";
import { getUserId } from "../../api/session";
import { toast } from "../../lib/toast";
import { useWorkspace } from "../workspace/context";
import { ChatDrawer } from "./ChatDrawer";
import { browserZone } from "./chat-time";
import { type ChatValue, publishChat } from "./context";
import { resumeOutboxes } from "./useOutbox";
import { usePageVisible } from "./useRoomSignals";

const NO_ROOMS: TChatRoom[] = [];

/** The spec's chat alert blink. */
export const CHAT_BLINK_MS = 3000;

/**
 * Chat for the workspace: my rooms with their unread counts (pushed live: every new message, read mark
 * or deletion of my rooms reaches `user:{me}`; polled every 60 s only while the socket is down), the
 * indicator's blink, and the one drawer. Rendered once beside the workspace's pages; they read it with useChat.
 * A room open in the drawer on a visible page counts no unread (the drawer marks what arrives read); a room
 * whose other side was rejected or withdrew (`closed`) leaves the list and its open drawer says so. The
 * outboxes a reload kept start sending here, drawer open or not.
 */
export function ChatHost() {
  const { t } = useTranslation();
  const { subEvent, place } = useWorkspace();
  const mine = place.application?.approval === "approval" ? place.application : null;
  const enabled = mine !== null;
  const rooms = useChatRooms(subEvent.id, enabled);
  const client = useQueryClient();
  const opener = useOpenChatRoom(subEvent.id);
  const [openRoomId, setOpenRoomId] = useState<number | null>(null);
  const [blinking, setBlinking] = useState(false);
  const [closedRooms, setClosedRooms] = useState<ReadonlySet<number>>(new Set());
  const visible = usePageVisible();
  const me = useCurrentUser();
  const zones = useMemo(
    () => ({ venue: subEvent.timeZone, viewer: me.data?.timeZone || browserZone() }),
    [subEvent.timeZone, me.data?.timeZone],
  );
  const openRef = useRef(openRoomId);
  openRef.current = openRoomId;
  const blinkTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(blinkTimer.current), []);

  const refresh = useCallback(
    () => client.invalidateQueries({ queryKey: chatKeys.rooms(subEvent.id) }),
    [client, subEvent.id],
  );
  useEffect(() => {
    if (enabled) resumeOutboxes();
  }, [enabled]);
  const open = useCallback((roomId: number | null) => {
    if (roomId !== null)
      setClosedRooms((closed) =>
        closed.has(roomId) ? new Set([...closed].filter((id) => id !== roomId)) : closed,
      );
    setOpenRoomId(roomId);
  }, []);

  useRealtimeEvent<TChatActivity>(
    "chat:activity",
    (a) => {
      if (a.subEventId !== subEvent.id) return;
      void refresh();
      if (a.kind === "closed") setClosedRooms((closed) => new Set([...closed, a.roomId]));
      if (a.kind !== "message" || a.from === String(getUserId()) || openRef.current === a.roomId) return;
      clearTimeout(blinkTimer.current);
      setBlinking(true);
      blinkTimer.current = setTimeout(() => setBlinking(false), CHAT_BLINK_MS);
    },
    enabled,
  );
  // a block or release while no drawer is open: the list (which a drawer opens with) follows at once
  useRealtimeEvent("chat:block", () => void refresh(), enabled);
  // what was pushed while the connection was down
  useOnReconnect(() => void refresh(), enabled);

  const startChat = useCallback(
    async (otherApplicationId: number) => {
      if (!mine) return;
      try {
        const room = await opener.mutateAsync({
          subEventId: subEvent.id,
          applicationId: mine.id,
          otherApplicationId,
        });
        open(room.id);
      } catch (error) {
        // 'Chat with the user not possible yet' (the counterpart cannot chat) or why not; 'not ready' when
        // the service cannot be reached
        if (error instanceof ApiError && error.status < 500) toast(error.detail || t("chat.userNotFound"));
        else toast(t("chat.notReady"), "error");
      }
    },
    [mine, opener, subEvent.id, t, open],
  );
  const close = useCallback(() => {
    setOpenRoomId(null);
    void refresh();
  }, [refresh]);

  const fetched = rooms.data ?? NO_ROOMS;
  // what the open drawer shows on a visible page is being read: no badge counts it
  const list = useMemo(
    () =>
      visible && openRoomId !== null
        ? fetched.map((r) =>
            r.id === openRoomId && r.unreadMessageCount > 0 ? { ...r, unreadMessageCount: 0 } : r,
          )
        : fetched,
    [fetched, visible, openRoomId],
  );
  const value = useMemo<ChatValue>(
    () => ({
      enabled,
      rooms: list,
      roomsLoading: rooms.isLoading,
      unread: list.reduce((sum, r) => sum + r.unreadMessageCount, 0),
      blinking,
      openRoomId,
      open,
      startChat,
      starting: opener.isPending,
      close,
    }),
    [enabled, list, rooms.isLoading, blinking, openRoomId, open, startChat, opener.isPending, close],
  );
  useEffect(() => publishChat(value), [value]);
  useEffect(() => () => publishChat(null), []);
  const room = list.find((r) => r.id === openRoomId);
  if (!enabled || openRoomId === null) return null;
  return (
    <ChatDrawer
      key={openRoomId}
      roomId={openRoomId}
      room={room}
      zones={zones}
      closed={closedRooms.has(openRoomId)}
      onClose={close}
    />
  );
}
