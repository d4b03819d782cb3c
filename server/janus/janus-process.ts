import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { connect, createServer } from "node:net";
import { availableParallelism } from "node:os";
import path from "node:path";
import { janusConfigFiles, machineAddress } from "./janus-config";

/** A Janus the app talks to: its WebSocket address and the secrets it was started with. */
export interface JanusInstance {
  url: string;
  apiSecret: string;
  adminKey: string;
}

export interface LocalJanus extends JanusInstance {
  stop(): Promise<void>;
}

/** Whether Debian's `janus` is installed here. */
export function janusInstalled(): boolean {
  return spawnSync("sh", ["-c", "command -v janus"]).status === 0;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/** Waits until Janus accepts connections on its port (or exited). */
async function ready(port: number, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`janus exited with ${child.exitCode} before it was ready`);
    const ok = await new Promise<boolean>((resolve) => {
      const socket = connect(port, "127.0.0.1");
      socket.once("connect", () => {
        socket.destroy();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`janus did not listen on port ${port} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * Janus's event loops for a local instance: one per core (at least two). bench:sfu measured Janus's CPU per viewer
 * at about half of its default (a thread per handle) with two loops on two cores (docs/sfu.md); 0 asks for the
 * default.
 */
export function defaultEventLoops(): number {
  return Math.max(2, availableParallelism());
}

/**
 * Starts Debian's Janus as a child process with a configuration generated in `dir` (loopback WebSocket,
 * secrets of this run, only VideoRoom), and answers how to reach it and how to stop it with the app.
 */
export async function startLocalJanus(
  dir: string,
  rtpPorts: [number, number] = [20000, 40000],
  options: { eventLoops?: number; apiSecret?: string; adminKey?: string } = {},
): Promise<LocalJanus> {
  const eventLoops = options.eventLoops ?? defaultEventLoops();
  const iceAddress = machineAddress();
  if (!iceAddress) throw new Error("janus needs a non-loopback IPv4 address to gather ICE candidates on");
  mkdirSync(dir, { recursive: true });
  const wsPort = await freePort();
  // several local instances behind one JANUS_URLS share their secrets (the overflow check does)
  const apiSecret = options.apiSecret ?? randomBytes(16).toString("hex");
  const adminKey = options.adminKey ?? randomBytes(16).toString("hex");
  const files = janusConfigFiles({ dir, wsPort, apiSecret, adminKey, iceAddress, rtpPorts, eventLoops });
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dir, name), content);
  const child = spawn("janus", ["-C", path.join(dir, "janus.jcfg"), "-F", dir, "-N"], { stdio: "ignore" });
  const url = `ws://127.0.0.1:${wsPort}`;
  // never outlive the app, even when it ends without a shutdown
  const orphanGuard = () => child.kill("SIGKILL");
  process.once("exit", orphanGuard);
  child.once("exit", () => process.off("exit", orphanGuard));
  await ready(wsPort, child, 15_000);
  return {
    url,
    apiSecret,
    adminKey,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill("SIGTERM");
      await new Promise((resolve) => {
        const timer = setTimeout(() => child.kill("SIGKILL"), 3_000);
        child.once("exit", () => {
          clearTimeout(timer);
          resolve(undefined);
        });
      });
    },
  };
}
