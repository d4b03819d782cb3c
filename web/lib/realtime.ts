import type { Socket } from "socket.io-client";
import { getToken, onSessionChange } from "../api/session";

/**
 * The browser's one Socket.IO connection (docs/realtime.md). It is opened the first time a screen listens
 * (socket.io-client is loaded then, never on the first page), carries the current token at every
 * (re)connection, rejoins the channels screens hold, and tells listeners after each reconnect so they can
 * read what they missed from the API before showing new live events. The stored data stays the truth:
 * live events only say "something changed" or carry a copy of what was stored.
 */

export type RealtimeState = "idle" | "connecting" | "connected" | "disconnected";
export type ChannelKind = "subEvent" | "chat" | "floor";
type Handler = (payload: unknown) => void;

let socket: Socket | undefined;
let opening: Promise<Socket | undefined> | undefined;
let state: RealtimeState = "idle";
let everConnected = false;
/** Holders of a connection without a session (a guest's or a direct-room visitor's video room). */
let anonymousHolders = 0;
const mayOpen = () => Boolean(getToken()) || anonymousHolders > 0;
const handlers = new Map<string, Set<Handler>>();
interface Channel {
  kind: ChannelKind;
  id: number;
  holders: number;
  /** Told after every (re)join with the server's answer (a screen reads what it missed then). */
  joined: Set<(ok: boolean) => void>;
}
const channels = new Map<string, Channel>();
const stateListeners = new Set<() => void>();
const connectListeners = new Set<(reconnect: boolean) => void>();
/** What the server took away from this connection: a channel (`chat:12`), or the whole session. */
export type AccessLoss = { kind: "channel"; room: string } | { kind: "session" };
const accessListeners = new Set<(loss: AccessLoss) => void>();

function tellAccessLost(loss: AccessLoss) {
  for (const listener of accessListeners) listener(loss);
}

function setState(next: RealtimeState) {
  if (state === next) return;
  state = next;
  for (const listener of stateListeners) listener();
}

function join(s: Socket, kind: ChannelKind, id: number): Promise<boolean> {
  return new Promise((resolve) =>
    s.emit(`${kind}:join`, id, (answer?: { ok?: boolean }) => resolve(Boolean(answer?.ok))),
  );
}

function rejoin(s: Socket, channel: Channel) {
  void join(s, channel.kind, channel.id).then((ok) => {
    for (const listener of channel.joined) listener(ok);
  });
}

async function open(): Promise<Socket | undefined> {
  if (socket) return socket;
  if (!mayOpen()) return undefined;
  opening ??= import("socket.io-client").then(({ io }) => {
    const s = io({
      path: "/socket.io",
      // A function, so that every reconnection sends the token of the moment (after a new login).
      auth: (cb) => cb({ token: getToken() ?? "" }),
      // WebSocket first: several server processes behind a load balancer then need no sticky sessions for it;
      // long-polling (which does need them) only where WebSockets are blocked (docs/realtime.md)
      transports: ["websocket", "polling"],
      tryAllTransports: true,
      reconnectionDelay: 500,
      reconnectionDelayMax: 5_000,
    });
    for (const [event, set] of handlers) for (const handler of set) s.on(event, handler);
    s.on("connect", () => {
      const reconnect = everConnected;
      everConnected = true;
      for (const channel of channels.values()) rejoin(s, channel);
      setState("connected");
      for (const listener of connectListeners) listener(reconnect);
    });
    s.on("disconnect", () => setState("disconnected"));
    s.on("connect_error", (error: Error) => {
      setState("disconnected");
      // the server refused the token (logged out elsewhere, password changed): the app checks its session
      if (error.message === "unauthorized" && getToken()) tellAccessLost({ kind: "session" });
    });
    // A right was taken away (application rejected, colleague removed): the server made the socket leave
    // the channel; its holders are told as if a join had been refused, and screens read their data again.
    s.on("channel:closed", (payload?: { room?: unknown }) => {
      const room = typeof payload?.room === "string" ? payload.room : "";
      const channel = channels.get(room);
      if (channel) for (const listener of channel.joined) listener(false);
      tellAccessLost({ kind: "channel", room });
    });
    // The server drops a socket whose token expired; a fresh token (new login) connects again.
    s.on("session:expired", () => {
      if (mayOpen()) setTimeout(() => s.connect(), 1_000);
    });
    socket = s;
    setState("connecting");
    return s;
  });
  const result = await opening.catch(() => undefined);
  opening = undefined;
  return result;
}

