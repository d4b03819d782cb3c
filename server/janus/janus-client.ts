import { randomBytes } from "node:crypto";
import WebSocket from "ws";

/**
 * The Janus WebSocket API (subprotocol `janus-protocol`) as the app speaks it: JSON messages matched to their
 * answer by `transaction`, sessions kept alive more often than Janus's 60 s session timeout, plugin handles
 * whose asynchronous answers (`ack`, then an `event` with the same transaction) and unsolicited events
 * (publishers joining, `webrtcup`, `hangup`) reach the handle's listener. One connection carries every session
 * of an app process on one Janus instance.
 */

export type JanusMessage = Record<string, unknown> & {
  janus: string;
  transaction?: string;
  session_id?: number;
  sender?: number;
};

export interface Jsep {
  type: "offer" | "answer";
  sdp: string;
}

/** A plugin's answer: its data and, for negotiations, the SDP. */
export interface PluginAnswer {
  data: Record<string, unknown>;
  jsep?: Jsep;
}

/** Janus refused a request (core `error`, or a plugin's `error_code`). */
export class JanusError extends Error {
  constructor(
    readonly code: number,
    reason: string,
  ) {
    super(`janus ${code}: ${reason}`);
  }
}

const KEEPALIVE_MS = 25_000;
const REQUEST_TIMEOUT_MS = 15_000;

interface Pending {
  resolve: (message: JanusMessage) => void;
  reject: (error: Error) => void;
  /** An asynchronous plugin request: the `ack` is not the answer, the `event` is. */
  async: boolean;
  timer: ReturnType<typeof setTimeout>;
}

export class JanusConnection {
  private pending = new Map<string, Pending>();
  private handles = new Map<number, JanusHandle>();
  private sessions = new Map<number, JanusSession>();
  private closedListeners = new Set<() => void>();
  private constructor(
    private readonly ws: WebSocket,
    readonly apiSecret: string,
  ) {
    ws.on("message", (data) => this.receive(JSON.parse(String(data)) as JanusMessage));
    ws.on("close", () => this.closed(new Error("janus connection closed")));
    ws.on("error", () => undefined);
  }

  static open(url: string, apiSecret: string): Promise<JanusConnection> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url, "janus-protocol");
      ws.once("open", () => resolve(new JanusConnection(ws, apiSecret)));
      ws.once("error", reject);
    });
  }

  get open(): boolean {
    return this.ws.readyState === WebSocket.OPEN;
  }

  onClose(listener: () => void): () => void {
    this.closedListeners.add(listener);
    return () => this.closedListeners.delete(listener);
  }

  close(): void {
    this.ws.close();
  }

  /** Sends a request and waits for its answer (for `async`, the plugin's event after the ack). */
  send(body: Record<string, unknown>, async = false): Promise<JanusMessage> {
    if (!this.open) return Promise.reject(new Error("janus connection closed"));
    const transaction = randomBytes(9).toString("base64url");
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(transaction);
        reject(new Error(`janus did not answer ${String(body.janus)} within ${REQUEST_TIMEOUT_MS} ms`));
      }, REQUEST_TIMEOUT_MS);
      this.pending.set(transaction, { resolve, reject, async, timer });
      this.ws.send(JSON.stringify({ ...body, transaction, apisecret: this.apiSecret }));
    });
  }

  /** A request whose answer nobody waits for (trickle, keepalive). */
  post(body: Record<string, unknown>): void {
    if (!this.open) return;
    const transaction = randomBytes(9).toString("base64url");
    this.ws.send(JSON.stringify({ ...body, transaction, apisecret: this.apiSecret }));
  }

  async createSession(): Promise<JanusSession> {
    const answer = await this.send({ janus: "create" });
    const id = (answer.data as { id: number }).id;
    const session = new JanusSession(this, id);
    this.sessions.set(id, session);
    return session;
  }

  /** @internal */
  register(handle: JanusHandle): void {
    this.handles.set(handle.id, handle);
  }

  /** @internal */
  forget(session: JanusSession, handles: number[]): void {
    this.sessions.delete(session.id);
    for (const id of handles) this.handles.delete(id);
  }

  /** @internal */
  forgetHandle(id: number): void {
    this.handles.delete(id);
  }

  private receive(message: JanusMessage): void {
    const pending = message.transaction ? this.pending.get(message.transaction) : undefined;
    if (pending) {
      if (message.janus === "ack" && pending.async) return;
      this.pending.delete(message.transaction as string);
      clearTimeout(pending.timer);
      const error = failure(message);
      if (error) pending.reject(error);
      else pending.resolve(message);
      return;
    }
    if (message.janus === "timeout" && message.session_id) {
      this.sessions.get(message.session_id)?.expired();
      return;
    }
    if (message.sender) this.handles.get(message.sender)?.dispatch(message);
  }

  private closed(error: Error): void {
    for (const [transaction, pending] of this.pending) {
      clearTimeout(pending.timer);
      pending.reject(error);
      this.pending.delete(transaction);
    }
    for (const session of this.sessions.values()) session.expired();
    for (const listener of this.closedListeners) listener();
  }
}

