import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";

export interface Mail {
  to: string;
  raw: string;
}

export async function freePort(): Promise<number> {
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

/** A real SMTP server that keeps what it receives. */
export async function startSmtp(): Promise<{ port: number; mails: Mail[]; close(): Promise<void> }> {
  const mails: Mail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => {
        raw += chunk.toString("utf8");
      });
      stream.on("end", () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address).join(","), raw });
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { port, mails, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/**
 * The app's server on an embedded database, as `npm start` serves it: on a fresh data directory (the demo data
 * is loaded at start), or on one prepared beforehand (`dataDir`). Mail goes to the SMTP catcher on `smtpPort`,
 * or nowhere (null). The data directory is removed when the server stops.
 */
export async function startApp(
  smtpPort: number | null,
  env: Record<string, string> = {},
  prepared?: string,
): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const dataDir = prepared ?? mkdtempSync(path.join(tmpdir(), "bizmeet-e2e-"));
  const root = path.resolve(import.meta.dirname, "..");
  const child: ChildProcess = spawn(
    process.execPath,
    ["--import", "tsx", path.join(root, "server/main.ts")],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        SMTP_URL: smtpPort === null ? "" : `smtp://127.0.0.1:${smtpPort}`,
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        LOG_LEVEL: "warn",
        // the chat XSS journey stores 126 messages at once; the limit itself is tested in chat.test.ts
        CHAT_RATE_PER_10S: "1000",
        ...env,
      },
      stdio: ["ignore", "inherit", "inherit"],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  // a lane server that ends before its stop is a finding of its own: say how it ended (code or signal)
  let stopping = false;
  child.once("exit", (code, signal) => {
    if (!stopping)
      console.error(`    the server on ${url} ended during the journeys: code ${code}, signal ${signal}`);
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("the server did not answer /api/health within 120 s");
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    url,
    async stop() {
      stopping = true;
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