onSessionChange(() => {
  if (!socket) return;
  socket.disconnect();
  if (mayOpen()) {
    setState("connecting");
    socket.connect();
  } else setState("idle");
});

/** Listens to a live event; opens the connection if needed. Returns the unsubscribe function. */
export function subscribe(event: string, handler: Handler): () => void {
  const set = handlers.get(event) ?? new Set<Handler>();
  handlers.set(event, set);
  set.add(handler);
  socket?.on(event, handler);
  void open();
  return () => {
    set.delete(handler);
    socket?.off(event, handler);
  };
}

/**
 * Holds a channel (a sub-event's or a chat room's) while a screen needs it; joined again after every
 * reconnect. `onJoined` is called after every join, the first and each one after a reconnect, with whether
 * the server let us in (false: not a member): the moment to read what was missed, since from then on
 * nothing sent to the channel can pass unseen.
 */
export function holdChannel(kind: ChannelKind, id: number, onJoined?: (ok: boolean) => void): () => void {
  const key = `${kind}:${id}`;
  const entry = channels.get(key) ?? { kind, id, holders: 0, joined: new Set() };
  entry.holders++;
  channels.set(key, entry);
  const listener = onJoined ? (ok: boolean) => onJoined(ok) : undefined;
  if (listener) entry.joined.add(listener);
  void open().then((s) => {
    if (!s?.connected || !channels.has(key)) return;
    void join(s, kind, id).then((ok) => {
      if (listener && entry.joined.has(listener)) listener(ok);
    });
  });
  return () => {
    if (listener) entry.joined.delete(listener);
    entry.holders--;
    if (entry.holders > 0) return;
    channels.delete(key);
    socket?.emit(`${kind}:leave`, id);
  };
}

/** Told when the server takes a channel or the session away (never opens the connection itself). */
export function onAccessLost(listener: (loss: AccessLoss) => void): () => void {
  accessListeners.add(listener);
  return () => accessListeners.delete(listener);
}

/** Called after every (re)connection: `reconnect` is true after a drop, when missed events must be read. */
export function onConnect(listener: (reconnect: boolean) => void): () => void {
  connectListeners.add(listener);
  void open();
  return () => connectListeners.delete(listener);
}

/** Sends a volatile client event (typing) on the open connection; dropped when not connected. */
export function emitVolatile(event: string, payload: unknown): void {
  if (socket?.connected) socket.volatile.emit(event, payload);
}

export function realtimeState(): RealtimeState {
  return state;
}

export function onRealtimeState(listener: () => void): () => void {
  stateListeners.add(listener);
  return () => stateListeners.delete(listener);
}

/**
 * Lets the connection open, and reconnect, without a session while held: guests and direct-room visitors
 * have no account, and the server accepts such a socket for video rooms only (with a room token).
 */
export function holdAnonymous(): () => void {
  anonymousHolders++;
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    anonymousHolders--;
  };
}

/** Resolves with the open connection once it is connected (opening it if needed); rejects after `timeoutMs`. */
async function connected(timeoutMs: number): Promise<Socket> {
  const opened = await open();
  if (!opened) throw new Error("realtime: no session and no anonymous holder");
  const s: Socket = opened;
  if (s.connected) return s;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      s.off("connect", done);
      reject(new Error("realtime: not connected"));
    }, timeoutMs);
    function done() {
      clearTimeout(timer);
      resolve(s);
    }
    s.once("connect", done);
  });
}

/** Sends a client event and resolves with the server's acknowledgement (rejects when none comes in time). */
export async function request<T>(event: string, payload: unknown, timeoutMs = 10_000): Promise<T> {
  const s = await connected(timeoutMs);
  return (await s.timeout(timeoutMs).emitWithAck(event, payload)) as T;
}

/** Sends a client event on the open connection; false (nothing sent) when not connected. */
export function emit(event: string, payload?: unknown): boolean {
  if (!socket?.connected) return false;
  socket.emit(event, payload);
  return true;
}

/** The connection's id while connected (the server's name for this socket, e.g. a video room's peer id). */
export function connectionId(): string | undefined {
  return socket?.connected ? socket.id : undefined;
}

/**
 * Drops the connection and opens it again at once: after a network change the old WebSocket may be half
 * dead, and waiting for its ping timeout would leave a call without signalling for tens of seconds.
 */
export function restartConnection(): void {
  if (!socket) return;
  socket.disconnect();
  setState("connecting");
  socket.connect();
}
