/**
 * The phones of bench:slotchange on their own process: one Socket.IO connection (websocket) per token, opened
 * 200 at a time; counts the `meetingDay` notices they receive. IPC: `{ type: "connect", url, tokens }` answers
 * how many are connected and how long it took; `{ type: "count" }` the notices received and disconnections.
 */
import { io, type Socket } from "socket.io-client";

const sockets: Socket[] = [];
let notices = 0;
let disconnects = 0;

function connect(url: string, token: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = io(url, {
      path: "/socket.io",
      auth: { token },
      transports: ["websocket"],
      forceNew: true,
      reconnection: false,
      timeout: 60_000,
    });
    socket.on("meetingDay", () => notices++);
    socket.once("connect_error", () => resolve(false));
    socket.once("connect", () => {
      sockets.push(socket);
      socket.on("disconnect", () => disconnects++);
      resolve(true);
    });
  });
}

process.on("message", async (m: { id: number; type: string; url?: string; tokens?: string[] }) => {
  if (m.type === "connect") {
    const t0 = performance.now();
    let ok = 0;
    const tokens = m.tokens ?? [];
    for (let i = 0; i < tokens.length; i += 200) {
      const done = await Promise.all(tokens.slice(i, i + 200).map((t) => connect(m.url!, t)));
      ok += done.filter(Boolean).length;
    }
    process.send?.({ id: m.id, result: { connected: ok, ms: performance.now() - t0 } });
  }
  if (m.type === "count")
    process.send?.({ id: m.id, result: { notices, disconnects, open: sockets.length } });
  if (m.type === "stop") {
    for (const s of sockets) s.close();
    process.send?.({ id: m.id, result: true });
    setTimeout(() => process.exit(0), 100);
  }
});
process.on("disconnect", () => process.exit(0));
