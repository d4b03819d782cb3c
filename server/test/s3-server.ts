import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** A running local S3-protocol server (npm's s3rver) with one empty bucket. */
export interface TestS3Server {
  endpoint: string;
  bucket: string;
  /** Where s3rver keeps the objects on disk. */
  directory: string;
  /** The FILES_S3_* variables that point the app at it. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

const boot = fileURLToPath(new URL("./s3rver-boot.cjs", import.meta.url));

/**
 * Starts s3rver in a child process on a free port and a temporary directory. It fails (never skips) with what
 * to install when s3rver is missing. The child leaves with its parent (it watches its stdin).
 */
export async function startS3Server(bucket = "bizmeet-test"): Promise<TestS3Server> {
  try {
    createRequire(import.meta.url).resolve("s3rver");
  } catch {
    throw new Error("the S3 test server is missing: run `npm install` (s3rver is a devDependency)");
  }
  const directory = mkdtempSync(path.join(tmpdir(), "bizmeet-s3-"));
  const child = spawn(process.execPath, ["--openssl-legacy-provider", boot, directory, bucket], {
    stdio: ["pipe", "pipe", "pipe"],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let out = "";
    let err = "";
    const timer = setTimeout(() => reject(new Error(`s3rver did not start within 20 s: ${err}`)), 20_000);
    child.stdout!.on("data", (chunk) => {
      out += chunk;
      const line = /^\{.*\}$/m.exec(out);
      if (line) {
        clearTimeout(timer);
        resolve((JSON.parse(line[0]) as { port: number }).port);
      }
    });
    child.stderr!.on("data", (chunk) => {
      err += chunk;
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`s3rver exited with code ${code}: ${err}`));
    });
  });
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    directory,
    env: {
      FILES_S3_ENDPOINT: endpoint,
      FILES_S3_BUCKET: bucket,
      FILES_S3_ACCESS_KEY_ID: "S3RVER",
      FILES_S3_SECRET_ACCESS_KEY: "S3RVER",
    },
    stop: () => stopChild(child).finally(() => rmSync(directory, { recursive: true, force: true })),
  };
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}
