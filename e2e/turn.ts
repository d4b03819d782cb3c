import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createSocket } from "node:dgram";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { coturnConfig } from "../server/modules/rooms/coturn";

export interface Turn {
  /** The TURN_URLS and TURN_SECRET the app is started with. */
  env: { TURN_URLS: string; TURN_SECRET: string };
  stop(): Promise<void>;
}

async function freeUdpPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = createSocket("udp4");
    socket.once("error", reject);
    socket.bind(0, "127.0.0.1", () => {
      const { port } = socket.address();
      socket.close(() => resolve(port));
    });
  });
}

/**
 * Debian's coturn on loopback for the relay journey (docs/turn.md): the configuration we ship, with a secret of
 * this run and loopback let through because both browsers are on this machine (never in production). Undefined when
 * `turnserver` is not installed: the journey then says what to install.
 */
export async function startTurn(): Promise<Turn | undefined> {
  if (spawnSync("sh", ["-c", "command -v turnserver"]).status !== 0) return undefined;
  const dir = mkdtempSync(path.join(tmpdir(), "bizmeet-turn-"));
  const port = await freeUdpPort();
  const secret = randomBytes(16).toString("hex");
  const config = path.join(dir, "turnserver.conf");
  writeFileSync(
    config,
    // the configuration we ship (docs/turn.md), with loopback let through for this machine's two browsers
    coturnConfig({
      realm: "bizmeet.test",
      secret,
      listeningIp: "127.0.0.1",
      relayIp: "127.0.0.1",
      port,
      minPort: 49300,
      maxPort: 49400,
      loopbackTest: true,
      extra: [
        "no-tls",
        "no-dtls",
        `pidfile=${path.join(dir, "turnserver.pid")}`,
        `log-file=${path.join(dir, "turn.log")}`,
        "simple-log",
      ],
    }),
  );
  const child: ChildProcess = spawn("turnserver", ["-c", config], { stdio: "ignore" });
  await new Promise((r) => setTimeout(r, 500));
  if (child.exitCode !== null)
    throw new Error(`turnserver exited with ${child.exitCode}; its log is in ${dir}`);
  return {
    env: { TURN_URLS: `turn:127.0.0.1:${port}?transport=udp`, TURN_SECRET: secret },
    async stop() {
      child.kill("SIGTERM");
      await new Promise((r) => (child.exitCode !== null ? r(undefined) : child.once("exit", r)));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
