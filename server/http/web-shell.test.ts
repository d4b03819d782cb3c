import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { createContext } from "../boot";
import { loadConfig } from "../config";
import type { Database } from "../db/client";
import { openTestDatabase } from "../test/database";

// A built web app in miniature: the shell and one chunk, each with the .br and .gz copies the build writes.
const webRoot = mkdtempSync(path.join(tmpdir(), "bizmeet-web-"));
const dataDir = mkdtempSync(path.join(tmpdir(), "bizmeet-test-"));
const shell = `<!doctype html><html><body><div id="root"></div>${"<!-- padding -->".repeat(100)}</body></html>`;
const chunk = `export const x = ${JSON.stringify("a".repeat(4000))};`;
function write(file: string, content: string) {
  const full = path.join(webRoot, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, content);
  writeFileSync(`${full}.br`, brotliCompressSync(content));
  writeFileSync(`${full}.gz`, gzipSync(content));
}

let app: FastifyInstance;
let database: Database;
beforeAll(async () => {
  write("index.html", shell);
  write("assets/page-abc123.js", chunk);
  database = await openTestDatabase();
  const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: "test-secret-0123456789" });
  const { ctx } = await createContext(config, { database });
  app = await buildApp(ctx, { webRoot });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(webRoot, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the built web app", () => {
  it("sends a chunk compressed as the browser accepts, cached for good (its name changes with it)", async () => {
    const br = await app.inject({
      url: "/assets/page-abc123.js",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toContain("javascript");
    expect(br.headers.vary).toContain("accept-encoding");
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(br.rawPayload.length).toBeLessThan(chunk.length / 10);

    const gz = await app.inject({ url: "/assets/page-abc123.js", headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");

    const plain = await app.inject({
      url: "/assets/page-abc123.js",
      headers: { "accept-encoding": "identity" },
    });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.payload).toBe(chunk);
    expect(plain.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("answers every page route with the shell, compressed and revalidated on each load", async () => {
    for (const url of ["/", "/event/detail/12", "/subEvent/3/attendeeList"]) {
      const res = await app.inject({ url, headers: { "accept-encoding": "br, gzip" } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"], url).toContain("text/html");
      expect(res.headers["content-encoding"], url).toBe("br");
      expect(res.headers["cache-control"], url).toBe("no-cache");
    }
  });

  it("answers 404 for a chunk that is not there (not the shell)", async () => {
    const res = await app.inject({ url: "/assets/gone-000000.js", headers: { "accept-encoding": "br" } });
    expect(res.statusCode).toBe(404);
  });
});
