import { useEffect, useRef, useSyncExternalStore } from "react";
import {
  type ChannelKind,
  holdChannel,
  onConnect,
  onRealtimeState,
  type RealtimeState,
  realtimeState,
  subscribe,
} from "../lib/realtime";

/** Calls `handler` for every live `event` while the component is mounted (the latest handler is used). */
export function useRealtimeEvent<T = unknown>(
  event: string,
  handler: (payload: T) => void,
  enabled = true,
): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    if (!enabled) return;
    return subscribe(event, (payload) => latest.current(payload as T));
  }, [event, enabled]);
}

/**
 * Holds a sub-event's or chat room's channel while mounted (and enabled). `onJoined` runs after every join
 * (the first and each after a reconnect) with the server's answer: read what was missed there.
 */
export function useChannel(
  kind: ChannelKind,
  id: number | undefined,
  enabled = true,
  onJoined?: (ok: boolean) => void,
): void {
  const latest = useRef(onJoined);
  latest.current = onJoined;
  useEffect(() => {
    if (!enabled || !id) return;
    return holdChannel(kind, id, (ok) => latest.current?.(ok));
  }, [kind, id, enabled]);
}

/** Runs `listener` after each reconnection (to read what was missed while the connection was down). */
export function useOnReconnect(listener: () => void, enabled = true): void {
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => {
    if (!enabled) return;
    return onConnect((reconnect) => {
      if (reconnect) latest.current();
    });
  }, [enabled]);
}

/** The connection's state, for "reconnecting…" hints and for polling as a fallback while it is down. */
export function useRealtimeState(): RealtimeState {
  return useSyncExternalStore(onRealtimeState, realtimeState, () => "idle");
}
