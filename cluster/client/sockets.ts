import { io, type Socket } from "socket.io-client";
import type { Cluster } from "../harness/cluster";
import { check, within } from "../harness/wait";

/**
 * A Socket.IO client through nginx, set up as the web app's (web/lib/realtime.ts): the token at every
 * (re)connection, reconnection from 0.5 s doubling to 5 s; WebSocket (the browser's first choice), or
 * long-polling only with a cookie jar (a browser where WebSockets are blocked), which needs nginx's stickiness.
 */
export function openSocket(
  cluster: Cluster,
  token: string,
  options: { route?: string; polling?: boolean } = {},
): Socket {
  return io(cluster.url, {
    path: "/socket.io",
    auth: (cb) => cb({ token }),
    transports: options.polling ? ["polling"] : ["websocket"],
    // long-polling keeps nginx's route cookie like a browser
    withCredentials: Boolean(options.polling),
    extraHeaders: options.route ? { cookie: `bizmeet_route=${options.route}` } : undefined,
    reconnectionDelay: 500,
    reconnectionDelayMax: 5_000,
  });
}

export function connected(socket: Socket, ms = 10_000): Promise<void> {
  if (socket.connected) return Promise.resolve();
  return within(
    new Promise<void>((resolve) => socket.once("connect", () => resolve())),
    ms,
    "the socket connects through nginx",
  );
}

/** Which web process holds the socket (the app answers when SERVED_BY is set). */
export async function servedBy(socket: Socket): Promise<string> {
  const name = (await socket.timeout(5_000).emitWithAck("served-by")) as unknown;
  check(typeof name === "string", "the process did not say its name (SERVED_BY)");
  return name;
}

/** Joins a channel (chat, subEvent) and answers the server's verdict. */
export async function join(socket: Socket, kind: "chat" | "subEvent", id: number): Promise<boolean> {
  const answer = (await socket.timeout(5_000).emitWithAck(`${kind}:join`, id)) as { ok?: boolean };
  return Boolean(answer?.ok);
}
