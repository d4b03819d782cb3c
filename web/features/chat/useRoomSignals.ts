import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { TChatMessage, TChatRoom } from "../../../shared/contract";
import { chatKeys, markRead } from "../../api/chat";
import { useRealtimeEvent } from "../../api/realtime";
import { displayName } from "./text";
import { messageArrived, type TypingMark, typed, typingNow } from "./typing";

/**
 * What the room says besides messages: the other side's read position (my messages read up to it), who is
 * typing (until their message arrives, or 4 s without a signal), and whether I am blocked here (the input
 * is disabled with the spec's chattingProhibited notice; chatRestrictionReleased when lifted).
 */
export function useRoomSignals(roomId: number, room: TChatRoom | undefined, me: string) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [otherRead, setOtherRead] = useState(room?.otherReadSeq ?? 0);
  const [blocked, setBlockedState] = useState(room?.blocked ?? false);
  const [notice, setNotice] = useState<string | null>(room?.blocked ? t("chat.chattingProhibited") : null);
  const [typing, setTyping] = useState<TypingMark | null>(null);
  useEffect(() => {
    if (!typing) return;
    const timer = setTimeout(() => setTyping(null), Math.max(0, typing.until - Date.now()));
    return () => clearTimeout(timer);
  }, [typing]);

  const setBlocked = (value: boolean) => {
    setBlockedState(value);
    setNotice(value ? t("chat.chattingProhibited") : t("chat.chatRestrictionReleased"));
  };
  // the room as listed (after a refetch) may know more than this drawer
  useEffect(() => {
    if (room) setOtherRead((r) => Math.max(r, room.otherReadSeq));
  }, [room]);
  const listedBlocked = room?.blocked;
  const shownBlocked = useRef(blocked);
  shownBlocked.current = blocked;
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the listed state only
  useEffect(() => {
    if (listedBlocked !== undefined && listedBlocked !== shownBlocked.current) setBlocked(listedBlocked);
  }, [listedBlocked]);

  useRealtimeEvent<{ roomId: number; applicationId: number; seq: number }>("chat:read", (r) => {
    if (r.roomId === roomId && room && r.applicationId === room.otherApplicationId)
      setOtherRead((seq) => Math.max(seq, r.seq));
  });
  useRealtimeEvent<{ roomId: number; identity: string }>("chat:typing", (e) => {
    // the other side's typing (not mine in another tab, nor my colleague's)
    if (
      e.roomId !== roomId ||
      e.identity === me ||
      !room?.otherMembers.some((m) => m.identity === e.identity)
    )
      return;
    setTyping(typed(e.identity, Date.now()));
  });
  // what they were typing has arrived: they are no longer typing it
  useRealtimeEvent<TChatMessage>("chat:message", (m) => {
    if (m.roomId === roomId) setTyping((mark) => messageArrived(mark, m.author.identity));
  });
  useRealtimeEvent<{ roomId: number; identity: string; blocked: boolean }>("chat:block", (b) => {
    if (b.roomId !== roomId) return;
    void client.invalidateQueries({ queryKey: chatKeys.blackList(roomId) });
    void client.invalidateQueries({ queryKey: chatKeys.rooms(room?.subEventId ?? 0) });
    if (b.identity === me && b.blocked !== shownBlocked.current) setBlocked(b.blocked);
  });

  return {
    otherRead,
    blocked,
    setBlocked,
    notice,
    clearNotice: () => setNotice(null),
    typing: typingNow(typing, Date.now()),
    nameOf: (identity: string) =>
      displayName(room?.otherMembers.find((m) => m.identity === identity)?.name ?? ""),
  };
}

/** Whether the page is on screen (not a background tab, not minimised). */
export function usePageVisible(): boolean {
  const [visible, setVisible] = useState(() => document.visibilityState === "visible");
  useEffect(() => {
    const onChange = () => setVisible(document.visibilityState === "visible");
    document.addEventListener("visibilitychange", onChange);
    return () => document.removeEventListener("visibilitychange", onChange);
  }, []);
  return visible;
}

/**
 * Moves my read position to the last message shown while the drawer is open and the page visible (the
 * unread counts and the other side's read marks follow from it): a message arriving in the open drawer is
 * read at once (a burst is marked once), so no badge counts it.
 */
export function useReadMarks(roomId: number, lastShown: number, ready: boolean) {
  const sent = useRef(0);
  const visible = usePageVisible();
  useEffect(() => {
    if (!ready || !visible || lastShown <= sent.current) return;
    const timer = setTimeout(() => {
      sent.current = Math.max(sent.current, lastShown);
      markRead(roomId, lastShown).catch(() => {
        sent.current = 0;
      });
    }, 100);
    return () => clearTimeout(timer);
  }, [roomId, lastShown, ready, visible]);
}
