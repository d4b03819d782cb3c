import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { janusInstalled, type LocalJanus, startLocalJanus } from "./janus-process";

/** One request over Janus's WebSocket API, answered by the message with the same transaction. */
function ask(url: string, body: Record<string, unknown>): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, "janus-protocol");
    const transaction = Math.random().toString(36).slice(2);
    ws.once("open", () => ws.send(JSON.stringify({ ...body, transaction })));
    ws.on("message", (data) => {
      const message = JSON.parse(String(data)) as Record<string, unknown>;
      if (message.transaction !== transaction) return;
      ws.close();
      resolve(message);
    });
    ws.once("error", reject);
  });
}

describe("a Janus started by the app", () => {
  let dir: string;
  let janus: LocalJanus;
  beforeAll(async () => {
    if (!janusInstalled())
      throw new Error(
        "Janus is not installed: apt-get install janus (Debian's package, 1.1.x), as .ci/run does",
      );
    dir = mkdtempSync(path.join(tmpdir(), "janus-test-"));
    janus = await startLocalJanus(dir, [41000, 41100]);
  }, 30_000);
  afterAll(async () => {
    await janus?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("refuses a request without the API secret", async () => {
    const answer = await ask(janus.url, { janus: "create" });
    expect(answer.janus).toBe("error");
    expect((answer.error as { code: number }).code).toBe(403);
  });

  it("opens a session with the secret, and loads the VideoRoom plugin only", async () => {
    const created = await ask(janus.url, { janus: "create", apisecret: janus.apiSecret });
    expect(created.janus).toBe("success");
    const info = await ask(janus.url, { janus: "info", apisecret: janus.apiSecret });
    expect(Object.keys(info.plugins as object)).toEqual(["janus.plugin.videoroom"]);
    expect(Object.keys(info.transports as object)).toEqual(["janus.transport.websockets"]);
  });
});
