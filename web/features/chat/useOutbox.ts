import { useEffect, useMemo, useRef, useSyncExternalStore } from "react";
import type { TChatMessage } from "../../../shared/contract";
import { useSession } from "../../api/account";
import { sendMessage } from "../../api/chat";
import { ApiError } from "../../api/client";
import { getToken, getUserId, onSessionChange } from "../../api/session";
import { onConnect } from "../../lib/realtime";
import { Outbox, type OutboxView, outboxKey, outboxPrefix } from "./outbox";
import { newClientId } from "./text";

/**
 * The browser's chat outboxes (outbox.ts): one per signed-in user and room, alive for the page (not the
 * drawer), so a message leaves even after its drawer closed. They all wake when the connection comes back
 * (the browser's `online` event, every socket (re)connection, a new session of the same user); a user's
 * outboxes stop when another account signs in, whose own are started instead.
 */

/** A hung request ends after this, and the same message is sent again (the server stores it once). */
const SEND_TIMEOUT_MS = 15_000;
const boxes = new Map<string, Outbox>();
let wired = false;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function create(userId: number, roomId: number): Outbox {
  return new Outbox({
    key: outboxKey(userId, roomId),
    storage: storage(),
    newId: newClientId,
    send(entry) {
      // only ever with its writer's session: another account signed in meanwhile waits (as a 401)
      if (getUserId() !== userId || !getToken())
        return Promise.reject(new ApiError(401, "", "common.loginRequired"));
      return sendMessage(
        roomId,
        { clientId: entry.clientId, kind: entry.kind, text: entry.text },
        AbortSignal.timeout(SEND_TIMEOUT_MS),
      );
    },
    describe: (error) =>
      error instanceof ApiError
        ? { status: error.status, key: error.key, detail: error.detail }
        : { status: 0 },
  });
}

function wakeAll(): void {
  for (const box of boxes.values()) box.wake();
}

function wire(): void {
  if (wired || typeof window === "undefined") return;
  wired = true;
  window.addEventListener("online", wakeAll);
  onConnect(wakeAll);
  onSessionChange(() => {
    const userId = getUserId();
    for (const [key, box] of boxes) {
      if (userId !== null && key.startsWith(outboxPrefix(userId))) continue;
      box.stop();
      boxes.delete(key);
    }
    resumeOutboxes();
    wakeAll();
  });
  // another tab of the same user wrote into a shared outbox
  window.addEventListener("storage", (e) => {
    if (e.key) boxes.get(e.key)?.adopt();
  });
}

/** The signed-in user's outbox of a room (made and started on first use); none when signed out. */
export function outboxOf(roomId: number): Outbox | undefined {
  wire();
  const userId = getUserId();
  if (userId === null) return undefined;
  const key = outboxKey(userId, roomId);
  let box = boxes.get(key);
  if (!box) {
    box = create(userId, roomId);
    boxes.set(key, box);
    box.start();
  }
  return box;
}

/** Starts every outbox a reload kept for the signed-in user, so its messages leave without a drawer open. */
export function resumeOutboxes(): void {
  wire();
  const userId = getUserId();
  const kept = storage();
  if (userId === null || !kept) return;
  const prefix = outboxPrefix(userId);
  const rooms: number[] = [];
  for (let i = 0; i < kept.length; i++) {
    const key = kept.key(i);
    const roomId = key?.startsWith(prefix) ? Number(key.slice(prefix.length)) : Number.NaN;
    if (Number.isInteger(roomId) && roomId > 0) rooms.push(roomId);
  }
  for (const roomId of rooms) outboxOf(roomId);
}

const NOTHING: OutboxView = { items: [], waiting: 0, refused: 0 };
const noSubscription = () => () => undefined;

/**
 * A room's outbox for a screen (the chat drawer, the video room's chat panel): what is not yet shown as
 * stored, and write, retry, discard. `onStored` hears each message the server stored, to show it at once;
 * `forget` is told which stored ones the screen now shows.
 */
export function useOutbox(roomId: number, onStored?: (message: TChatMessage) => void) {
  useSession(); // a new session re-renders: another account has other outboxes
  const box = outboxOf(roomId);
  const view = useSyncExternalStore(box?.subscribe ?? noSubscription, () => box?.view ?? NOTHING);
  const latest = useRef(onStored);
  latest.current = onStored;
  useEffect(() => box?.onStored((m) => latest.current?.(m)), [box]);
  const actions = useMemo(
    () => ({
      write: (kind: "text" | "card", text: string) => void box?.write(kind, text),
      retry: (clientId: string) => box?.retry(clientId),
      discard: (clientId: string) => void box?.discard(clientId),
      forget: (clientIds: Iterable<string>) => box?.forget(clientIds),
    }),
    [box],
  );
  return { view, ...actions };
}
