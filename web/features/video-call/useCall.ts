import { useEffect, useState, useSyncExternalStore } from "react";
import type { LocalMedia, Room } from "../video";
import { CallController, type CallSnapshot } from "./call-controller";

const PHONE_QUERY = "(max-width: 599px)";
const idle = () => () => undefined;

/**
 * One room and its controller per mounted call screen: joins with the room token and the chosen media, leaves
 * on unmount (a fresh room each time, so React's development double mount never reuses a left room). On
 * phones the own video pauses while the page is hidden (13.17).
 */
export function useCall(createRoom: () => Room, token: string, media: LocalMedia, timeZone: string) {
  const [call, setCall] = useState<CallController | null>(null);
  const [joinError, setJoinError] = useState<unknown>(null);
  useEffect(() => {
    let left = false;
    let room: Room;
    try {
      room = createRoom();
    } catch (e) {
      setJoinError(e);
      return;
    }
    const controller = new CallController(room, { storage: window.localStorage, timeZone });
    setCall(controller);
    controller.join(token, media.stream).catch((e: unknown) => {
      if (!left) setJoinError(e);
    });
    return () => {
      left = true;
      controller.leave().catch(() => undefined);
    };
  }, [createRoom, token, media, timeZone]);
  useEffect(() => {
    if (!call) return;
    const onVisibility = () => {
      if (window.matchMedia(PHONE_QUERY).matches) call.pageHidden(document.hidden);
    };
    document.addEventListener("visibilitychange", onVisibility);
    return () => document.removeEventListener("visibilitychange", onVisibility);
  }, [call]);
  const snapshot: CallSnapshot | null = useSyncExternalStore(
    call?.subscribe ?? idle,
    call?.snapshot ?? (() => null),
  );
  return { call, snapshot, joinError };
}