/** The error a Janus message carries, if any: a core error, or the plugin's `error_code`. */
function failure(message: JanusMessage): JanusError | undefined {
  if (message.janus === "error") {
    const error = message.error as { code: number; reason: string };
    return new JanusError(error.code, error.reason);
  }
  const data = (message.plugindata as { data?: Record<string, unknown> } | undefined)?.data;
  if (data && typeof data.error_code === "number") return new JanusError(data.error_code, String(data.error));
  return undefined;
}

export class JanusSession {
  private keepalive: ReturnType<typeof setInterval>;
  private handles = new Map<number, JanusHandle>();
  private expiredListeners = new Set<() => void>();
  private gone = false;

  constructor(
    readonly connection: JanusConnection,
    readonly id: number,
  ) {
    this.keepalive = setInterval(() => connection.post({ janus: "keepalive", session_id: id }), KEEPALIVE_MS);
    this.keepalive.unref();
  }

  get alive(): boolean {
    return !this.gone;
  }

  async attach(plugin = "janus.plugin.videoroom"): Promise<JanusHandle> {
    const answer = await this.connection.send({ janus: "attach", session_id: this.id, plugin });
    const handle = new JanusHandle(this, (answer.data as { id: number }).id);
    this.handles.set(handle.id, handle);
    this.connection.register(handle);
    return handle;
  }

  onExpired(listener: () => void): () => void {
    this.expiredListeners.add(listener);
    return () => this.expiredListeners.delete(listener);
  }

  /** @internal Janus dropped the session (timeout) or the connection closed. */
  expired(): void {
    if (this.gone) return;
    this.gone = true;
    clearInterval(this.keepalive);
    this.connection.forget(this, [...this.handles.keys()]);
    for (const listener of this.expiredListeners) listener();
  }

  /** @internal */
  dropHandle(id: number): void {
    this.handles.delete(id);
    this.connection.forgetHandle(id);
  }

  async destroy(): Promise<void> {
    if (this.gone) return;
    const request = this.connection.send({ janus: "destroy", session_id: this.id }).catch(() => undefined);
    this.expired();
    await request;
  }
}

export type HandleListener = (message: JanusMessage) => void;

export class JanusHandle {
  private listeners = new Set<HandleListener>();
  constructor(
    readonly session: JanusSession,
    readonly id: number,
  ) {}

  /** A synchronous plugin request (create, kick, moderate, allowed, listparticipants, rtp forwarding). */
  async request(body: Record<string, unknown>): Promise<Record<string, unknown>> {
    const answer = await this.session.connection.send({
      janus: "message",
      session_id: this.session.id,
      handle_id: this.id,
      body,
    });
    return (answer.plugindata as { data: Record<string, unknown> }).data;
  }

  /** An asynchronous plugin request (join, publish, start, configure): the plugin's event and its SDP. */
  async message(body: Record<string, unknown>, jsep?: Jsep): Promise<PluginAnswer> {
    const answer = await this.session.connection.send(
      { janus: "message", session_id: this.session.id, handle_id: this.id, body, ...(jsep ? { jsep } : {}) },
      true,
    );
    return {
      data: (answer.plugindata as { data: Record<string, unknown> }).data,
      jsep: answer.jsep as Jsep | undefined,
    };
  }

  /** An ICE candidate of the browser behind this handle (`null`: gathering completed). */
  trickle(
    candidate: { candidate: string; sdpMid?: string | null; sdpMLineIndex?: number | null } | null,
  ): void {
    this.session.connection.post({
      janus: "trickle",
      session_id: this.session.id,
      handle_id: this.id,
      candidate: candidate ?? { completed: true },
    });
  }

  /** Unsolicited messages for this handle: plugin events, trickle, webrtcup, media, hangup, detached. */
  on(listener: HandleListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** @internal */
  dispatch(message: JanusMessage): void {
    for (const listener of this.listeners) listener(message);
  }

  async detach(): Promise<void> {
    if (!this.session.alive) return;
    await this.session.connection
      .send({ janus: "detach", session_id: this.session.id, handle_id: this.id })
      .catch(() => undefined);
    this.session.dropHandle(this.id);
  }
}
