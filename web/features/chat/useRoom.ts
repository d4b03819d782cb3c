import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import { ChatTimeline, catchUp } from "../../../shared/chat/timeline";
import { CHAT_FIRST_LOAD, type TChatMessage } from "../../../shared/contract";
import { readMessages } from "../../api/chat";
import { useChannel, useRealtimeEvent, useRealtimeState } from "../../api/realtime";
import type { OutboxEntry } from "./outbox";
import { useOutbox } from "./useOutbox";

const OLDER_PAGE = 20;
/** While the socket is down the open room reads what is new this often (the live path is gone). */
const OFFLINE_POLL_MS = 10_000;
/** Re-reading held messages on reconnect (to learn deletions) only while the window is small. */
const REREAD_MAX = 200;

export interface RoomTimeline {
  /** Messages in room order, only up to the point where nothing before is missing. */
  messages: TChatMessage[];
  /** My messages not yet shown as stored ones, in writing order (queued, sending, refused, or stored and
   * waiting for the messages before it to be in). */
  pending: OutboxEntry[];
  /** How many of them are still to be sent automatically. */
  waiting: number;
  ready: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  loadOlder: () => Promise<void>;
  send: (kind: "text" | "card", text: string) => void;
  retry: (clientId: string) => void;
  discard: (clientId: string) => void;
  markDeleted: (seq: number) => void;
}

/**
 * One room's messages as the drawer (or the video room's chat panel) shows them, without loss or
 * duplicates: the newest 2 first, older ones on demand, live messages merged by sequence number, and after
 * every (re)join of the room's channel a catch-up read (`after=`) before anything past a hole is shown. My
 * messages go through the room's outbox (useOutbox): sent in writing order, again until stored, kept over a
 * reload. `onFatal` gets a first load's failure.
 */
export function useRoom(
  roomId: number,
  handlers: {
    onFatal: (error: unknown) => void;
    onLive?: (m: TChatMessage) => void;
  },
): RoomTimeline {
  const timeline = useRef(new ChatTimeline()).current;
  const [, bump] = useReducer((x: number) => x + 1, 0);
  const [ready, setReady] = useState(false);
  const [hasOlder, setHasOlder] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const latest = useRef(handlers);
  latest.current = handlers;
  const loaded = useRef(false);
  const running = useRef<Promise<void> | null>(null);
  const again = useRef(false);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const readAfter = useCallback(
    (after: number, limit: number) => readMessages(roomId, { after, limit }),
    [roomId],
  );

  const syncOnce = useCallback(
    async (reread: boolean) => {
      if (!loaded.current) {
        const page = await readMessages(roomId, { limit: CHAT_FIRST_LOAD });
        timeline.merge(page.messages);
        timeline.syncedTo(Math.max(page.lastSeq, page.messages.at(-1)?.seq ?? 0));
        loaded.current = true;
        setHasOlder((page.messages[0]?.seq ?? 1) > 1);
        setReady(true);
        return;
      }
      const lowest = timeline.lowestSeq;
      const from = reread && lowest !== undefined && timeline.size <= REREAD_MAX ? lowest - 1 : undefined;
      await catchUp(timeline, readAfter, 100, from);
    },
    [roomId, readAfter, timeline],
  );

  /** Runs one read at a time; a request during a read runs once more after it (nothing is skipped). */
  const sync = useCallback(
    (reread = false): Promise<void> => {
      if (running.current) {
        again.current = true;
        return running.current;
      }
      const run = (async () => {
        let first = true;
        do {
          again.current = false;
          try {
            await syncOnce(reread && first);
          } catch (error) {
            if (!loaded.current && alive.current) latest.current.onFatal(error);
            break;
          }
          first = false;
        } while (again.current && alive.current);
      })();
      running.current = run.finally(() => {
        running.current = null;
        if (alive.current) bump();
      });
      return running.current;
    },
    [syncOnce],
  );

  const outbox = useOutbox(roomId, (stored) => {
    timeline.merge([stored]);
    if (loaded.current && stored.seq > timeline.synced) void sync();
    bump();
  });

  // First load at once (HTTP works without the socket); after every join of the live channel, catch up.
  useEffect(() => {
    void sync();
  }, [sync]);
  useChannel("chat", roomId, true, () => void sync(true));
  const state = useRealtimeState();
  useEffect(() => {
    if (state === "connected") return;
    const timer = setInterval(() => void sync(), OFFLINE_POLL_MS);
    return () => clearInterval(timer);
  }, [state, sync]);

  // A hole (a message still on its way, or lost in a drop) is filled by reading, shortly after.
  const holeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const fillHoles = useCallback(() => {
    if (timeline.maxSeq <= timeline.synced || holeTimer.current) return;
    holeTimer.current = setTimeout(() => {
      holeTimer.current = undefined;
      void sync();
    }, 300);
  }, [sync, timeline]);
  useEffect(() => () => clearTimeout(holeTimer.current), []);

  useRealtimeEvent<TChatMessage>("chat:message", (m) => {
    if (m.roomId !== roomId) return;
    timeline.merge([m]);
    if (loaded.current) fillHoles();
    bump();
    latest.current.onLive?.(m);
  });
  // a member's socket joined the room: a message it stored and nobody heard (its process died) is read now
  useRealtimeEvent<{ roomId: number; seq: number }>("chat:tail", (t) => {
    if (t.roomId === roomId && loaded.current && t.seq > timeline.synced) void sync();
  });
  useRealtimeEvent<{ roomId: number; seq: number }>("chat:deleted", (d) => {
    if (d.roomId !== roomId) return;
    timeline.markDeleted(d.seq);
    bump();
  });

  const loadOlder = useCallback(async () => {
    const before = timeline.lowestSeq;
    if (before === undefined || loadingOlder) return;
    setLoadingOlder(true);
    try {
      const page = await readMessages(roomId, { before, limit: OLDER_PAGE });
      timeline.merge(page.messages);
      setHasOlder(page.messages.length === OLDER_PAGE && (page.messages[0]?.seq ?? 1) > 1);
    } catch {
      // kept as it was: the button stays for another try
    } finally {
      setLoadingOlder(false);
    }
  }, [roomId, timeline, loadingOlder]);

  const messages = timeline.list().filter((m) => m.seq <= timeline.synced);
  const shown = new Set(messages.map((m) => m.clientId));
  // A stored one of mine is pending only while it waits for the messages before it; once the room is read
  // past it, it is in the list, or above the messages loaded so far (with the older ones)
  const inRoom = (e: OutboxEntry) =>
    shown.has(e.clientId) || (loaded.current && e.message !== undefined && e.message.seq <= timeline.synced);
  const pending = outbox.view.items.filter((e) => !inRoom(e));
  const seen = outbox.view.items.filter((e) => e.status !== "sending" && inRoom(e));
  const seenKey = seen.map((e) => e.clientId).join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the shown ones change
  useEffect(() => {
    if (seen.length > 0) outbox.forget(seen.map((e) => e.clientId));
  }, [seenKey]);
  return {
    messages,
    pending,
    waiting: outbox.view.waiting,
    ready,
    hasOlder,
    loadingOlder,
    loadOlder,
    send: outbox.write,
    retry: outbox.retry,
    discard: outbox.discard,
    markDeleted: (seq) => {
      timeline.markDeleted(seq);
      bump();
    },
  };
}
