import { useSyncExternalStore } from "react";
import type { TChatRoom } from "../../../shared/contract";

export interface ChatValue {
  /** The caller can chat here (an approved application of their own or as a colleague). */
  enabled: boolean;
  rooms: TChatRoom[];
  roomsLoading: boolean;
  /** Unread messages over all my rooms of the sub-event (the sidebar badge). */
  unread: number;
  /** The indicator blinks (3000 ms) when a message arrives for a room that is not open. */
  blinking: boolean;
  openRoomId: number | null;
  open: (roomId: number) => void;
  /** Opens (creating on demand) the room with another application of the sub-event. */
  startChat: (otherApplicationId: number) => Promise<void>;
  starting: boolean;
  close: () => void;
}

const disabled: ChatValue = {
  enabled: false,
  rooms: [],
  roomsLoading: false,
  unread: 0,
  blinking: false,
  openRoomId: null,
  open: () => undefined,
  startChat: async () => undefined,
  starting: false,
  close: () => undefined,
};

let current: ChatValue = disabled;
const listeners = new Set<() => void>();

/**
 * Published by the workspace's ChatHost (a sibling of the pages, so that the layout needs no wrapper), read
 * by the sidebar, the chat list and the company page. Without a host chat is simply off.
 */
export function publishChat(value: ChatValue | null): void {
  current = value ?? disabled;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The workspace's chat: rooms, unread total, the drawer. */
export function useChat(): ChatValue {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => disabled,
  );
}
